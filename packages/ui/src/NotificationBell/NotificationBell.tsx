import { Link as RouterLink } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import { formatNumber, useLanguage, useTranslation } from '@libatlas/i18n';

/** The notifications page the bell opens. */
export const NOTIFICATIONS_PATH = '/notifications';

/** Above this the badge reads 99+. */
const MAX_SHOWN = 99;

export interface NotificationBellProps {
  /** How many of the user's notifications are unread: a badge shows it when above 0. */
  unread: number;
  /** Where the bell leads; the notifications page by default. */
  to?: string;
}

/**
 * - **Use it** in the header's `actions`, beside `UserMenu`, for a signed-in user.
 * - **Don't use it** for visitors, who have no notifications, nor for the list itself: that is
 *   `NotificationList`.
 *
 * The bell in a signed-in user's header controls: a link to their notifications, with the unread
 * count on a badge (99+ above 99) and in its accessible name.
 */
export function NotificationBell({ unread, to = NOTIFICATIONS_PATH }: NotificationBellProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  // The name holds the figure the badge shows, 99+ included.
  const label =
    unread > MAX_SHOWN
      ? t('nav.notificationsMany', { shown: formatNumber(MAX_SHOWN, language) })
      : unread > 0
        ? t('nav.notificationsUnread', { count: unread })
        : t('nav.notifications');
  const shown =
    unread > MAX_SHOWN ? `${formatNumber(MAX_SHOWN, language)}+` : formatNumber(unread, language);
  return (
    <IconButton component={RouterLink} to={to} color="inherit" aria-label={label} title={label}>
      <Badge badgeContent={unread > 0 ? shown : undefined} color="error" overlap="circular">
        {unread > 0 ? <NotificationsOutlinedIcon /> : <NotificationsNoneOutlinedIcon />}
      </Badge>
    </IconButton>
  );
}
