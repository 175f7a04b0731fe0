import type { Library, LibraryPayload } from '@libatlas/contracts';
import { LibraryForm } from '@libatlas/ui';
import { librariesApi } from '../api/librariesApi';
import { useSettings } from '../api/settings';
import { uploadImage } from '../api/upload';

/** What the library form is open for: a new library, or an existing one. */
export type LibraryEditorTarget = { mode: 'add' } | { mode: 'edit'; library: Library };

export interface LibraryEditorProps {
  target: LibraryEditorTarget;
  onClose: () => void;
}

/**
 * The admin's library form (spec §2 Management console, Library card's Edit): saves through the
 * library calls, which refresh the list and the record every page shows, then closes.
 */
export function LibraryEditor({ target, onClose }: LibraryEditorProps) {
  const { settings } = useSettings();
  const save = async (payload: LibraryPayload) => {
    if (target.mode === 'edit') await librariesApi.update(target.library.id, payload);
    else await librariesApi.create(payload);
    onClose();
  };
  return (
    <LibraryForm
      open
      mode={target.mode}
      library={target.mode === 'edit' ? target.library : undefined}
      onClose={onClose}
      onSubmit={save}
      onUploadImage={uploadImage}
      tileUrl={settings.tileUrl}
    />
  );
}
