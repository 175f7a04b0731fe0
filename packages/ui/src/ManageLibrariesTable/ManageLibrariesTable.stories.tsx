import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Library } from '@libatlas/contracts';
import { i18n, localized, type Language } from '@libatlas/i18n';
import { sampleLibraries, sampleLibrary } from '../fixtures/sampleLibraries.ts';
import { LibraryThumbnail } from './LibraryThumbnail.tsx';
import { ManageLibrariesTable, type ManageLibrariesTableProps } from './ManageLibrariesTable.tsx';

/** The console as the page wires it: a confirmed delete removes the library from the list. */
function Console({ libraries: initial, onDelete, ...props }: ManageLibrariesTableProps) {
  const [libraries, setLibraries] = useState(initial);
  return (
    <ManageLibrariesTable
      {...props}
      libraries={libraries}
      onDelete={async (library) => {
        await onDelete(library);
        setLibraries((list) => list.filter((item) => item.id !== library.id));
      }}
    />
  );
}

const meta = {
  title: 'Manage/ManageLibrariesTable',
  component: ManageLibrariesTable,
  subcomponents: { LibraryThumbnail },
  args: {
    libraries: sampleLibraries,
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(async () => {}),
  },
  render: (args) => <Console {...args} />,
} satisfies Meta<typeof ManageLibrariesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

// Play functions read texts from the active catalog (`i18n.t`), so each story passes in either
// language: the visual suite opens every story in English and in Arabic.

function nameOf(library: Library): string {
  return localized(library.lib_name, i18n.language as Language);
}

/** The table's row for a library, found by its name's row header. */
function rowOf(canvasElement: HTMLElement, library: Library): HTMLElement {
  const header = within(canvasElement).getByRole('rowheader', { name: nameOf(library) });
  return header.closest('tr')!;
}

const BNF = sampleLibrary('fr-bnf');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: i18n.t('manage.tabs.libraries') });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual([
      i18n.t('manage.libraries.columns.image'),
      i18n.t('manage.libraries.columns.name'),
      i18n.t('manage.libraries.columns.location'),
      i18n.t('manage.libraries.columns.languages'),
      i18n.t('manage.libraries.columns.actions'),
    ]);
    // A header row, then one row per library, in the order given.
    await expect(within(table).getAllByRole('row')).toHaveLength(sampleLibraries.length + 1);
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(sampleLibraries.map(nameOf));

    const bnf = within(rowOf(canvasElement, BNF));
    await expect(
      bnf.getByRole('img', { name: i18n.t('library.imageAlt', { name: nameOf(BNF) }) }),
    ).toBeVisible();
    await expect(bnf.getByText(localized(BNF.country, i18n.language as Language))).toBeVisible();
    await expect(bnf.getByText(i18n.t('region.europe'))).toBeVisible();
    await expect(bnf.getByText(i18n.t('language.french'))).toBeVisible();
    await expect(
      bnf.getByRole('button', { name: i18n.t('manage.libraries.edit', { name: nameOf(BNF) }) }),
    ).toBeVisible();
    await expect(
      bnf.getByRole('button', { name: i18n.t('manage.libraries.delete', { name: nameOf(BNF) }) }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: i18n.t('manage.libraries.add') }),
    ).toBeEnabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'المكتبات' })).toBeVisible();
    const bnf = within(rowOf(canvasElement, BNF));
    await expect(bnf.getByText('المكتبة الوطنية الفرنسية')).toBeVisible();
    await expect(bnf.getByText('فرنسا')).toBeVisible();
    await expect(bnf.getByText('الفرنسية')).toBeVisible();
    await expect(bnf.getByRole('button', { name: 'حذف المكتبة الوطنية الفرنسية' })).toBeVisible();
  },
};

/** Pictures: the photo, the generated cover when there is none, an icon when the photo fails. */
export const Thumbnails: Story = {
  play: async ({ canvasElement }) => {
    const noImage = rowOf(canvasElement, sampleLibrary('eg-enla'));
    await expect(within(noImage).getByTestId('library-cover')).toBeVisible();
    await expect(within(noImage).queryByRole('img')).toBeNull();

    const broken = within(rowOf(canvasElement, sampleLibrary('sa-kfnl')));
    await waitFor(
      () =>
        expect(broken.getByRole('img', { name: i18n.t('library.imageUnavailable') })).toBeVisible(),
      { timeout: 5000 },
    );
    await expect(rowOf(canvasElement, sampleLibrary('sa-kfnl')).querySelector('img')).toBeNull();
  },
};

