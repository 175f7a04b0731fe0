import { PageContainer, ProfileView } from '@libatlas/ui';
import { RequireUser } from '../../session/RequireUser';
import { useAuth } from '../../session/useAuth';

function OwnProfile() {
  const { user, updateUser } = useAuth();
  if (!user) return null;
  return (
    <PageContainer>
      <ProfileView
        user={user}
        onSave={async (update) => {
          // The session layer logs a failure (spec §8); the view keeps edit mode open.
          await updateUser(user.id, update);
        }}
      />
    </PageContainer>
  );
}

/** Profile (spec §2): the signed-in user's own details, editable; visitors are sent to /. */
export function ProfilePage() {
  return (
    <RequireUser>
      <OwnProfile />
    </RequireUser>
  );
}
