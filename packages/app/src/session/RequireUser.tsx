import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from './useAuth';

/**
 * Lets only a signed-in user in; anyone else is sent to / (spec §2, /profile). A user whose session
 * just ended stays while they are asked to sign in again, so their unsaved work is kept.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, sessionEnded } = useAuth();
  return user || sessionEnded ? children : <Navigate to="/" replace />;
}
