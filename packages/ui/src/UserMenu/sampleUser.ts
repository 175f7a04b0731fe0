import type { SessionUser } from '@libatlas/contracts';

/** A signed-in user for stories: Nadia, a regular user with no picture, unless overridden. */
export function sampleUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u-nadia',
    name: 'Nadia Haddad',
    email: 'nadia@example.org',
    role: 'regular',
    status: 'active',
    avatar: null,
    lastLogin: '2025-03-14T09:30:00.000Z',
    createdAt: '2024-11-02T08:00:00.000Z',
    properties: {},
    isMainAdmin: false,
    isAdmin: false,
    ...overrides,
  };
}
