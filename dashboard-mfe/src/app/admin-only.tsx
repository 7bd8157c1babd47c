import { Navigate } from '@blueprint/shared/router';
import type { ReactNode } from 'react';
import { useMe } from '../lib/me';

/** A view for admins: shown once the signed-in person is known to be one; anyone else is led to the Overview. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <p role="status">Loading…</p>;
  return me.data?.role === 'admin' ? children : <Navigate to=".." replace />;
}
