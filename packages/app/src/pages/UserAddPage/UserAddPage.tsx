import { useTranslation } from '@libatlas/i18n';
import { PageContainer, UserForm } from '@libatlas/ui';
import { useNavigate } from 'react-router-dom';
import { RequireAdmin } from '../../session/RequireAdmin';
import { useAuth } from '../../session/useAuth';
import { PageHead } from '../../head/PageHead';

function CreateUser() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { createUser } = useAuth();
  return (
    <PageContainer>
      <UserForm
        mode="create"
        backHref="/manage?tab=users"
        onCancel={() => void navigate('/manage?tab=users')}
        onSubmit={async (values) => {
          await createUser({ ...values, password: values.password ?? '', status: 'active' });
          void navigate('/manage?tab=users', { state: { success: t('users.createSuccess') } });
        }}
      />
    </PageContainer>
  );
}

/** /users/add (spec §2): an admin creates a user, then returns to the console. */
export function UserAddPage() {
  const { t } = useTranslation();
  return (
    <RequireAdmin>
      <PageHead name={t('users.addTitle')} />
      <CreateUser />
    </RequireAdmin>
  );
}
