// Plain data, without zod: the browser's first load reads it (user.ts holds the schemas).

export const ROLES = ['admin', 'regular', 'premium'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'regular';

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Password rules: long enough to resist guessing, short enough to hash cheaply. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
