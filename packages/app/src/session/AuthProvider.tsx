import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { SessionUser, User } from '@libatlas/contracts';
import { TOKEN_STORAGE_KEY } from '../api/fetcher';
import { HttpError } from '../api/HttpError';
import { sessionRejected } from '../api/sessionRejected';
import { useRenderContext } from '../ssr/RenderContext';
import { AuthContext, type AuthContextValue } from './AuthContext';
import { sessionStorage, USER_STORAGE_KEY } from './sessionStorage';

/**
 * The account calls, fetched with the first of them: a visitor's first load, which makes none,
 * does not carry them.
 */
const accounts = () => import('../api/users').then((module) => module.usersApi);

function asSessionUser(user: User): SessionUser {
  return { ...user, isAdmin: user.role === 'admin' };
}

/**
 * The session of spec §4: restored from local storage on load, then the profile is re-fetched
 * (and, for an admin, the user list loaded). A 401 on that re-fetch (or on any call made before it
 * answers) means the token is no longer valid (revoked or expired), so the stale session is dropped
 * instead of failing every later call.
 * A 401 to any later call ends the session too, but remembers whose it was (`sessionEnded`), so the
 * page can ask them to sign in again without losing their work. Other tabs follow through the
 * `storage` event: signing out in one signs out all, signing in in one signs in all.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  // A page drawn by the server was drawn for a visitor: its hydration draws the same, and the
  // stored session is restored right after it, before the browser paints again.
  const { fromServer } = useRenderContext();
  const [initial, setInitial] = useState(() => (fromServer ? null : sessionStorage.load()));
  const [token, setToken] = useState<string | null>(initial?.token ?? null);
  const [user, setUser] = useState<SessionUser | null>(
    initial ? asSessionUser(initial.user) : null,
  );
  const [users, setUsers] = useState<User[]>([]);
  const [ready, setReady] = useState(!initial);
  const [sessionEnded, setSessionEnded] = useState<SessionUser | null>(null);
  useLayoutEffect(() => {
    if (!fromServer) return;
    const stored = sessionStorage.load();
    if (!stored) return;
    // Once, right after the hydration: the session the server could not know about.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setInitial(stored);
    setToken(stored.token);
    setUser(asSessionUser(stored.user));
    setReady(false);
  }, [fromServer]);
  // The latest user and token, for listeners registered once.
  const current = useRef({ user, token });
  useEffect(() => {
    current.current = { user, token };
  }, [user, token]);

  const forget = useCallback(() => {
    // At once, not after the next render: a 401 already on its way for this token is not news.
    current.current = { user: null, token: null };
    setToken(null);
    setUser(null);
    setUsers([]);
  }, []);

  const clearSession = useCallback(() => {
    sessionStorage.clear();
    setSessionEnded(null);
    forget();
  }, [forget]);

  const reloadUsers = useCallback(async () => {
    try {
      setUsers(await (await accounts()).list());
    } catch (error) {
      console.error('Failed to fetch users', error);
      throw error;
    }
  }, []);

  /** Puts a fetched profile into the session; loads the user list when it is an admin's. */
  const applyProfile = useCallback(
    (sessionToken: string, profile: User) => {
      sessionStorage.save({ token: sessionToken, user: profile });
      setUser(asSessionUser(profile));
      if (profile.role === 'admin') reloadUsers().catch(() => undefined);
      else setUsers([]);
      setReady(true);
    },
    [reloadUsers],
  );

  /** A failed profile fetch is logged (spec §8); only a 401 (token no longer valid) ends the session. */
  const profileFailed = useCallback(
    (error: unknown) => {
      console.error('Failed to fetch profile', error);
      if (error instanceof HttpError && error.status === 401) clearSession();
      setReady(true);
    },
    [clearSession],
  );

  // The stored session being confirmed by the server, until its profile answers or it is dropped.
  const restoring = useRef<string | null>(null);
  useEffect(() => {
    if (!initial) return;
    restoring.current = initial.token;
    // An answer to a restore that was dropped meanwhile (refused by another call, and perhaps
    // followed by a new sign-in) changes nothing.
    const stillRestoring = () => {
      if (restoring.current !== initial.token) return false;
      restoring.current = null;
      return true;
    };
    accounts()
      .then((api) => api.profile())
      .then(
        (profile) => {
          if (stillRestoring()) applyProfile(initial.token, profile);
        },
        (error: unknown) => {
          if (stillRestoring()) profileFailed(error);
        },
      );
  }, [initial, applyProfile, profileFailed]);

  const endSession = useCallback(() => {
    sessionStorage.clear();
    setSessionEnded(current.current.user);
    forget();
  }, [forget]);

  // The server refused the session this tab holds: end it, and remember whose it was. A stored
  // session refused before its restore was confirmed (the header's bell answered before the
  // profile) was over before this page: dropped as the restore's own 401 drops it, without asking
  // to sign in again over a page the reader no longer may see.
  useEffect(
    () =>
      sessionRejected.subscribe((refused) => {
        if (refused !== current.current.token) return;
        if (refused !== restoring.current) return endSession();
        restoring.current = null;
        clearSession();
        setReady(true);
      }),
    [endSession, clearSession],
  );

  // Another tab signed in, out, or changed the stored user.
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key !== null && event.key !== TOKEN_STORAGE_KEY && event.key !== USER_STORAGE_KEY)
        return;
      const stored = sessionStorage.load();
      if (!stored) {
        setSessionEnded(null);
        forget();
        return;
      }
      if (stored.token !== current.current.token) {
        setToken(stored.token);
        setSessionEnded(null);
        accounts()
          .then((api) => api.profile())
          .then((profile) => applyProfile(stored.token, profile), profileFailed);
      }
      setUser(asSessionUser(stored.user));
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [forget, applyProfile, profileFailed]);

  const login = useCallback<AuthContextValue['login']>(
    async (credentials) => {
      const api = await accounts();
      const answer = await api.login(credentials);
      // A restore still under way was of the session this one replaces.
      restoring.current = null;
      sessionStorage.save(answer);
      setToken(answer.token);
      setUser(asSessionUser(answer.user));
      setSessionEnded(null);
      await api.profile().then((profile) => applyProfile(answer.token, profile), profileFailed);
    },
    [applyProfile, profileFailed],
  );

  const signUp = useCallback<AuthContextValue['signUp']>(
    async (input) => {
      await (await accounts()).signUp(input);
      await login({ email: input.email, password: input.password });
    },
    [login],
  );

  const logout = useCallback(async () => {
    try {
      await (await accounts()).logout();
    } catch (error) {
      // The token is forgotten here either way; the server lets it expire.
      console.error('Failed to logout', error);
    }
    clearSession();
  }, [clearSession]);

  const updateUser = useCallback<AuthContextValue['updateUser']>(
    async (id, input) => {
      try {
        const updated = await (await accounts()).update(id, input);
        if (token && user?.id === id) {
          const merged = { ...user, ...updated };
          sessionStorage.saveUser(merged);
          setUser(asSessionUser(merged));
        }
        if (user?.isAdmin) await reloadUsers().catch(() => undefined);
        return updated;
      } catch (error) {
        console.error('Failed to update user', error);
        throw error;
      }
    },
    [token, user, reloadUsers],
  );

  const createUser = useCallback<AuthContextValue['createUser']>(async (input) => {
    try {
      const created = await (await accounts()).create(input);
      setUsers((list) => [...list, created]);
      return created;
    } catch (error) {
      console.error('Failed to create user', error);
      throw error;
    }
  }, []);

  const deleteUser = useCallback<AuthContextValue['deleteUser']>(
    async (id) => {
      try {
        await (await accounts()).remove(id);
      } catch (error) {
        console.error('Failed to delete user', error);
        throw error;
      }
      await reloadUsers().catch(() => undefined);
    },
    [reloadUsers],
  );

  const dismissSessionEnded = useCallback(() => setSessionEnded(null), []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      token,
      ready,
      sessionEnded,
      endSession,
      dismissSessionEnded,
      users,
      login,
      signUp,
      logout,
      clearSession,
      updateUser,
      createUser,
      deleteUser,
      reloadUsers,
    }),
    [
      user,
      token,
      ready,
      sessionEnded,
      endSession,
      dismissSessionEnded,
      users,
      login,
      signUp,
      logout,
      clearSession,
      updateUser,
      createUser,
      deleteUser,
      reloadUsers,
    ],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
