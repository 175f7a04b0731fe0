import { useOutletContext } from 'react-router-dom';
import type { ShellContext } from './ShellContext';

/** The shell's services (the login modal) for a page rendered inside it. */
export function useShell(): ShellContext {
  return useOutletContext<ShellContext>();
}
