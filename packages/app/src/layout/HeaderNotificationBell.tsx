import { NotificationBell } from '@libatlas/ui';
import { useNotifications } from '../api/notifications';

/**
 * The signed-in user's bell in the header, with their unread count (asked again every minute).
 * Loaded only once someone is signed in, so a visitor's first load carries none of it.
 */
export function HeaderNotificationBell() {
  const { data } = useNotifications(true);
  return <NotificationBell unread={data?.unread ?? 0} />;
}
