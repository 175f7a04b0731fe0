// Plain data, without zod: the header's bell reads it on every page.

/** What the author of a suggestion is told about: its review, its application, a comment on it. */
export const NOTIFICATION_KINDS = ['approved', 'rejected', 'applied', 'commented'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How many notifications GET /api/notifications answers at most, newest first. */
export const NOTIFICATION_LIST_LIMIT = 50;