const POLYGLOT: Library = {
  ...sampleLibrary('eg-enla'),
  languages: ['Arabic', 'English', 'Turkish', 'Persian', 'Urdu', 'Swahili'],
};

/** The first nine languages of the form's list are translated; the others stay in English. */
export const Languages: Story = {
  args: { libraries: [POLYGLOT] },
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement, POLYGLOT);
    const chips = [...row.querySelectorAll('.MuiChip-root')].map((chip) => chip.textContent);
    await expect(chips).toEqual([
      i18n.t('language.arabic'),
      i18n.t('language.english'),
      i18n.t('language.turkish'),
      'Persian',
      'Urdu',
      'Swahili',
    ]);
    const persian = within(row).getByText('Persian').closest('.MuiChip-root');
    if (i18n.language === 'ar') {
      await expect(persian).toHaveAttribute('lang', 'en');
    } else {
      await expect(persian).not.toHaveAttribute('lang');
    }
  },
};

export const Loading: Story = {
  args: { libraries: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(i18n.t('manage.libraries.loading'));
    await expect(canvas.queryByRole('rowheader')).toBeNull();
    await expect(canvas.queryByText(i18n.t('libraries.noResults'))).toBeNull();
  },
};

export const Empty: Story = {
  args: { libraries: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n.t('libraries.noResults'))).toBeVisible();
    await expect(canvas.queryByRole('rowheader')).toBeNull();
    await expect(
      canvas.getByRole('button', { name: i18n.t('manage.libraries.add') }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { libraries: [], error: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n.t('library.fetchError'))).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const AddAndEdit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('manage.libraries.add') }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await userEvent.click(
      canvas.getByRole('button', { name: i18n.t('manage.libraries.edit', { name: nameOf(BNF) }) }),
    );
    await expect(args.onEdit).toHaveBeenCalledWith(BNF);
  },
};

/** Delete asks first: Cancel keeps the library, Delete removes it. */
export const DeleteAsksConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const deleteButton = canvas.getByRole('button', {
      name: i18n.t('manage.libraries.delete', { name: nameOf(BNF) }),
    });
    await userEvent.click(deleteButton);

    let dialog = await screen.findByRole('dialog', {
      name: i18n.t('manage.libraries.deleteTitle'),
    });
    await expect(dialog).toHaveAccessibleDescription(
      i18n.t('manage.libraries.deleteConfirm', { name: nameOf(BNF) }),
    );
    // The safe choice has the focus.
    await expect(
      within(dialog).getByRole('button', { name: i18n.t('common.cancel') }),
    ).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: i18n.t('common.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(deleteButton);
    dialog = await screen.findByRole('dialog', { name: i18n.t('manage.libraries.deleteTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: i18n.t('common.delete') }));

    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onDelete).toHaveBeenCalledWith(BNF);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.queryByRole('rowheader', { name: nameOf(BNF) })).toBeNull();
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(sampleLibraries.length - 1);
  },
};

async function confirmDelete(canvasElement: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(
    within(canvasElement).getByRole('button', {
      name: i18n.t('manage.libraries.delete', { name: nameOf(BNF) }),
    }),
  );
  const dialog = await screen.findByRole('dialog', {
    name: i18n.t('manage.libraries.deleteTitle'),
  });
  await userEvent.click(within(dialog).getByRole('button', { name: i18n.t('common.delete') }));
  return dialog;
}

/** While the delete runs, the dialog is busy: neither button answers, nor Escape. */
export const Deleting: Story = {
  args: { onDelete: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const dialog = await confirmDelete(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: i18n.t('common.delete') });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(
      within(dialog).getByRole('button', { name: i18n.t('common.cancel') }),
    ).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

/** A failed delete is shown in the dialog, which stays open; the library stays in the list. */
export const DeleteFails: Story = {
  args: {
    onDelete: fn(async () => {
      throw new Error();
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await confirmDelete(canvasElement);

    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      i18n.t('library.deleteError'),
    );
    await expect(
      within(dialog).getByRole('button', { name: i18n.t('common.delete') }),
    ).toBeEnabled();
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: i18n.t('common.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('rowheader', { name: nameOf(BNF) })).toBeVisible();
  },
};

/** The API's own words, when the failure has some ("You are not authorized…"). */
export const DeleteFailsWithMessage: Story = {
  args: {
    onDelete: fn(async () => {
      throw new Error(i18n.t('library.deleteUnauthorized'));
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await confirmDelete(canvasElement);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      i18n.t('library.deleteUnauthorized'),
    );
  },
};

/** On a phone the table keeps its columns and scrolls sideways inside its frame. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    const frame = table.parentElement!;
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
