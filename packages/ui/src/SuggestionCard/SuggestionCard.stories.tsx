import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { proposalSummary, type Suggestion } from '@libatlas/contracts';
import { formatLocaleDate, i18n, localized, type Language } from '@libatlas/i18n';
import { SAMPLE_USERS, sampleSuggestion } from '../fixtures/sampleSuggestions.ts';
import { SuggestionCard, type SuggestionCardProps } from './SuggestionCard.tsx';

const offlineMaps = sampleSuggestion('s-offline-maps');

/** The active language, for the date and content helpers. */
function activeLanguage(): Language {
  return i18n.language === 'ar' ? 'ar' : 'en';
}

/**
 * Folds each action into the card as the page does with the server's answers (spec §4): a vote
 * toggles the user's id in the votes, a comment is appended to the comments.
 */
function LiveSuggestionCard(args: SuggestionCardProps) {
  const [suggestion, setSuggestion] = useState<Suggestion>(args.suggestion);
  const user = args.currentUserId;
  return (
    <SuggestionCard
      {...args}
      suggestion={suggestion}
      onVote={(id) => {
        args.onVote?.(id);
        if (!user) return;
        setSuggestion((current) => ({
          ...current,
          votes: current.votes.includes(user)
            ? current.votes.filter((voter) => voter !== user)
            : [...current.votes, user],
        }));
      }}
      onComment={async (id, content) => {
        await args.onComment?.(id, content);
        setSuggestion((current) => ({
          ...current,
          comments: [
            ...current.comments,
            {
              id: `c-new-${current.comments.length}`,
              content,
              createdAt: '2025-05-01T12:00:00.000Z',
              userId: user ?? null,
              userName: SAMPLE_USERS.amina.name,
            },
          ],
        }));
      }}
    />
  );
}

const meta = {
  title: 'Suggestions/SuggestionCard',
  component: SuggestionCard,
  args: {
    suggestion: offlineMaps,
    currentUserId: null,
    isAdmin: false,
    busy: false,
    onVote: fn(),
    onComment: fn(() => Promise.resolve()),
    onSetStatus: fn(),
  },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 560 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof SuggestionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

// Play functions read texts from the active catalog (`i18n.t`), so each story passes in either
// language: the visual suite opens every story in English and in Arabic.

const signedIn = { currentUserId: SAMPLE_USERS.amina.id } as const;

/** Pending, as a visitor sees it: content, type, author, date and status; counts but no controls. */
export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { suggestion } = args;
    await expect(canvas.getByText(localized(suggestion.content, activeLanguage()))).toBeVisible();
    await expect(canvas.getByText(i18n.t('suggestions.type.feature'))).toBeVisible();
    await expect(
      canvas.getByText(i18n.t('suggestions.byAuthor', { name: SAMPLE_USERS.amina.name })),
    ).toBeVisible();
    const date = canvas.getByText(
      i18n.t('suggestions.createdOn', {
        date: formatLocaleDate(suggestion.createdAt, activeLanguage()),
      }),
    );
    await expect(date).toBeVisible();
    await expect(date).toHaveAttribute('datetime', suggestion.createdAt);
    await expect(canvas.getByText(i18n.t('suggestions.status.pending'))).toBeVisible();
    // The badge is announced with what it is: "Status Pending".
    await expect(canvas.getByText(i18n.t('suggestions.statusLabel'))).toBeInTheDocument();
  },
};

export const Approved: Story = {
  args: { suggestion: sampleSuggestion('s-search-diacritics') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n.t('suggestions.status.approved'))).toBeVisible();
    await expect(canvas.getByText(i18n.t('suggestions.type.bug'))).toBeVisible();
    await expect(canvas.queryByText(i18n.t('suggestions.status.pending'))).toBeNull();
  },
};

export const Rejected: Story = {
  args: { suggestion: sampleSuggestion('s-hijri-dates') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n.t('suggestions.status.rejected'))).toBeVisible();
    await expect(canvas.getByText(i18n.t('suggestions.type.improvement'))).toBeVisible();
  },
};

