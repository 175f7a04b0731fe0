import type { LibraryPayload } from '@libatlas/contracts';
import { useTranslation } from '@libatlas/i18n';
import { LibraryForm } from '@libatlas/ui';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useLibrary } from '../api/libraries';
import { librariesApi } from '../api/librariesApi';
import { useSettings } from '../settings/useSettings';
import { uploadImage } from '../api/upload';

/** What the library form is open for: a new library, or an existing one (by its id). */
export type LibraryEditorTarget = { mode: 'add' } | { mode: 'edit'; id: string };

export interface LibraryEditorProps {
  target: LibraryEditorTarget;
  onClose: () => void;
}

/**
 * The admin's library form (spec §2 Management console, Library card's Edit): saves through the
 * library calls, which refresh the list and the record every page shows, then closes. A library is
 * edited from its whole, current record (a card knows only what it shows), fetched as the form
 * opens.
 */
export function LibraryEditor({ target, onClose }: LibraryEditorProps) {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const editing = target.mode === 'edit' ? target.id : undefined;
  const { data: library, error } = useLibrary(editing);
  const save = async (payload: LibraryPayload, version?: string) => {
    if (editing) await librariesApi.update(editing, payload, version);
    else await librariesApi.create(payload);
    onClose();
  };
  if (editing && !library) {
    return (
      <Dialog open onClose={onClose} aria-busy={!error} aria-label={t('library.edit')}>
        <DialogContent sx={{ display: 'flex', justifyContent: 'center', minWidth: 240 }}>
          {error ? (
            <Typography role="alert">{t('library.notFound')}</Typography>
          ) : (
            <CircularProgress aria-label={t('common.loading')} />
          )}
        </DialogContent>
        {error && (
          <DialogActions>
            <Button onClick={onClose}>{t('common.close')}</Button>
          </DialogActions>
        )}
      </Dialog>
    );
  }
  return (
    <LibraryForm
      open
      mode={target.mode}
      library={library}
      onClose={onClose}
      onSubmit={save}
      onUploadImage={uploadImage}
      tileUrl={settings.tileUrl}
    />
  );
}
