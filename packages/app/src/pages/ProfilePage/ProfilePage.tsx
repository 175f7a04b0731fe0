import { PageContainer, ProfileView } from '@libatlas/ui';
import { useAuth } from '../../session/useAuth';

/** Profile (spec §2): the signed-in user's own details, editable; /profile is guarded by RequireUser. */
export function ProfilePage() {
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
