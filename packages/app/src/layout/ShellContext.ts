import type { Library } from '@libatlas/contracts';
import { createContext } from 'react';

/** What the shell offers the pages inside it. */
export interface ShellContextValue {
  /** Opens the login modal (spec §2: login is a modal, not a route). */
  openLogin: () => void;
  /** Opens the library form for a new library (admins). */
  addLibrary: () => void;
  /** Opens the library form on this library (admins: the Edit button of a card, spec §2). */
  editLibrary: (library: Pick<Library, 'id'>) => void;
}

export const ShellContext = createContext<ShellContextValue | null>(null);
