// Without zod: the header's bell checks the answer with it on every page.
import type { NotificationList } from './notification';
import { NOTIFICATION_KINDS } from './notificationKinds';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNotification(value: unknown): boolean {
  if (!isRecord(value) || !isRecord(value.suggestion) || !isRecord(value.suggestion.content)) {
    return false;
  }
  return (
    typeof value.id === 'string' &&
    (NOTIFICATION_KINDS as readonly unknown[]).includes(value.kind) &&
    typeof value.createdAt === 'string' &&
    typeof value.read === 'boolean' &&
    (value.actorName === null || typeof value.actorName === 'string') &&
    typeof value.suggestion.id === 'string' &&
    typeof value.suggestion.content.en === 'string' &&
    typeof value.suggestion.content.ar === 'string' &&
    Array.isArray(value.fields)
  );
}

/**
 * Whether a value has the shape of GET /api/notifications' answer (`notificationListSchema`'s
 * fields and types, without its finer rules).
 */
export function isNotificationList(value: unknown): value is NotificationList {
  return (
    isRecord(value) &&
    Number.isInteger(value.unread) &&
    Array.isArray(value.notifications) &&
    value.notifications.every(isNotification)
  );
}
