import { useContext } from 'react';
import { ShellContext, type ShellContextValue } from './ShellContext';

/** The shell's services (the login modal, the library form) for a page rendered inside it. */
export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell must be used within the AppShell');
  return value;
}
