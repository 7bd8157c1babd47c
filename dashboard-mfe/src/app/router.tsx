import { Navigate, Route, Routes, useSearchParams } from '@blueprint/shared/router';
import type { ReactNode } from 'react';
import { DashboardLayout, type DashboardLayoutProps } from './dashboard-layout';
import { AdminOnly } from './admin-only';
import { pathOfOldView, VIEWS } from './views';

/**
 * The workspace's routes, relative to the dashboard's own path (/dashboard, or /blueprint/dashboard): the frame
 * as their layout, one nested route per view. Any other path under the dashboard leads to the Overview.
 */
export function DashboardRoutes(props: DashboardLayoutProps) {
  return (
    <Routes>
      <Route element={<DashboardLayout {...props} />}>
        {VIEWS.map(({ path, adminOnly, View }) => {
          const element = adminOnly ? (
            <AdminOnly>
              <View />
            </AdminOnly>
          ) : (
            <View />
          );
          return path === '' ? (
            <Route key="index" index element={<OldViewRedirect>{element}</OldViewRedirect>} />
          ) : (
            <Route key={path} path={path} element={element} />
          );
        })}
        <Route path="*" element={<Navigate to="." replace />} />
      </Route>
    </Routes>
  );
}

/**
 * `/dashboard?view=messages&…`, a link from before each view had an address: replaced by the view's own
 * (`/dashboard/messages?…`), its other parameters (a search, the filters) kept.
 */
function OldViewRedirect({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const name = params.get('view');
  if (name === null) return children;
  const rest = new URLSearchParams(params);
  rest.delete('view');
  const search = rest.size > 0 ? `?${rest.toString()}` : '';
  return <Navigate to={{ pathname: pathOfOldView(name) || '.', search }} replace />;
}
