import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dataGaps, type Library } from '@libatlas/contracts';
import { i18n, localized, type Language } from '@libatlas/i18n';
import { sampleLibraries } from '../fixtures/sampleLibraries.ts';
import { DataGapsPanel } from './DataGapsPanel.tsx';

/** The day the stories are read on, so that "not checked for a year" never moves. */
const TODAY = '2026-11-28';

/** The sample libraries with facts of their own and dates of their checks (two stale, one never). */
const libraries: Library[] = sampleLibraries.map((library, i) => ({
  ...library,
  openingHours: i % 2 === 0 ? 'Mo-Fr 09:00-18:00' : '',
  catalogue: i < 3 ? `https://catalogue.example/${library.id}` : '',
  access: i % 3 === 0 ? '' : 'public',
  isil: i === 0 ? 'FR-751131015' : '',
  lastChecked: ['2026-05-02', '2025-11-28', '', '2026-10-01', '2024-03-15'][i] ?? '2026-09-12',
}));

const complete: Library[] = libraries.slice(0, 2).map((library) => ({
  ...library,
  openingHours: 'Mo-Fr 09:00-18:00',
  catalogue: 'https://catalogue.example/',
  access: 'public',
  isil: 'FR-751131015',
  locationPrecision: 'building',
  lastChecked: '2026-10-01',
}));

const meta = {
  title: 'Manage/DataGapsPanel',
  component: DataGapsPanel,
  args: { gaps: dataGaps(libraries, TODAY), onEdit: fn(), onRetry: fn() },
} satisfies Meta<typeof DataGapsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

// Texts come from the active catalog (`i18n.t`), so each story passes in either language.

const nameOf = (library: Library) => localized(library.lib_name, i18n.language as Language);
const fieldLabel = (field: 'phone' | 'email') => i18n.t(`manage.gaps.fields.${field}`);
const withoutPhone = libraries.filter((library) => !library.contact.phone.trim());

/** Each field with its count and share; a field opens on its libraries, each opening its form. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const total = libraries.length;
    const phone = canvas.getByRole('button', { name: new RegExp(fieldLabel('phone')) });
    await expect(phone).toHaveTextContent(
      i18n.t('manage.gaps.have', {
        have: String(total - withoutPhone.length),
        total: String(total),
        percent: String(Math.round(((total - withoutPhone.length) / total) * 100)),
      }),
    );
    await expect(phone).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(phone);
    const list = await canvas.findByRole('list', {
      name: i18n.t('manage.gaps.missingList', { field: fieldLabel('phone') }),
    });
    const entries = within(list).getAllByRole('button');
    await expect(entries).toHaveLength(withoutPhone.length);
    await userEvent.click(
      within(list).getByRole('button', { name: new RegExp(nameOf(withoutPhone[0]!)) }),
    );
    await expect(args.onEdit).toHaveBeenCalledWith(withoutPhone[0]);

    // Not checked for a year: never checked first, then the oldest; checked a year ago to the day
    // is still within the year.
    const stale = canvas.getByRole('list', { name: i18n.t('manage.gaps.stale') });
    const names = within(stale)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(names).toHaveLength(2);
    await expect(names[0]).toContain(nameOf(libraries[2]!));
    await expect(names[0]).toContain(i18n.t('manage.gaps.neverChecked'));
    await expect(names[1]).toContain(nameOf(libraries[4]!));
  },
};

export const Arabic: Story = {
  ...Default,
  globals: { locale: 'ar' },
};

/** Every library has every fact and was checked this year: nothing to open. */
export const NothingMissing: Story = {
  args: { gaps: dataGaps(complete, TODAY) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('button', { name: new RegExp(fieldLabel('phone')) });
    await expect(phone).toHaveTextContent(i18n.t('manage.gaps.complete'));
    await expect(phone).toBeDisabled();
    await expect(canvas.getByText(i18n.t('manage.gaps.staleNone'))).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  args: { gaps: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      i18n.t('manage.libraries.loading'),
    );
  },
};

export const LoadError: Story = {
  args: { gaps: null, error: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n.t('library.fetchError'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