/** The three badges side by side: each its own colour, and each names its status in words. */
export const StatusBadges: Story = {
  render: (args) => (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {['s-offline-maps', 's-search-diacritics', 's-hijri-dates'].map((id) => (
        <SuggestionCard key={id} {...args} suggestion={sampleSuggestion(id)} />
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const badges = (['pending', 'approved', 'rejected'] as const).map(
      (status) => canvas.getByText(i18n.t(`suggestions.status.${status}`)).parentElement!,
    );
    const colours = badges.map((badge) => getComputedStyle(badge).borderTopColor);
    await expect(new Set(colours).size).toBe(3);
  },
};

/** A visitor reads the counts and the comments, but cannot vote, comment or review. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n.t('suggestions.votes', { count: 2 }))).toBeVisible();
    await expect(canvas.queryByRole('button', { pressed: false })).toBeNull();
    await expect(canvas.queryByRole('button', { pressed: true })).toBeNull();
    await expect(canvas.queryByRole('button', { name: i18n.t('suggestions.approve') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: i18n.t('suggestions.reject') })).toBeNull();

    const toggle = canvas.getByRole('button', {
      name: i18n.t('suggestions.comments', { count: 2 }),
    });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const comment = canvas.getByText(offlineMaps.comments[0]!.content);
    await waitFor(() => expect(comment).toBeVisible());
    await expect(canvas.getByText(SAMPLE_USERS.james.name)).toBeVisible();
    await expect(
      canvas.getByText(formatLocaleDate(offlineMaps.comments[0]!.createdAt, activeLanguage())),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('textbox', { name: i18n.t('suggestions.commentLabel') }),
    ).toBeNull();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(comment).not.toBeVisible());
  },
};

/** A signed-in user who has not voted: the vote button is not pressed and sends the vote. */
export const SignedIn: Story = {
  args: signedIn,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const vote = canvas.getByRole('button', { name: `${i18n.t('suggestions.vote')} 2` });
    await expect(vote).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(vote);
    await expect(args.onVote).toHaveBeenCalledOnce();
    await expect(args.onVote).toHaveBeenCalledWith(offlineMaps.id);
    // Reviewing is for admins.
    await expect(canvas.queryByRole('button', { name: i18n.t('suggestions.approve') })).toBeNull();
  },
};

/** The current user is among the voters: the button is highlighted and pressed. */
export const Voted: Story = {
  args: { currentUserId: SAMPLE_USERS.james.id },
  play: async ({ canvasElement }) => {
    const vote = within(canvasElement).getByRole('button', {
      name: `${i18n.t('suggestions.vote')} 2`,
    });
    await expect(vote).toHaveAttribute('aria-pressed', 'true');
    await expect(vote).toHaveClass('MuiButton-contained');
  },
};

/** Voting, then voting again, as the page folds in the server's copy each time. */
export const VoteToggles: Story = {
  args: signedIn,
  render: (args) => <LiveSuggestionCard {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const vote = canvas.getByRole('button', { pressed: false });
    await expect(vote).toHaveAccessibleName(`${i18n.t('suggestions.vote')} 2`);

    await userEvent.click(vote);
    await expect(vote).toHaveAttribute('aria-pressed', 'true');
    await expect(vote).toHaveAccessibleName(`${i18n.t('suggestions.vote')} 3`);

    await userEvent.click(vote);
    await expect(vote).toHaveAttribute('aria-pressed', 'false');
    await expect(vote).toHaveAccessibleName(`${i18n.t('suggestions.vote')} 2`);
    await expect(args.onVote).toHaveBeenCalledTimes(2);
  },
};

/** Enter sends the comment; the input empties and the comment joins the list. */
export const CommentWithEnter: Story = {
  args: signedIn,
  render: (args) => <LiveSuggestionCard {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: i18n.t('suggestions.comments', { count: 2 }) }),
    );
    const input = canvas.getByRole('textbox', { name: i18n.t('suggestions.commentLabel') });
    await waitFor(() => expect(input).toBeVisible());
    await userEvent.type(input, '  Count me in  {Enter}');

    await expect(args.onComment).toHaveBeenCalledOnce();
    await expect(args.onComment).toHaveBeenCalledWith(offlineMaps.id, 'Count me in');
    await waitFor(() => expect(input).toHaveValue(''));
    await expect(canvas.getByText('Count me in')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: i18n.t('suggestions.comments', { count: 3 }) }),
    ).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Enter on an empty or whitespace-only comment sends nothing (spec §5). */
