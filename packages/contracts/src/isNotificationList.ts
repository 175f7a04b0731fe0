// Without zod: the header's bell checks the answer with it on every page.
import { LIBRARY_FIELDS } from './libraryFields';
import type { NotificationList } from './notification';
import { NOTIFICATION_KINDS } from './notificationKinds';
import { isOneOf, isRecord, isString } from './shapeChecks';

function isNotification(value: unknown): boolean {
  if (!isRecord(value) || !isRecord(value.suggestion) || !isRecord(value.suggestion.content)) {
    return false;
  }
  return (
    isString(value.id) &&
    isOneOf(NOTIFICATION_KINDS, value.kind) &&
    isString(value.createdAt) &&
    typeof value.read === 'boolean' &&
    (value.actorName === null || isString(value.actorName)) &&
    isString(value.suggestion.id) &&
    isString(value.suggestion.content.en) &&
    isString(value.suggestion.content.ar) &&
    Array.isArray(value.fields) &&
    value.fields.every((field) => isOneOf(LIBRARY_FIELDS, field))
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
