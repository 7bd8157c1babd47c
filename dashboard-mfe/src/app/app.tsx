import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from '../lib/react-query';
import type { DashboardLayoutProps } from './dashboard-layout';
import { DashboardRoutes } from './router';

/**
 * The signed-in dashboard: one query cache for the session (the page keys the app by its marker, so nothing
 * read in one session shows in the next), and the workspace's routes.
 */
export function DashboardApp(props: DashboardLayoutProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <DashboardRoutes {...props} />
    </QueryClientProvider>
  );
}