export const BlankCommentIgnored: Story = {
  args: { ...signedIn, suggestion: sampleSuggestion('s-search-diacritics') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: i18n.t('suggestions.comments', { count: 0 }) }),
    );
    await expect(canvas.getByText(i18n.t('suggestions.noComments'))).toBeVisible();
    const input = canvas.getByRole('textbox', { name: i18n.t('suggestions.commentLabel') });
    await waitFor(() => expect(input).toBeVisible());
    await userEvent.click(input);
    await userEvent.keyboard('{Enter}');
    await userEvent.type(input, '    {Enter}');
    await expect(args.onComment).not.toHaveBeenCalled();
    await expect(input).toHaveValue('    ');
  },
};

/** A comment the server refuses stays in the input, to be sent again. */
export const CommentFails: Story = {
  args: {
    ...signedIn,
    onComment: fn(() => Promise.reject(new Error('Failed to add comment'))),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: i18n.t('suggestions.comments', { count: 2 }) }),
    );
    const input = canvas.getByRole('textbox', { name: i18n.t('suggestions.commentLabel') });
    await waitFor(() => expect(input).toBeVisible());
    await userEvent.type(input, 'Second try{Enter}');
    await waitFor(() => expect(args.onComment).toHaveBeenCalledOnce());
    await expect(input).toHaveValue('Second try');
  },
};

/** An admin reviews a pending suggestion: approve and reject send the new status. */
export const AdminPending: Story = {
  args: { currentUserId: SAMPLE_USERS.admin.id, isAdmin: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('suggestions.approve') }));
    await expect(args.onSetStatus).toHaveBeenLastCalledWith(offlineMaps.id, 'approved');
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('suggestions.reject') }));
    await expect(args.onSetStatus).toHaveBeenLastCalledWith(offlineMaps.id, 'rejected');
    await expect(args.onSetStatus).toHaveBeenCalledTimes(2);
  },
};

/** Once decided, a suggestion offers no review buttons, even to an admin. */
export const AdminDecided: Story = {
  args: {
    currentUserId: SAMPLE_USERS.admin.id,
    isAdmin: true,
    suggestion: sampleSuggestion('s-search-diacritics'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n.t('suggestions.status.approved'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: i18n.t('suggestions.approve') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: i18n.t('suggestions.reject') })).toBeNull();
  },
};

/** While an action on the suggestion is in flight, its buttons ignore presses but keep focus. */
export const Busy: Story = {
  args: { currentUserId: SAMPLE_USERS.admin.id, isAdmin: true, busy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    const vote = canvas.getByRole('button', { pressed: false });
    await userEvent.click(vote);
    await expect(vote).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('suggestions.approve') }));
    await expect(args.onVote).not.toHaveBeenCalled();
    await expect(args.onSetStatus).not.toHaveBeenCalled();
  },
};

/** Written in one language only: the other interface shows it, marked with its own language. */
export const OtherLanguageOnly: Story = {
  args: { suggestion: sampleSuggestion('s-hijri-dates') },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(
      'أضيفوا التاريخ الهجري إلى جانب التاريخ الميلادي في صفحات المكتبات.',
    );
    await expect(text).toBeVisible();
    if (i18n.language === 'en') {
      await expect(text).toHaveAttribute('lang', 'ar');
    } else {
      await expect(text).not.toHaveAttribute('lang');
    }
  },
};

/** The author deleted their account: the card no longer names them. */
export const DeletedAuthor: Story = {
  args: { suggestion: sampleSuggestion('s-reading-rooms') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Could the atlas list which reading rooms need an appointment?'),
    ).toBeVisible();
    await expect(
      canvas.queryByText(new RegExp(i18n.t('suggestions.byAuthor', { name: '' }))),
    ).toBeNull();
  },
};

