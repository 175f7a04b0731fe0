import type { Role } from '@libatlas/contracts';

const ROLE_LABEL_KEYS = {
  admin: 'roles.admin',
  premium: 'roles.premium',
  regular: 'roles.regular',
} as const satisfies Record<Role, `roles.${string}`>;

/** The i18n key naming a role; 'roles.user' (plain "User") when the user has no role. */
export function roleLabelKey(
  role: Role | null | undefined,
): (typeof ROLE_LABEL_KEYS)[Role] | 'roles.user' {
  return role ? ROLE_LABEL_KEYS[role] : 'roles.user';
}
