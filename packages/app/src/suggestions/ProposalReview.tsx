import { libraryConflictOf, type Suggestion } from '@libatlas/contracts';
import { useTranslation } from '@libatlas/i18n';
import { failureMessage, LibraryEditDiff, type LibraryEditConflict } from '@libatlas/ui';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { HttpError } from '../api/HttpError';
import { libraryEditsApi } from '../api/libraryEdits';
import { useSettings } from '../settings/useSettings';
import { useSuggestionActions } from '../api/suggestions';
import { useAuth } from '../session/useAuth';

/** The library as it stands and the fields that moved, from a 409 `libraryConflict`. */
function conflictOf(error: unknown): LibraryEditConflict | null {
  return error instanceof HttpError && error.status === 409 ? libraryConflictOf(error.body) : null;
}

export interface ProposalReviewProps {
  /** A suggestion that carries a proposed edit. */
  suggestion: Suggestion;
}

/**
 * A proposed edit, field by field; for an admin while it is pending, the review: apply the ticked
 * fields (a conflict shows the library as it stands) or reject. Failures are said above the diff.
 */
export function ProposalReview({ suggestion }: ProposalReviewProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { settings } = useSettings();
  const actions = useSuggestionActions();
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<LibraryEditConflict | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (!suggestion.proposal) return null;

  const run = async (fallback: string, call: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await call();
      setConflict(null);
    } catch (error) {
      console.error(fallback, error);
      setConflict(conflictOf(error));
      setFailure(failureMessage(error, fallback));
      throw error;
    } finally {
      setBusy(false);
    }
  };

  const admin = user?.isAdmin ?? false;
  return (
    <>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <LibraryEditDiff
        proposal={suggestion.proposal}
        pending={suggestion.status === 'pending'}
        conflict={conflict}
        busy={busy}
        tileUrl={settings.tileUrl}
        onApply={
          admin
            ? (fields) =>
                run(t('libraryEdits.applyError'), async () => {
                  const { suggestion: applied } = await libraryEditsApi.apply(
                    suggestion.id,
                    fields,
                  );
                  await actions.replace(applied);
                })
            : undefined
        }
        onReject={
          admin
            ? () =>
                void run(t('suggestions.statusError'), () =>
                  actions.setStatus(suggestion.id, 'rejected'),
                ).catch(() => undefined)
            : undefined
        }
      />
    </>
  );
}
