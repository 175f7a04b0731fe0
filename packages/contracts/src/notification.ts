import { z } from 'zod';
import { libraryFieldSchema } from './libraryProposal';
import { NOTIFICATION_KINDS } from './notificationKinds';
import { suggestionStatusSchema, suggestionTypeSchema } from './suggestion';
import { bilingualTextSchema, timestampSchema } from './text';

/** One notification of the signed-in user about one of their suggestions. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  createdAt: timestampSchema,
  read: z.boolean(),
  /** Who acted (the reviewer, the commenter); null once their account is deleted. */
  actorName: z.string().nullable(),
  suggestion: z.object({
    id: z.string(),
    type: suggestionTypeSchema,
    content: bilingualTextSchema,
    status: suggestionStatusSchema,
    libraryId: z.string().nullable(),
  }),
  /** The fields applied (kind `applied`); empty otherwise. */
  fields: z.array(libraryFieldSchema),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: the unread count and the latest notifications, newest first. */
export const notificationListSchema = z.object({
  unread: z.number().int(),
  notifications: z.array(notificationSchema),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST /api/notifications/read: these notifications (all of the caller's when absent) are read. */
export const notificationReadInputSchema = z.object({
  ids: z.array(z.string().max(100)).max(100).optional(),
});
export type NotificationReadInput = z.infer<typeof notificationReadInputSchema>;

export const notificationReadResultSchema = z.object({ unread: z.number().int() });
