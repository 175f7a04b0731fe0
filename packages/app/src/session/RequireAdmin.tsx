import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageLoading } from '../layout/PageLoading';
import { useAuth } from './useAuth';

/**
 * An admin screen (spec §2, §6): waits until the session is confirmed by the server, then sends
 * anyone who is not an admin to /. An admin whose session just ended stays while asked to sign in
 * again. `denied`, when given, is shown to a non-admin instead of an immediate redirect (the
 * screen then redirects by itself).
 */
export function RequireAdmin({ children, denied }: { children: ReactNode; denied?: ReactNode }) {
  const { user, ready, sessionEnded } = useAuth();
  if (!ready) return <PageLoading />;
  if ((user ?? sessionEnded)?.isAdmin) return children;
  return denied ?? <Navigate to="/" replace />;
}
