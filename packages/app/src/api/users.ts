import type {
  LoginRequest,
  LoginResponse,
  User,
  UserCreateInput,
  UserUpdateInput,
} from '@libatlas/contracts';
import useSWR from 'swr';
import { fetcher, request } from './fetcher';
import { SWR_POLICY } from './swrPolicy';

/** The user calls of spec §7 (and the logout call of design §5). */
export const usersApi = {
  login: (credentials: LoginRequest) =>
    request<LoginResponse>('/users/login', { method: 'POST', body: credentials, auth: false }),
  logout: () =>
    request<{ success: boolean }>('/users/logout', { method: 'POST', reportSessionEnd: false }),
  /** The signed-in user; a 401 here is the session layer's own to handle (a stale stored session). */
  profile: () => request<User>('/users/profile', { reportSessionEnd: false }),
  list: () => request<User[]>('/users'),
  get: (id: string) => request<User>(`/users/${encodeURIComponent(id)}`),
  create: (input: UserCreateInput) => request<User>('/users', { method: 'POST', body: input }),
  /** Sign-up: the same call as an admin's create, made without a session (spec §7). */
  signUp: (input: Pick<UserCreateInput, 'name' | 'email' | 'password'>) =>
    request<User>('/users', {
      method: 'POST',
      body: { ...input, role: 'regular', status: 'active' },
      auth: false,
    }),
  update: (id: string, input: UserUpdateInput) =>
    request<User>(`/users/${encodeURIComponent(id)}`, { method: 'PUT', body: input }),
  remove: (id: string) =>
    request<{ id: string }>(`/users/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};

export const userKey = (id: string) => `/users/${encodeURIComponent(id)}`;

/** One user for the admin's user screens (GET /api/users/{id}); a 404 is an error, not a retry. */
export function useUser(id: string | undefined) {
  return useSWR<User>(id ? userKey(id) : null, fetcher, {
    ...SWR_POLICY.record,
  });
}
