import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Suggestion, SuggestionFilter as SuggestionFilterValue } from '@libatlas/contracts';
import { i18n, localized } from '@libatlas/i18n';
import { SAMPLE_USERS, sampleSuggestions } from '../fixtures/sampleSuggestions.ts';
import { SuggestionsBoard, type SuggestionsBoardProps } from './SuggestionsBoard.tsx';

/**
 * Holds what the Suggestions page holds: the filter (there, in the URL) and the list, where a new
 * suggestion goes on top (spec §4).
 */
function LiveSuggestionsBoard(args: SuggestionsBoardProps) {
  const [filter, setFilter] = useState<SuggestionFilterValue>(args.filter);
  const [suggestions, setSuggestions] = useState<readonly Suggestion[]>(args.suggestions);
  return (
    <SuggestionsBoard
      {...args}
      suggestions={suggestions}
      filter={filter}
      onFilterChange={(next) => {
        setFilter(next);
        args.onFilterChange(next);
      }}
      onCreate={async (input) => {
        await args.onCreate?.(input);
        setSuggestions((list) => [
          {
            id: `s-new-${list.length}`,
            type: input.type ?? 'feature',
            content: { en: input.content.en ?? '', ar: input.content.ar ?? '' },
            status: 'pending',
            createdAt: '2025-05-01T12:00:00.000Z',
            userId: args.currentUserId ?? null,
            userName: SAMPLE_USERS.amina.name,
            votes: [],
            comments: [],
          },
          ...list,
        ]);
      }}
    />
  );
}

const meta = {
  title: 'Suggestions/SuggestionsBoard',
  component: SuggestionsBoard,
  args: {
    suggestions: sampleSuggestions,
    loading: false,
    error: null,
    filter: 'all',
    onFilterChange: fn(),
    currentUserId: null,
    isAdmin: false,
    onCreate: fn(() => Promise.resolve()),
    onVote: fn(),
    onComment: fn(() => Promise.resolve()),
    onSetStatus: fn(),
  },
  render: (args) => <LiveSuggestionsBoard {...args} />,
} satisfies Meta<typeof SuggestionsBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

// Play functions read texts from the active catalog (`i18n.t`), so each story passes in either
// language: the visual suite opens every story in English and in Arabic.

const signedIn = { currentUserId: SAMPLE_USERS.amina.id } as const;

/** The cards shown, as list items of the list named by the page title. */
function cards(canvasElement: HTMLElement): HTMLElement[] {
  const list = within(canvasElement).getByRole('list', { name: i18n.t('suggestions.title') });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
}

/** A visitor reads every suggestion, is invited to sign in, and has nothing to press but toggles. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: i18n.t('suggestions.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(i18n.t('suggestions.signInToParticipate'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: i18n.t('suggestions.new') })).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: i18n.t('suggestions.filter.mine') }),
    ).toBeNull();
    await expect(cards(canvasElement)).toHaveLength(sampleSuggestions.length);
    await expect(
      canvas.queryByRole('button', { name: new RegExp(`^${i18n.t('suggestions.vote')} `) }),
    ).toBeNull();
    await expect(canvas.queryByRole('button', { name: i18n.t('suggestions.approve') })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The visitors' prompt carries a Login button when the page can open the login dialog. */
export const VisitorSignIn: Story = {
  args: { onSignIn: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: i18n.t('nav.login') }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};

/** A signed-in user: New suggestion, 'My suggestions', vote buttons; no sign-in prompt. */
export const SignedIn: Story = {
  args: signedIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(i18n.t('suggestions.signInToParticipate'))).toBeNull();
    const newButton = canvas.getByRole('button', { name: i18n.t('suggestions.new') });
    await expect(newButton).toHaveAttribute('aria-expanded', 'false');
    await expect(
      canvas.getByRole('button', { name: i18n.t('suggestions.filter.mine') }),
    ).toBeVisible();
    await expect(
      canvas.getAllByRole('button', { name: new RegExp(`^${i18n.t('suggestions.vote')} `) }),
    ).toHaveLength(sampleSuggestions.length);
    await expect(canvas.queryByRole('button', { name: i18n.t('suggestions.approve') })).toBeNull();
  },
};

/** New suggestion opens the form with the cursor in it; submitting closes it and lists the idea first. */
export const CreateSuggestion: Story = {
  args: signedIn,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const newButton = canvas.getByRole('button', { name: i18n.t('suggestions.new') });
    await userEvent.click(newButton);
    await expect(newButton).toHaveAttribute('aria-expanded', 'true');
    const form = await canvas.findByRole('form', { name: i18n.t('suggestions.formTitle') });
    await expect(newButton).toHaveAttribute('aria-controls', form.parentElement!.id);
    const content = within(form).getByRole('textbox', {
      name: i18n.t('suggestions.contentLabel'),
    });
    await waitFor(() => expect(content).toHaveFocus());

    await userEvent.type(content, 'Show the nearest library first');
    await userEvent.click(within(form).getByRole('button', { name: i18n.t('suggestions.submit') }));

    await expect(args.onCreate).toHaveBeenCalledOnce();
    await expect(args.onCreate).toHaveBeenCalledWith({
      type: 'feature',
      content: { [i18n.language === 'ar' ? 'ar' : 'en']: 'Show the nearest library first' },
    });
    await waitFor(() => expect(canvas.queryByRole('form')).toBeNull());
    await expect(newButton).toHaveAttribute('aria-expanded', 'false');
    await expect(newButton).toHaveFocus();
    const [first] = cards(canvasElement);
    await expect(within(first!).getByText('Show the nearest library first')).toBeVisible();
  },
};

