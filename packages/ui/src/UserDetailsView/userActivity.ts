import type { Suggestion } from '@libatlas/contracts';
import { localized, type Language } from '@libatlas/i18n';
import { newestFirst } from './newestFirst.ts';

/** One thing a user did on the Suggestions board. */
export interface UserActivity {
  /** What they did: submitted the suggestion, voted on it, or commented on it. */
  kind: 'suggestion' | 'vote' | 'comment';
  /** The suggestion's text (for a suggestion or a vote) or the comment's. */
  text: string;
  /** When; null for a vote, which records no time of its own. */
  date: string | null;
  /** The suggestion it concerns. */
  suggestionId: string;
}

/**
 * A user's recent activity (spec §2 User screens) from the suggestions: the ones they submitted,
 * the ones they voted on and their comments, newest first, with suggestion texts in `language`.
 */
export function userActivity(
  userId: string,
  suggestions: readonly Suggestion[],
  language: Language,
): UserActivity[] {
  const items: UserActivity[] = [];
  for (const suggestion of suggestions) {
    const text = localized(suggestion.content, language);
    if (suggestion.userId === userId) {
      items.push({
        kind: 'suggestion',
        text,
        date: suggestion.createdAt,
        suggestionId: suggestion.id,
      });
    }
    if (suggestion.votes.includes(userId)) {
      items.push({ kind: 'vote', text, date: null, suggestionId: suggestion.id });
    }
    for (const comment of suggestion.comments) {
      if (comment.userId === userId) {
        items.push({
          kind: 'comment',
          text: comment.content,
          date: comment.createdAt,
          suggestionId: suggestion.id,
        });
      }
    }
  }
  return newestFirst(items);
}
