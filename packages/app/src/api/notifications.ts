import { isNotificationList, type NotificationList } from '@libatlas/contracts';
import useSWR, { mutate } from 'swr';
import { request } from './fetcher';
import { MalformedResponseError } from './MalformedResponseError';
import { SWR_POLICY } from './swrPolicy';

export const notificationsKey = '/notifications';

/** GET /api/notifications, checked without zod (the bell is on every page). */
async function fetchNotifications(path: string): Promise<NotificationList> {
  const answer = await request<unknown>(path);
  if (!isNotificationList(answer)) throw new MalformedResponseError(path);
  return answer;
}

/** The signed-in user's notifications and unread count; nothing is asked for a visitor. */
export function useNotifications(signedIn: boolean) {
  return useSWR<NotificationList>(
    signedIn ? notificationsKey : null,
    fetchNotifications,
    SWR_POLICY.live,
  );
}

/** Marks every notification of the user read, and shows it at once. */
export async function markAllNotificationsRead(): Promise<void> {
  await request<{ unread: number }>(`${notificationsKey}/read`, { method: 'POST', body: {} });
  await mutate<NotificationList>(
    notificationsKey,
    (list) =>
      list && {
        unread: 0,
        notifications: list.notifications.map((notification) => ({ ...notification, read: true })),
      },
    { revalidate: false },
  );
}
