import { useTranslation } from '@libatlas/i18n';
import { failureMessage, LibraryHistory } from '@libatlas/ui';
import { useState } from 'react';
import { libraryEditsApi, useLibraryHistory } from '../api/libraryEdits';

/**
 * A library's history on its page, for admins (loaded only for them): every change, and Revert on
 * those that can be undone; a refused revert (the field changed again since) says why above it.
 */
export function LibraryHistorySection({ libraryId }: { libraryId: string }) {
  const { t } = useTranslation();
  const { data, error, isLoading } = useLibraryHistory(libraryId, true);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <LibraryHistory
      changes={data ?? []}
      loading={isLoading}
      error={failure ?? (error ? t('libraryEdits.history.fetchError') : null)}
      onRevert={async (changeId) => {
        setFailure(null);
        try {
          await libraryEditsApi.revert(libraryId, changeId);
        } catch (revertError) {
          console.error('Failed to revert the change', revertError);
          setFailure(failureMessage(revertError, t('libraryEdits.history.revertError')));
          throw revertError;
        }
      }}
    />
  );
}
