import { useTranslation } from '@libatlas/i18n';
import { AccessDenied, apiErrorCode, PageContainer, UserForm } from '@libatlas/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { useUser } from '../../api/users';
import { AccessDeniedThenHome } from '../../layout/AccessDeniedThenHome';
import { PageLoading } from '../../layout/PageLoading';
import { RequireAdmin } from '../../session/RequireAdmin';
import { useAuth } from '../../session/useAuth';
import { PageHead } from '../../head/PageHead';

function EditUser({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { updateUser, user: me } = useAuth();
  const { data: user, isLoading, mutate } = useUser(userId);
  const detailsHref = `/users/${encodeURIComponent(userId)}`;

  if (isLoading) return <PageLoading />;
  if (!user) {
    // An unknown user (spec §2): Access Denied with the way back to the console.
    return (
      <PageContainer>
        <AccessDenied back={{ label: t('users.backToManagement'), href: '/manage?tab=users' }} />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <UserForm
        key={user.id}
        mode="edit"
        user={user}
        isMainAdmin={user.isMainAdmin}
        isSelf={user.id === me?.id}
        backHref={detailsHref}
        onCancel={() => void navigate(detailsHref)}
        onSubmit={async ({ password, ...values }) => {
          // The version the edit was made from: someone else's save meanwhile is not overwritten
          // (409 versionConflict); the account is read again, so the next save is made from it.
          // The form has checked the password's confirmation; the API checks it again.
          const edit = { ...values, updatedAt: user.updatedAt };
          let updated;
          try {
            updated = await updateUser(
              user.id,
              password ? { ...edit, password, confirmPassword: password } : edit,
            );
          } catch (error) {
            if (apiErrorCode(error) === 'versionConflict') await mutate();
            throw error;
          }
          await mutate(updated, false);
          void navigate('/manage?tab=users', { state: { success: t('users.updateSuccess') } });
        }}
      />
    </PageContainer>
  );
}

/**
 * /users/{userId}/edit (spec §2): admins edit a user; anyone else sees 'Access Denied', then is
 * sent to /.
 */
export function UserEditPage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  return (
    <RequireAdmin denied={<AccessDeniedThenHome />}>
      <PageHead name={t('users.editTitle')} />
      <EditUser userId={userId} />
    </RequireAdmin>
  );
}
