import type { Library, LibraryPayload } from '@libatlas/contracts';
import { useTranslation } from '@libatlas/i18n';
import { LibraryForm, ManageLibrariesTable } from '@libatlas/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { HttpError } from '../../api/HttpError';
import { librariesApi, useLibraries } from '../../api/libraries';
import { useSettings } from '../../api/settings';
import { uploadImage } from '../../api/upload';
import { useAuth } from '../../session/useAuth';

type FormState = { mode: 'add' } | { mode: 'edit'; library: Library } | null;

/** The console's libraries tab (spec §2): the table, the library form, and deletes. */
export function LibrariesTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token, clearSession } = useAuth();
  const { settings } = useSettings();
  const { data, error, isLoading, mutate } = useLibraries();
  const [form, setForm] = useState<FormState>(null);

  const save = async (payload: LibraryPayload) => {
    if (form?.mode === 'edit') await librariesApi.update(form.library.id, payload);
    else await librariesApi.create(payload);
    setForm(null);
  };

  /** Spec §8: no token, a 401 (session cleared, off to /login), or any other failure. */
  const remove = async (library: Library) => {
    if (!token) throw new Error(t('library.loginRequired'));
    try {
      await librariesApi.remove(library.id);
    } catch (failure) {
      console.error('Failed to delete library', failure);
      if (failure instanceof HttpError && failure.status === 401) {
        clearSession();
        void navigate('/login');
        throw new Error(t('library.deleteUnauthorized'), { cause: failure });
      }
      throw new Error(t('library.deleteError'), { cause: failure });
    }
  };

  return (
    <>
      <ManageLibrariesTable
        libraries={data ?? []}
        loading={isLoading}
        error={Boolean(error)}
        onRetry={() => void mutate()}
        onAdd={() => setForm({ mode: 'add' })}
        onEdit={(library) => setForm({ mode: 'edit', library })}
        onDelete={remove}
      />
      {form && (
        <LibraryForm
          open
          mode={form.mode}
          library={form.mode === 'edit' ? form.library : undefined}
          onClose={() => setForm(null)}
          onSubmit={save}
          onUploadImage={uploadImage}
          tileUrl={settings.tileUrl}
        />
      )}
    </>
  );
}
