export {
  NOTIFICATIONS_PATH,
  NotificationBell,
  type NotificationBellProps,
} from './NotificationBell.tsx';
