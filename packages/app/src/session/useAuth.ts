import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from './AuthContext';

/** The session; like the language context, it throws outside its provider (spec §6). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
