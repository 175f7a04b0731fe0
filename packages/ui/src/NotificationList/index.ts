export { NotificationList, type NotificationListProps } from './NotificationList.tsx';
