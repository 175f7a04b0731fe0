import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from './useAuth';

/** Lets only a signed-in user in; anyone else is sent to / (spec §2, /profile). */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return user ? children : <Navigate to="/" replace />;
}
