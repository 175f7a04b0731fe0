import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { i18n } from '@libatlas/i18n';
import { PageLinks, type PageLinksProps } from './PageLinks.tsx';

const hrefOf = (page: number) => (page === 1 ? '/libraries' : `/libraries?page=${page}`);

/** Holds the page shown as the Libraries page does. */
function StatefulPageLinks(args: PageLinksProps) {
  const [page, setPage] = useState(args.page);
  return (
    <PageLinks
      {...args}
      page={page}
      onChange={(next) => {
        setPage(next);
        args.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Browse/PageLinks',
  component: PageLinks,
  args: { page: 1, count: 9, hrefOf, onChange: fn() },
  render: (args) => <StatefulPageLinks {...args} />,
} satisfies Meta<typeof PageLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The names of the links in the row, in order ("…" stands for a gap). */
function rowOf(canvasElement: HTMLElement): string[] {
  const nav = within(canvasElement).getByRole('navigation');
  return [...nav.querySelectorAll('li')].map((item) => item.textContent ?? '');
}

const linkTo = (canvasElement: HTMLElement, page: number) =>
  within(canvasElement).getByRole('link', { name: i18n.t('libraries.pageNumber', { page }) });

/** The first page: no Previous, the first five pages, a gap, the last; following a link shows that page. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: i18n.t('libraries.pages') })).toBeVisible();
    await expect(rowOf(canvasElement)).toEqual([
      i18n.t('libraries.previousPage'),
      '1',
      '2',
      '3',
      '4',
      '5',
      '…',
      '9',
      i18n.t('libraries.nextPage'),
    ]);
    await expect(linkTo(canvasElement, 1)).toHaveAttribute('aria-current', 'page');
    await expect(
      canvas.getByRole('button', { name: i18n.t('libraries.previousPage') }),
    ).toBeDisabled();
    const next = canvas.getByRole('link', { name: i18n.t('libraries.nextPage') });
    // A real link: it works without the app's code.
    await expect(next).toHaveAttribute('href', '/libraries?page=2');

    await userEvent.click(next);

    await expect(args.onChange).toHaveBeenCalledWith(2);
    await expect(linkTo(canvasElement, 2)).toHaveAttribute('aria-current', 'page');
    await expect(linkTo(canvasElement, 1)).not.toHaveAttribute('aria-current');
  },
};

/** A page in the middle: the first, the page and its neighbours, the last, gaps between. */
export const Middle: Story = {
  args: { page: 5 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(rowOf(canvasElement)).toEqual([
      i18n.t('libraries.previousPage'),
      '1',
      '…',
      '4',
      '5',
      '6',
      '…',
      '9',
      i18n.t('libraries.nextPage'),
    ]);
    await expect(
      canvas.getByRole('link', { name: i18n.t('libraries.previousPage') }),
    ).toHaveAttribute('href', '/libraries?page=4');
    await userEvent.click(canvas.getByRole('link', { name: i18n.t('libraries.previousPage') }));
    await expect(args.onChange).toHaveBeenCalledWith(4);
  },
};

/** The last page: no Next. */
export const Last: Story = {
  args: { page: 9 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(rowOf(canvasElement)).toEqual([
      i18n.t('libraries.previousPage'),
      '1',
      '…',
      '5',
      '6',
      '7',
      '8',
      '9',
      i18n.t('libraries.nextPage'),
    ]);
    await expect(linkTo(canvasElement, 9)).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: i18n.t('libraries.nextPage') })).toBeDisabled();
  },
};

/** A list of one page needs no links: nothing is drawn. */
export const OnePage: Story = {
  args: { count: 1 },
  parameters: { visual: { disable: true }, chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** Arabic: the row runs right to left, its names in Arabic. */
export const Arabic: Story = {
  args: { page: 2 },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'صفحات القائمة' })).toBeVisible();
    const previous = canvas.getByRole('link', { name: 'السابق' });
    const next = canvas.getByRole('link', { name: 'التالي' });
    await expect(canvas.getByRole('link', { name: 'الصفحة 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Right to left: Previous is on the right, Next on the left.
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(
      next.getBoundingClientRect().left,
    );
  },
};

/** By keyboard: Tab reaches the links in order, Enter follows one. */
export const Keyboard: Story = {
  args: { page: 3, count: 4 },
  parameters: { visual: { disable: true }, chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', { name: i18n.t('libraries.previousPage') }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(linkTo(canvasElement, 1)).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(linkTo(canvasElement, 4)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(4);
    await expect(linkTo(canvasElement, 4)).toHaveAttribute('aria-current', 'page');
  },
};
