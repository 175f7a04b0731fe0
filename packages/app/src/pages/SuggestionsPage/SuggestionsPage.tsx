import { SUGGESTION_FILTERS, type SuggestionFilter } from '@libatlas/contracts';
import { useTranslation } from '@libatlas/i18n';
import { PageContainer, SuggestionsBoard } from '@libatlas/ui';
import type { ParseKeys } from 'i18next';
import { useEffect, useState } from 'react';
import { useUrlState } from '../../routing/useUrlState';
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

/**
 * Suggestions (spec §2): everyone reads; signed-in users create, vote and comment; admins approve
 * or reject. The filter is kept in the URL; the banner shows the latest failure (spec §8).
 */
export function SuggestionsPage() {
  const { t } = useTranslation();
  const { user, token } = useAuth();
  const { openLogin } = useShell();
  const { data, error: fetchError, isLoading } = useSuggestions();
  const actions = useSuggestionActions();
  const [query, setQuery] = useUrlState({
    parse: suggestionsQuery,
    serialize: suggestionsSearchParams,
  });
  const [failure, setFailure] = useState<ParseKeys | null>(null);
  const [busyIds, setBusyIds] = useState<string[]>([]);

  useEffect(() => {
    if (fetchError) console.error('Failed to fetch suggestions', fetchError);
  }, [fetchError]);
  // The banner shows the latest failure: an action's, else the list's own.
  const banner: ParseKeys | null = failure ?? (fetchError ? 'suggestions.fetchError' : null);

  /**
   * Runs a call; on failure logs it, shows its message in the banner (unless the form that made
   * the call shows it itself), and passes the rejection on.
   */
  const attempt = async (key: ParseKeys, call: () => Promise<void>, banner = true) => {
    if (!token) {
      setFailure('auth.notAuthenticated');
      throw new Error(t('auth.notAuthenticated'));
    }
    try {
      await call();
      setFailure(null);
    } catch (error) {
      console.error(t(key), error);
      if (banner) setFailure(key);
      throw new Error(t(key), { cause: error });
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
        error={banner ? t(banner) : null}
        filter={query.filter}
        onFilterChange={(filter) => setQuery({ filter })}
        currentUserId={user?.id ?? null}
        isAdmin={user?.isAdmin ?? false}
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
