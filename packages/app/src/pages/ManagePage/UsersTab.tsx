import { UsersTable, UsersTableErrorBoundary } from '@libatlas/ui';
import { useEffect, useState } from 'react';
import { useAuth } from '../../session/useAuth';

/** The console's users tab (spec §2): every user, from the session layer's admin list. */
export function UsersTab() {
  const { users, reloadUsers, deleteUser } = useAuth();
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    reloadUsers()
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [reloadUsers]);

  return (
    <UsersTableErrorBoundary>
      <UsersTable
        users={users}
        loading={loading && users.length === 0}
        onDelete={(user) => deleteUser(user.id)}
        addHref="/users/add"
      />
    </UsersTableErrorBoundary>
  );
}
