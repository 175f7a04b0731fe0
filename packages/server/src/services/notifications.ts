import {
  NOTIFICATION_LIST_LIMIT,
  type LibraryField,
  type NotificationKind,
  type NotificationList,
  type NotificationReadInput,
} from '@libatlas/contracts';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import type { Writer } from '../db/Writer';
import { notifications, suggestions, users } from '../db/schema';
import { now } from './clock';
import { isUuid } from './ids';

export interface NotificationEvent {
  /** The suggestion's author, who is told; null (an author deleted) tells no one. */
  recipientId: string | null;
  /** Who acted: nobody is told of their own act. */
  actorId: string;
  kind: NotificationKind;
  suggestionId: string;
  /** The fields applied, for `applied`. */
  fields?: readonly LibraryField[];
}

/** Tells a suggestion's author what happened to it, in the transaction that made it happen. */
export async function notify(tx: Writer, event: NotificationEvent): Promise<void> {
  if (!event.recipientId || event.recipientId === event.actorId) return;
  await tx.insert(notifications).values({
    userId: event.recipientId,
    kind: event.kind,
    suggestionId: event.suggestionId,
    actorId: event.actorId,
    fields: [...(event.fields ?? [])],
    createdAt: now(),
  });
}

async function unreadCount(db: Pick<Database, 'select'>, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** GET /api/notifications: the caller's unread count and latest notifications, newest first. */
export async function listNotifications(db: Database, userId: string): Promise<NotificationList> {
  const actors = alias(users, 'actors');
  const [rows, unread] = await Promise.all([
    db
      .select({ notification: notifications, actorName: actors.name, suggestion: suggestions })
      .from(notifications)
      .innerJoin(suggestions, eq(suggestions.id, notifications.suggestionId))
      .leftJoin(actors, eq(actors.id, notifications.actorId))
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATION_LIST_LIMIT),
    unreadCount(db, userId),
  ]);
  return {
    unread,
    notifications: rows.map(({ notification, actorName, suggestion }) => ({
      id: notification.id,
      kind: notification.kind,
      createdAt: notification.createdAt.toISOString(),
      read: notification.readAt !== null,
      actorName: notification.actorId ? actorName : null,
      suggestion: {
        id: suggestion.id,
        type: suggestion.type,
        content: suggestion.content,
        status: suggestion.status,
        libraryId: suggestion.libraryId,
      },
      fields: notification.fields,
    })),
  };
}

/** POST /api/notifications/read: marks the caller's notifications read (those named, or all). */
export async function markNotificationsRead(
  db: Database,
  userId: string,
  input: NotificationReadInput,
): Promise<{ unread: number }> {
  const ids = input.ids?.filter(isUuid);
  if (ids === undefined || ids.length > 0) {
    await db
      .update(notifications)
      .set({ readAt: now() })
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          ...(ids ? [inArray(notifications.id, ids)] : []),
        ),
      );
  }
  return { unread: await unreadCount(db, userId) };
}