export const Arabic: Story = {
  args: signedIn,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(localized(offlineMaps.content, activeLanguage()))).toBeVisible();
    await expect(canvas.getByText(i18n.t('suggestions.status.pending'))).toBeVisible();
    await expect(canvas.getByText(i18n.t('suggestions.type.feature'))).toBeVisible();
    await expect(
      canvas.getByText(i18n.t('suggestions.byAuthor', { name: SAMPLE_USERS.amina.name })),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: `${i18n.t('suggestions.vote')} 2` }),
    ).toHaveAttribute('aria-pressed', 'false');
    // Arabic has a dual: two comments read as one word.
    await userEvent.click(
      canvas.getByRole('button', { name: i18n.t('suggestions.comments', { count: 2 }) }),
    );
    await waitFor(() =>
      expect(
        canvas.getByRole('textbox', { name: i18n.t('suggestions.commentLabel') }),
      ).toBeVisible(),
    );
  },
};

/**
 * A proposed edit's summary (spec §3's content), with values in the other script than the
 * interface's: a website and a note in Latin letters, a name in Arabic letters.
 */
const proposedEdit: Suggestion = {
  ...offlineMaps,
  type: 'improvement',
  content: proposalSummary({
    libraryName: { en: 'National Library of France', ar: 'المكتبة الوطنية الفرنسية' },
    changes: [
      { field: 'website', old: 'https://bnf.example.org', new: 'https://www.bnf.fr' },
      {
        field: 'lib_name',
        old: { en: 'National Library of France', ar: 'مكتبة فرنسا' },
        new: { en: 'National Library of France', ar: 'دار الكتب الفرنسية' },
      },
    ],
    source: 'https://www.bnf.fr/fr/horaires',
    note: 'see <opening hours>',
  }),
};

/** Where `text` is drawn inside `element`: the box of its first occurrence after `after`. */
function boxOf(element: HTMLElement, text: string, after = ''): DOMRect {
  const node = [...element.childNodes].find(
    (child) => child.nodeType === Node.TEXT_NODE && child.textContent?.includes(text),
  );
  if (!node) throw new Error(`No text ${text}`);
  const start = node.textContent!.indexOf(text, node.textContent!.indexOf(after) + after.length);
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, start + text.length);
  return range.getBoundingClientRect();
}

/**
 * The summary's "old → new" reads in the interface's direction whatever script the values are
 * written in: the old value first (left in English, right in Arabic), the arrow pointing at the
 * new one; and a note's angle brackets stay around its words, not mirrored.
 */
async function proposedEditReadsInOrder(canvasElement: HTMLElement) {
  const content = within(canvasElement).getByText(/bnf\.example\.org/);
  const rtl = i18n.language === 'ar';
  const arrow = rtl ? '←' : '→';
  for (const [from, to] of [
    ['https://bnf.example.org', 'https://www.bnf.fr'],
    ['مكتبة فرنسا', 'دار الكتب الفرنسية'],
  ] as const) {
    const old = boxOf(content, from);
    const pointer = boxOf(content, arrow, from);
    const next = boxOf(content, to, from);
    await expect(Math.abs(old.top - next.top), `${from} on one line`).toBeLessThan(2);
    const order = rtl
      ? [next.right, pointer.left, pointer.right, old.left]
      : [old.right, pointer.left, pointer.right, next.left];
    await expect(order, `${from} ${arrow} ${to}`).toEqual([...order].sort((a, b) => a - b));
  }
  const words = boxOf(content, 'opening hours');
  await expect(boxOf(content, '<').right, 'opening bracket').toBeLessThanOrEqual(words.left + 1);
  await expect(boxOf(content, '>').left, 'closing bracket').toBeGreaterThanOrEqual(words.right - 1);
}

export const ProposedEdit: Story = {
  args: { suggestion: proposedEdit },
  play: async ({ canvasElement }) => proposedEditReadsInOrder(canvasElement),
};

export const ProposedEditArabic: Story = {
  args: { suggestion: proposedEdit },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => proposedEditReadsInOrder(canvasElement),
};