/** Cancel closes the form and gives the focus back to New suggestion. */
export const CancelForm: Story = {
  args: signedIn,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const newButton = canvas.getByRole('button', { name: i18n.t('suggestions.new') });
    await userEvent.click(newButton);
    const form = await canvas.findByRole('form', { name: i18n.t('suggestions.formTitle') });
    await userEvent.click(within(form).getByRole('button', { name: i18n.t('common.cancel') }));
    await waitFor(() => expect(canvas.queryByRole('form')).toBeNull());
    await expect(newButton).toHaveFocus();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** A refused suggestion keeps the form open, with the message and the text. */
export const CreateFails: Story = {
  args: {
    ...signedIn,
    onCreate: fn(() => Promise.reject(new Error('Failed to submit suggestion'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('suggestions.new') }));
    const form = await canvas.findByRole('form', { name: i18n.t('suggestions.formTitle') });
    const content = within(form).getByRole('textbox', {
      name: i18n.t('suggestions.contentLabel'),
    });
    await userEvent.type(content, 'Offline maps');
    await userEvent.click(within(form).getByRole('button', { name: i18n.t('suggestions.submit') }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Failed to submit suggestion',
    );
    await expect(content).toHaveValue('Offline maps');
    await expect(canvas.getByRole('form')).toBeVisible();
  },
};

/** Each filter keeps its own suggestions; 'My suggestions' keeps the signed-in user's. */
export const Filtering: Story = {
  args: signedIn,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const expected: [SuggestionFilterValue, number][] = [
      ['pending', 2],
      ['approved', 1],
      ['rejected', 1],
      ['mine', 1],
      ['all', sampleSuggestions.length],
    ];
    for (const [filter, count] of expected) {
      await userEvent.click(
        canvas.getByRole('button', { name: i18n.t(`suggestions.filter.${filter}`) }),
      );
      await expect(args.onFilterChange).toHaveBeenLastCalledWith(filter);
      await expect(cards(canvasElement)).toHaveLength(count);
    }
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('suggestions.filter.mine') }));
    const [mine] = cards(canvasElement);
    await expect(
      within(mine!).getByText(
        localized(sampleSuggestions[0]!.content, i18n.language === 'ar' ? 'ar' : 'en'),
      ),
    ).toBeVisible();
  },
};

/** The page asked for a filter that keeps nothing: the empty-list message. */
export const FilteredEmpty: Story = {
  args: { ...signedIn, filter: 'mine', suggestions: sampleSuggestions.slice(1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(i18n.t('suggestions.empty'));
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true, suggestions: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(i18n.t('suggestions.loading'));
    await expect(canvas.queryByText(i18n.t('suggestions.empty'))).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Empty: Story = {
  args: { ...signedIn, suggestions: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n.t('suggestions.empty'))).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('button', { name: i18n.t('suggestions.new') })).toBeVisible();
  },
};

/** The list failed to load: the banner says so above the (empty) list. */
export const LoadError: Story = {
  args: { suggestions: [] },
  // The page passes the message translated; the catalog's language is known only at render.
  render: (args) => <LiveSuggestionsBoard {...args} error={i18n.t('suggestions.fetchError')} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(i18n.t('suggestions.fetchError'));
  },
};

/** A later failure (here a vote) shows in the banner while the list stays. */
export const ErrorWithList: Story = {
  args: signedIn,
  render: (args) => <LiveSuggestionsBoard {...args} error={i18n.t('suggestions.voteError')} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(i18n.t('suggestions.voteError'));
    await expect(cards(canvasElement)).toHaveLength(sampleSuggestions.length);
  },
};

/** An admin reviews the pending suggestions only, and a busy one ignores presses. */
export const Admin: Story = {
  args: { currentUserId: SAMPLE_USERS.admin.id, isAdmin: true, busyIds: ['s-reading-rooms'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const approves = canvas.getAllByRole('button', { name: i18n.t('suggestions.approve') });
    await expect(approves).toHaveLength(2);
    await expect(
      canvas.getAllByRole('button', { name: i18n.t('suggestions.reject') }),
    ).toHaveLength(2);
    await userEvent.click(approves[0]!);
    await expect(args.onSetStatus).toHaveBeenCalledOnce();
    await expect(args.onSetStatus).toHaveBeenCalledWith('s-offline-maps', 'approved');
    await userEvent.click(approves[1]!);
    await expect(args.onSetStatus).toHaveBeenCalledOnce();
  },
};

export const Arabic: Story = {
  args: signedIn,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: i18n.t('suggestions.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: i18n.t('suggestions.new') })).toBeVisible();
    await expect(
      canvas.getByRole('group', { name: i18n.t('suggestions.filterLabel') }),
    ).toBeVisible();
    await expect(cards(canvasElement)).toHaveLength(sampleSuggestions.length);
  },
};
