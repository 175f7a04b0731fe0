import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageLoading } from '../layout/PageLoading';
import { useAuth } from './useAuth';

/**
 * Lets only a signed-in user in; anyone else is sent to / (spec §2, /profile). A session restored
 * from storage waits for the server to confirm it, so that one that ended meanwhile never draws
 * its account's details. A user whose session just ended stays while they are asked to sign in
 * again, so their unsaved work is kept.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, ready, sessionEnded } = useAuth();
  if (!ready) return <PageLoading />;
  return user || sessionEnded ? children : <Navigate to="/" replace />;
}
