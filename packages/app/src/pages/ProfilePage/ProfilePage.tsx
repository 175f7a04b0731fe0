import { useTranslation } from '@libatlas/i18n';
import { PageContainer, ProfileView } from '@libatlas/ui';
import { RequireUser } from '../../session/RequireUser';
import { useAuth } from '../../session/useAuth';
import { PageHead } from '../../head/PageHead';

function OwnProfile() {
  const { user, sessionEnded, updateUser } = useAuth();
  // While a user whose session ended signs in again, their profile (and what they typed) stays.
  const shown = user ?? sessionEnded;
  if (!shown) return null;
  return (
    <PageContainer>
      <ProfileView
        user={shown}
        onSave={async (update) => {
          // The session layer logs a failure (spec §8); the view keeps edit mode open.
          await updateUser(shown.id, update);
        }}
      />
    </PageContainer>
  );
}

/** Profile (spec §2): the signed-in user's own details, editable; visitors are sent to /. */
export function ProfilePage() {
  const { t } = useTranslation();
  return (
    <RequireUser>
      <PageHead name={t('profile.title')} />
      <OwnProfile />
    </RequireUser>
  );
}
