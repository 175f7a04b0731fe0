import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageLoading } from '../layout/PageLoading';
import { useAuth } from './useAuth';

/**
 * An admin screen (spec §2, §6): waits until the session is confirmed by the server, then sends
 * anyone who is not an admin to /.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, ready } = useAuth();
  if (!ready) return <PageLoading />;
  return user?.isAdmin ? children : <Navigate to="/" replace />;
}
