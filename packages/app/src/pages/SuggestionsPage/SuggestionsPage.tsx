import { useLanguage, useTranslation } from '@libatlas/i18n';
import {
  failureMessage,
  PageContainer,
  QueryForm,
  SuggestionBoardControls,
  SuggestionsBoard,
} from '@libatlas/ui';
import type { ParseKeys } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { pageAddress } from '../../routing/pageAddress';
import { useUrlState } from '../../routing/useUrlState';
import { storedToken } from '../../api/fetcher';
import { useLibraryList } from '../../api/libraryList';
import { suggestionKey, useSuggestionActions, useSuggestions } from '../../api/suggestions';
import { PageHead } from '../../head/PageHead';
import { useShell } from '../../layout/useShell';
import { useAuth } from '../../session/useAuth';
import { ProposalDetails } from '../../suggestions/ProposalDetails';
import {
  suggestionsQuery,
  suggestionsSearchParams,
  type SuggestionsQuery,
} from './suggestionsQuery';

/** How long the typing pauses before the board searches. */
const SEARCH_DELAY_MS = 300;

/** The text once it has stopped changing for `delay`. */
function useSettled(text: string, delay: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return settled;
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
  const { language } = useLanguage();
  const [query, setQuery] = useUrlState({
    parse: suggestionsQuery,
    serialize: suggestionsSearchParams,
  });
  const words = useSettled(query.q, SEARCH_DELAY_MS);
  /** The address of the board with `change` made: each filter is a link to it as well. */
  const hrefOf = (change: Partial<SuggestionsQuery>) =>
    pageAddress('/suggestions', suggestionsSearchParams({ ...query, ...change }));
  // The search reads the content in the active language (the words a reader types are in it).
  const {
    data,
    error: fetchError,
    isLoading,
  } = useSuggestions({
    sort: query.sort,
    q: words,
    lang: language,
    type: query.type,
    library: query.library,
  });
  const actions = useSuggestionActions();
  const { data: libraries } = useLibraryList();
  const libraryOptions = useMemo(
    () => (libraries ?? []).map((library) => ({ id: library.id, name: library.lib_name })),
    [libraries],
  );
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
      <PageHead name={t('nav.suggestions')} description={t('suggestions.subtitle')} />
      <SuggestionsBoard
        suggestions={data ?? []}
        loading={isLoading && !data}
        error={banner}
        filter={query.filter}
        onFilterChange={(filter) => setQuery({ filter })}
        filterHref={(filter) => hrefOf({ filter })}
        controls={
          // Without the app's code, a form the server answers (its Search button shows then).
          <QueryForm
            action="/suggestions"
            keep={{
              filter: query.filter === 'all' ? undefined : query.filter,
              library: query.library ?? undefined,
            }}
          >
            <SuggestionBoardControls
              sort={query.sort}
              onSortChange={(sort) => setQuery({ sort })}
              search={query.q}
              // Each keystroke replaces the address rather than adding a step to Back.
              onSearchChange={(q) => setQuery({ q }, { replace: true })}
              type={query.type}
              onTypeChange={(type) => setQuery({ type })}
              libraryId={query.library}
              onLibraryChange={(library) => setQuery({ library })}
              libraries={libraryOptions}
            />
          </QueryForm>
        }
        suggestionHref={(suggestion) => suggestionKey(suggestion.id)}
        renderDetails={(suggestion) =>
          suggestion.proposal ? <ProposalDetails suggestion={suggestion} /> : null
        }
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
