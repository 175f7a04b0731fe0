import { UsersTable, UsersTableErrorBoundary } from '@libatlas/ui';
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '../../session/useAuth';

/**
 * The console's users tab (spec §2): every user, from the session layer's admin list; a list that
 * failed to load says so and offers Try Again.
 */
export function UsersTab() {
  const { users, reloadUsers, deleteUser } = useAuth();
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');

  const fetchUsers = useCallback(
    () =>
      reloadUsers().then(
        () => setState('loaded'),
        () => setState('failed'),
      ),
    [reloadUsers],
  );

  useEffect(() => {
    void fetchUsers();
  }, [fetchUsers]);

  return (
    <UsersTableErrorBoundary>
      <UsersTable
        users={users}
        loading={state === 'loading' && users.length === 0}
        error={state === 'failed'}
        onRetry={() => {
          setState('loading');
          void fetchUsers();
        }}
        onDelete={(user) => deleteUser(user.id)}
        addHref="/users/add"
      />
    </UsersTableErrorBoundary>
  );
}
