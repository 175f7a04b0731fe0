import type { Library } from '@libatlas/contracts';
import { useTranslation } from '@libatlas/i18n';
import { ManageLibrariesTable } from '@libatlas/ui';
import { useNavigate } from 'react-router-dom';
import { HttpError } from '../../api/HttpError';
import { useLibraries } from '../../api/libraries';
import { librariesApi } from '../../api/librariesApi';
import { useShell } from '../../layout/useShell';
import type { LoginLocationState } from '../LoginPage/LoginPage';
import { useAuth } from '../../session/useAuth';

/** The console's libraries tab (spec §2): the table, the shell's library form, and deletes. */
export function LibrariesTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token, endSession } = useAuth();
  const { addLibrary, editLibrary } = useShell();
  const { data, error, isLoading, mutate } = useLibraries();

  /** Spec §8: no token, a 401 (session cleared, off to /login), or any other failure. */
  const remove = async (library: Library) => {
    if (!token) throw new Error(t('library.loginRequired'));
    try {
      await librariesApi.remove(library.id);
    } catch (failure) {
      console.error('Failed to delete library', failure);
      if (failure instanceof HttpError && failure.status === 401) {
        const message = t('library.deleteUnauthorized');
        // The token and user are cleared; the guard keeps the console until the browser is on
        // /login, where the message is shown again beside the login.
        endSession();
        const state: LoginLocationState = { notice: message };
        void navigate('/login', { state });
        throw new Error(message, { cause: failure });
      }
      throw new Error(t('library.deleteError'), { cause: failure });
    }
  };

  return (
    <ManageLibrariesTable
      libraries={data ?? []}
      loading={isLoading}
      error={Boolean(error)}
      onRetry={() => void mutate()}
      onAdd={addLibrary}
      onEdit={editLibrary}
      onDelete={remove}
    />
  );
}
