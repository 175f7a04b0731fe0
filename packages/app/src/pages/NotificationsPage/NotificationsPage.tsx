import { useTranslation } from '@libatlas/i18n';
import { failureMessage, NotificationList, PageContainer } from '@libatlas/ui';
import { useState } from 'react';
import { markAllNotificationsRead, useNotifications } from '../../api/notifications';
import { RequireUser } from '../../session/RequireUser';
import { useAuth } from '../../session/useAuth';
import { PageHead } from '../../head/PageHead';

function Notifications() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { data, error, isLoading } = useNotifications(user !== null);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <PageContainer>
      <NotificationList
        notifications={data?.notifications ?? []}
        loading={isLoading && !data}
        error={failure ?? (error ? t('notifications.fetchError') : null)}
        onMarkAllRead={() => {
          setFailure(null);
          markAllNotificationsRead().catch((markError: unknown) => {
            console.error('Failed to mark notifications as read', markError);
            setFailure(failureMessage(markError, t('notifications.readError')));
          });
        }}
      />
    </PageContainer>
  );
}

/** The signed-in user's notifications (the header's bell leads here); others are sent to /. */
export function NotificationsPage() {
  const { t } = useTranslation();
  return (
    <RequireUser>
      <PageHead name={t('notifications.title')} />
      <Notifications />
    </RequireUser>
  );
}
