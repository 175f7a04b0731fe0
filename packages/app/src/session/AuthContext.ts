import { createContext } from 'react';
import type {
  LoginRequest,
  SessionUser,
  User,
  UserCreateInput,
  UserUpdateInput,
} from '@libatlas/contracts';

/** What the session layer offers the pages (spec §4 Session, §6). */
export interface AuthContextValue {
  /** The signed-in user, with `isAdmin`; null for a visitor. */
  user: SessionUser | null;
  /** The stored token; null for a visitor. */
  token: string | null;
  /** False until a restored session's profile has been re-fetched (or failed); true without one. */
  ready: boolean;
  /**
   * The user whose session the server ended mid-visit (a 401 to one of their calls), until they
   * sign in again or give up: the shell asks them to sign in, and the guarded pages stay open, so
   * nothing they typed is lost. Null otherwise.
   */
  sessionEnded: SessionUser | null;
  /**
   * Ends the session because the server refused it (spec §8: a delete answered 401): clears the
   * stored token and user, and sets `sessionEnded`.
   */
  endSession: () => void;
  /** The user gave up signing in again: the guarded pages may now send them away. */
  dismissSessionEnded: () => void;
  /** Every user, loaded only for an admin (spec §5); empty otherwise. */
  users: User[];
  /** Stores the token and user, then fetches the profile (and the user list for an admin). */
  login: (credentials: LoginRequest) => Promise<void>;
  /** Creates a regular account, then signs it in. */
  signUp: (input: { name: string; email: string; password: string }) => Promise<void>;
  /** Revokes the token on the server (best effort) and clears the stored session. */
  logout: () => Promise<void>;
  /** Forgets the session locally, without a call (a 401 on delete, spec §8). */
  clearSession: () => void;
  /** Updates a user; for the signed-in user the answer is merged into the session (spec §4). */
  updateUser: (id: string, input: UserUpdateInput) => Promise<User>;
  createUser: (input: UserCreateInput) => Promise<User>;
  deleteUser: (id: string) => Promise<void>;
  reloadUsers: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
