import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SessionUser, User } from '@libatlas/contracts';
import { HttpError } from '../api/HttpError';
import { usersApi } from '../api/users';
import { AuthContext, type AuthContextValue } from './AuthContext';
import { sessionStorage } from './sessionStorage';

function asSessionUser(user: User): SessionUser {
  return { ...user, isAdmin: user.role === 'admin' };
}

/**
 * The session of spec §4: restored from local storage on load, then the profile is re-fetched
 * (and, for an admin, the user list loaded). A 401 on that re-fetch means the token is no longer
 * valid (revoked or expired), so the stale session is dropped instead of failing every later call.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [initial] = useState(() => sessionStorage.load());
  const [token, setToken] = useState<string | null>(initial?.token ?? null);
  const [user, setUser] = useState<SessionUser | null>(
    initial ? asSessionUser(initial.user) : null,
  );
  const [users, setUsers] = useState<User[]>([]);
  const [ready, setReady] = useState(!initial);

  const clearSession = useCallback(() => {
    sessionStorage.clear();
    setToken(null);
    setUser(null);
    setUsers([]);
  }, []);

  const reloadUsers = useCallback(async () => {
    try {
      setUsers(await usersApi.list());
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

  useEffect(() => {
    if (!initial) return;
    usersApi.profile().then((profile) => applyProfile(initial.token, profile), profileFailed);
  }, [initial, applyProfile, profileFailed]);

  const login = useCallback<AuthContextValue['login']>(
    async (credentials) => {
      const answer = await usersApi.login(credentials);
      sessionStorage.save(answer);
      setToken(answer.token);
      setUser(asSessionUser(answer.user));
      await usersApi
        .profile()
        .then((profile) => applyProfile(answer.token, profile), profileFailed);
    },
    [applyProfile, profileFailed],
  );

  const signUp = useCallback<AuthContextValue['signUp']>(
    async (input) => {
      await usersApi.signUp(input);
      await login({ email: input.email, password: input.password });
    },
    [login],
  );

  const logout = useCallback(async () => {
    try {
      await usersApi.logout();
    } catch (error) {
      // The token is forgotten here either way; the server lets it expire.
      console.error('Failed to logout', error);
    }
    clearSession();
  }, [clearSession]);

  const updateUser = useCallback<AuthContextValue['updateUser']>(
    async (id, input) => {
      try {
        const updated = await usersApi.update(id, input);
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
      const created = await usersApi.create(input);
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
        await usersApi.remove(id);
      } catch (error) {
        console.error('Failed to delete user', error);
        throw error;
      }
      await reloadUsers().catch(() => undefined);
    },
    [reloadUsers],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      token,
      ready,
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
