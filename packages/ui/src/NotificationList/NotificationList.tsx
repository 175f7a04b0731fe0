import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import PublishedWithChangesIcon from '@mui/icons-material/PublishedWithChanges';
import type { Notification, NotificationKind } from '@libatlas/contracts';
import { formatLocaleDate, useLanguage, useTranslation } from '@libatlas/i18n';
import { fieldLabelKey } from '../shared/fieldLabelKey.ts';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { localizedText } from '../LibraryCard/index.ts';

export interface NotificationListProps {
  /** The user's notifications, newest first. */
  notifications: readonly Notification[];
  /** Still loading: a message and placeholders take the list's place. */
  loading?: boolean;
  /** Why they could not be loaded, or marked read; nothing when null. */
  error?: string | null;
  /** Marks every notification read; the button shows while some are unread. */
  onMarkAllRead?: () => void;
}

const KIND_STYLE: Record<
  NotificationKind,
  { Icon: typeof DoneAllIcon; color: 'success' | 'error' | 'primary' | 'action' }
> = {
  applied: { Icon: PublishedWithChangesIcon, color: 'success' },
  approved: { Icon: CheckCircleOutlineIcon, color: 'success' },
  rejected: { Icon: CancelOutlinedIcon, color: 'error' },
  commented: { Icon: ChatBubbleOutlineIcon, color: 'primary' },
};

/** The first line of a suggestion's content: its summary's heading, or its opening words. */
function firstLine(text: string): string {
  return text.split('\n')[0] ?? '';
}

function Item({ notification }: { notification: Notification }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { Icon, color } = KIND_STYLE[notification.kind];
  const name = notification.actorName ?? t('libraryEdits.history.formerMember');
  const content = localizedText(notification.suggestion.content, language);
  const fields = notification.fields.map((field) => t(fieldLabelKey(field)));
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        columnGap: 1.5,
        py: 2,
        px: 1,
        '& + &': { borderTop: 1, borderColor: 'divider' },
        ...(notification.read ? {} : { bgcolor: 'action.hover' }),
      }}
    >
      <Icon aria-hidden color={color} sx={{ mt: 0.25 }} />
      <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography sx={{ fontWeight: notification.read ? 400 : 600 }}>
          {!notification.read && (
            <Box component="span" sx={visuallyHidden}>
              {t('notifications.unreadMark')}{' '}
            </Box>
          )}
          {t(`notifications.kind.${notification.kind}`, { name })}
        </Typography>
        {fields.length > 0 && (
          <Typography variant="body2">
            {t('notifications.appliedFields', {
              fields: fields.join(t('libraryEdits.listSeparator')),
            })}
          </Typography>
        )}
        <Link
          component={RouterLink}
          to={`/suggestions/${notification.suggestion.id}`}
          variant="body2"
          lang={content.lang}
          dir={content.lang ? 'auto' : undefined}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {firstLine(content.text)}
        </Link>
        <Typography variant="caption" color="text.secondary">
          <time dateTime={notification.createdAt}>
            {formatLocaleDate(notification.createdAt, language)}
          </time>
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * - **Use it** as the body of the notifications page (`/notifications`).
 * - **Don't use it** in the header: the bell (`NotificationBell`) leads here.
 *
 * The notifications page's body: what happened to the user's suggestions, newest first (approved,
 * rejected, applied with the fields, commented on by someone), the unread ones marked in sight
 * and for screen readers, each linking to its suggestion; Mark all as read while any is unread.
 */
export function NotificationList({
  notifications,
  loading = false,
  error = null,
  onMarkAllRead,
}: NotificationListProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const unread = notifications.some((notification) => !notification.read);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Typography id={titleId} variant="h4" component="h1">
          {t('notifications.title')}
        </Typography>
        {unread && onMarkAllRead && (
          <Button variant="outlined" startIcon={<DoneAllIcon />} onClick={onMarkAllRead}>
            {t('notifications.markAllRead')}
          </Button>
        )}
      </Box>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {loading ? (
        <Box>
          <Typography role="status" color="text.secondary">
            {t('notifications.loading')}
          </Typography>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} aria-hidden animation={false} height={72} />
          ))}
        </Box>
      ) : notifications.length === 0 ? (
        <Typography
          role="status"
          color="text.secondary"
          sx={{
            py: 6,
            px: 2,
            textAlign: 'center',
            border: 1,
            borderColor: 'divider',
            borderStyle: 'dashed',
            borderRadius: 1,
          }}
        >
          {t('notifications.empty')}
        </Typography>
      ) : (
        <Box
          component="ul"
          role="list"
          aria-labelledby={titleId}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {notifications.map((notification) => (
            <Item key={notification.id} notification={notification} />
          ))}
        </Box>
      )}
    </Box>
  );
}
