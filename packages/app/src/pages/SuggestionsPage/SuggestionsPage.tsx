import { SUGGESTION_FILTERS, type SuggestionFilter } from '@libatlas/contracts';
import { useTranslation } from '@libatlas/i18n';
import { failureMessage, PageContainer, SuggestionsBoard } from '@libatlas/ui';
import type { ParseKeys } from 'i18next';
import { useEffect, useState } from 'react';
import { useUrlState } from '../../routing/useUrlState';
import { storedToken } from '../../api/fetcher';
import { useSuggestionActions, useSuggestions } from '../../api/suggestions';
import { useShell } from '../../layout/useShell';
import { useAuth } from '../../session/useAuth';

interface SuggestionsQuery {
  filter: SuggestionFilter;
}

function suggestionsQuery(params: URLSearchParams): SuggestionsQuery {
  const value = params.get('filter');
  return { filter: SUGGESTION_FILTERS.find((filter) => filter === value) ?? 'all' };
}

function suggestionsSearchParams({ filter }: SuggestionsQuery): URLSearchParams {
  return new URLSearchParams(filter === 'all' ? {} : { filter });
}

/** A failed action: what failed, and the message key that says so when nothing more precise does. */
interface Failure {
  error: unknown;
  key: ParseKeys;
}

/**
 * Suggestions (spec §2): everyone reads; signed-in users create, vote and comment; admins approve
 * or reject. The filter is kept in the URL; the banner shows the latest failure (spec §8), in the
 * active language: the action's own message, or what the server's answer means (a session that
 * ended says so).
 */
export function SuggestionsPage() {
  const { t } = useTranslation();
  const { user, sessionEnded } = useAuth();
  // While a user whose session ended signs in again, the board stays theirs: nothing typed is lost.
  const actor = user ?? sessionEnded;
  const { openLogin } = useShell();
  const { data, error: fetchError, isLoading } = useSuggestions();
  const actions = useSuggestionActions();
  const [query, setQuery] = useUrlState({
    parse: suggestionsQuery,
    serialize: suggestionsSearchParams,
  });
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busyIds, setBusyIds] = useState<string[]>([]);

  useEffect(() => {
    if (fetchError) console.error('Failed to fetch suggestions', fetchError);
  }, [fetchError]);
  // The banner shows the latest failure: an action's, else the list's own.
  const banner = failure
    ? failureMessage(failure.error, t(failure.key))
    : fetchError
      ? t('suggestions.fetchError')
      : null;

  /**
   * Runs a call; on failure logs it, shows its message in the banner (unless the form that made
   * the call shows it itself), and passes the rejection on with that message. Without a stored
   * token nothing is sent (spec §5: the not-authenticated message).
   */
  const attempt = async (key: ParseKeys, call: () => Promise<void>, banner = true) => {
    if (storedToken() === null) {
      if (banner) setFailure({ error: null, key: 'auth.notAuthenticated' });
      throw new Error(t('auth.notAuthenticated'));
    }
    try {
      await call();
      setFailure(null);
    } catch (error) {
      console.error(t(key), error);
      if (banner) setFailure({ error, key });
      throw new Error(failureMessage(error, t(key)), { cause: error });
    }
  };

  const withBusy = (id: string, key: ParseKeys, call: () => Promise<void>) => {
    setBusyIds((ids) => [...ids, id]);
    attempt(key, call)
      .catch(() => undefined)
      .finally(() => setBusyIds((ids) => ids.filter((busy) => busy !== id)));
  };

  return (
    <PageContainer>
      <SuggestionsBoard
        suggestions={data ?? []}
        loading={isLoading}
        error={banner}
        filter={query.filter}
        onFilterChange={(filter) => setQuery({ filter })}
        currentUserId={actor?.id ?? null}
        isAdmin={actor?.isAdmin ?? false}
        busyIds={busyIds}
        onCreate={(input) => attempt('suggestions.submitError', () => actions.create(input), false)}
        onVote={(id) => withBusy(id, 'suggestions.voteError', () => actions.vote(id))}
        onComment={(id, content) =>
          attempt('suggestions.commentError', () => actions.comment(id, content))
        }
        onSetStatus={(id, status) =>
          withBusy(id, 'suggestions.statusError', () => actions.setStatus(id, status))
        }
        onSignIn={openLogin}
      />
    </PageContainer>
  );
}
