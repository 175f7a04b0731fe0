import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SuggestionFilter as SuggestionFilterValue } from '@libatlas/contracts';
import { i18n } from '@libatlas/i18n';
import { SuggestionFilter, type SuggestionFilterProps } from './SuggestionFilter.tsx';

/** Holds the applied filter as the Suggestions page does (there, in the URL). */
function StatefulSuggestionFilter(args: SuggestionFilterProps) {
  const [value, setValue] = useState<SuggestionFilterValue>(args.value);
  return (
    <SuggestionFilter
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Suggestions/SuggestionFilter',
  component: SuggestionFilter,
  args: { value: 'all', onChange: fn(), signedIn: false },
  render: (args) => <StatefulSuggestionFilter {...args} />,
} satisfies Meta<typeof SuggestionFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

// Play functions read texts from the active catalog (`i18n.t`), so each story passes in either
// language: the visual suite opens every story in English and in Arabic.

const label = (filter: SuggestionFilterValue) => i18n.t(`suggestions.filter.${filter}`);

/** A visitor: all, pending, approved, rejected; no "My suggestions". */
export const Visitor: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: i18n.t('suggestions.filterLabel') });
    const buttons = within(group).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(
      (['all', 'pending', 'approved', 'rejected'] as const).map(label),
    );
    await expect(within(group).getByRole('button', { name: label('all') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const pending = within(group).getByRole('button', { name: label('pending') });
    await userEvent.click(pending);
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('pending');
    await expect(pending).toHaveAttribute('aria-pressed', 'true');
    // Pressing the applied filter again keeps it.
    await userEvent.click(pending);
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(pending).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A signed-in user is also offered their own suggestions, second in the row. */
export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(
      (['all', 'mine', 'pending', 'approved', 'rejected'] as const).map(label),
    );
    await userEvent.click(canvas.getByRole('button', { name: label('mine') }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('mine');
    await expect(canvas.getByRole('button', { name: label('mine') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: label('all') })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** 'mine' from an old link, once signed out: nothing to show as mine, so All is applied. */
export const MineSignedOut: Story = {
  args: { value: 'mine' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: label('mine') })).toBeNull();
    await expect(canvas.getByRole('button', { name: label('all') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/**
 * The filters are one Tab stop that lands on the applied one; the arrow keys move along the row
 * (the left arrow moves forward in Arabic), Home and End jump to its ends, and Space or Enter
 * applies the focused filter.
 */
export const Keyboard: Story = {
  args: { signedIn: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = (filter: SuggestionFilterValue) =>
      canvas.getByRole('button', { name: label(filter) });
    const [next, previous] =
      i18n.dir() === 'rtl' ? ['{ArrowLeft}', '{ArrowRight}'] : ['{ArrowRight}', '{ArrowLeft}'];

    await userEvent.tab();
    await expect(button('all')).toHaveFocus();
    await userEvent.keyboard(next);
    await expect(button('mine')).toHaveFocus();
    await userEvent.keyboard(next);
    await expect(button('pending')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith('pending');
    await expect(button('pending')).toHaveAttribute('aria-pressed', 'true');

    await userEvent.keyboard('{End}');
    await expect(button('rejected')).toHaveFocus();
    await userEvent.keyboard(previous);
    await expect(button('approved')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('approved');
    await userEvent.keyboard('{Home}');
    await expect(button('all')).toHaveFocus();

    // One Tab stop: the next Tab leaves the row instead of walking through it.
    await userEvent.tab();
    await expect(
      canvas.getByRole('group', { name: i18n.t('suggestions.filterLabel') }),
    ).not.toContainElement(document.activeElement as HTMLElement | null);
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** In Arabic the row runs from the right: All is the rightmost filter (the leftmost in English). */
export const Arabic: Story = {
  args: { signedIn: true, value: 'approved' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('group', { name: i18n.t('suggestions.filterLabel') }),
    ).toBeVisible();
    const all = canvas.getByRole('button', { name: label('all') }).getBoundingClientRect();
    const mine = canvas.getByRole('button', { name: label('mine') }).getBoundingClientRect();
    if (i18n.dir() === 'rtl') {
      await expect(all.left).toBeGreaterThan(mine.left);
    } else {
      await expect(all.left).toBeLessThan(mine.left);
    }
    await expect(canvas.getByRole('button', { name: label('approved') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
