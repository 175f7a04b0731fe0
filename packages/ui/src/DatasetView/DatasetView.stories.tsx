import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DATASET_FIELDS, DATASET_LICENCE } from '@libatlas/contracts';
import { i18n } from '@libatlas/i18n';
import { onAPhone } from '../fixtures/onAPhone.ts';
import { sampleDatasetSummary } from '../fixtures/sampleDatasetSummary.ts';
import { DatasetView } from './DatasetView.tsx';

const ORIGIN = 'https://atlas.example.org';

const meta = {
  title: 'Open data/DatasetView',
  component: DatasetView,
  args: { state: 'loaded', summary: sampleDatasetSummary, origin: ORIGIN, onRetry: fn() },
} satisfies Meta<typeof DatasetView>;

export default meta;
type Story = StoryObj<typeof meta>;

// Play functions read texts from the active catalog (`i18n.t`): the visual suite opens every story
// in English and in Arabic.
const t = i18n.t.bind(i18n);

/** A download's card, by its format's name. */
function downloadCard(canvasElement: HTMLElement, format: string): HTMLElement {
  const heading = within(canvasElement).getByRole('heading', { level: 3, name: format });
  return heading.closest('li') as HTMLElement;
}

/** A field's row of the table. */
function fieldRow(canvasElement: HTMLElement, field: string): HTMLElement {
  return canvasElement.querySelector<HTMLElement>(`tr[data-field="${field}"]`)!;
}

/**
 * The dataset with its figures: how many libraries, when, which version; each download with its
 * size; the licence; every field with its meaning and coverage; the feeds, the API and the embed.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('data.title') })).toBeVisible();
    const stats = canvasElement.querySelector('dl')!;
    await expect(stats).toHaveTextContent(`${t('data.stats.libraries')}201`);
    await expect(stats).toHaveTextContent(`${t('data.stats.version')}1,287`);
    await expect(stats).toHaveTextContent(i18n.language === 'ar' ? '2 مارس 2026' : 'Mar 2, 2026');

    const csv = within(downloadCard(canvasElement, 'CSV'));
    const link = csv.getByRole('link', {
      name: t('data.downloads.download', { format: 'CSV' }),
    });
    await expect(link).toHaveAttribute('href', '/data/libraries.csv');
    await expect(link).toHaveAttribute('download');
    await expect(csv.getByText(t('data.downloads.csv'))).toBeVisible();
    await expect(
      csv.getByText(
        t('data.downloads.size', {
          size: t('data.size.kB', { value: '486' }),
          compressed: t('data.size.kB', { value: '97.3' }),
        }),
      ),
    ).toBeVisible();
    const geojson = within(downloadCard(canvasElement, 'GeoJSON'));
    await expect(
      geojson.getByText(
        t('data.downloads.size', {
          size: t('data.size.MB', { value: '1.2' }),
          compressed: t('data.size.kB', { value: '133' }),
        }),
      ),
    ).toBeVisible();
    await expect(within(downloadCard(canvasElement, 'JSON-LD')).getByRole('link')).toHaveAttribute(
      'href',
      '/data/libraries.jsonld',
    );

    const licence = canvas.getByRole('region', { name: t('data.licence.title') });
    await expect(licence).toHaveTextContent(DATASET_LICENCE.name);
    await expect(within(licence).getByRole('link')).toHaveAttribute('href', DATASET_LICENCE.url);
    await expect(within(licence).getByRole('link')).toHaveAttribute('rel', 'license noopener');

    const table = canvas.getByRole('table', { name: t('data.fields.title') });
    await expect(within(table).getAllByRole('row')).toHaveLength(DATASET_FIELDS.length + 1);
    const address = fieldRow(canvasElement, 'address');
    await expect(address).toHaveTextContent(t('data.fields.meaning.address'));
    await expect(address).toHaveTextContent(
      t('data.fields.coverageValue', { have: '189', count: '201', percent: '94' }),
    );
    await expect(fieldRow(canvasElement, 'contact.phone')).toHaveTextContent(
      t('data.fields.meaning.contactPhone'),
    );

    const feed = within(canvas.getByRole('region', { name: t('data.feed.title') }));
    await expect(feed.getByRole('link', { name: '/feed.xml' })).toHaveAttribute(
      'href',
      '/feed.xml',
    );
    await expect(feed.getByRole('link', { name: '/feed.xml?lang=ar' })).toHaveAttribute(
      'href',
      '/feed.xml?lang=ar',
    );
    const api = within(canvas.getByRole('region', { name: t('data.api.title') }));
    await expect(api.getByRole('link', { name: t('data.api.docs') })).toHaveAttribute(
      'href',
      '/api/docs',
    );
    await expect(api.getByText(t('data.ids.neverReused'))).toBeVisible();

    const embed = within(canvas.getByRole('region', { name: t('data.embed.title') }));
    const code = embed.getByRole('region', { name: t('data.embed.codeLabel') });
    await expect(code).toHaveTextContent(
      `<iframe src="${ORIGIN}/embed/map?lang=${i18n.language}" title="${t('data.embed.frameTitle')}"`,
    );
    await expect(embed.getByText('/embed/map?region=Europe')).toBeVisible();
  },
};

/** While the figures load: placeholders where they go; everything else, downloads included, is there. */
export const Loading: Story = {
  args: { state: 'loading', summary: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('data.title') })).toBeVisible();
    await expect(canvasElement.querySelector('dl[aria-busy="true"]')).not.toBeNull();
    await expect(canvasElement.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThan(
      DATASET_FIELDS.length,
    );
    await expect(
      canvas.getByRole('link', {
        name: t('data.downloads.download', { format: 'GeoJSON' }),
      }),
    ).toHaveAttribute('href', '/data/libraries.geojson');
    await expect(fieldRow(canvasElement, 'wikidata')).toHaveTextContent(
      t('data.fields.meaning.wikidata'),
    );
  },
};

/** The figures failed: said, with Try Again; the rest of the page still serves. */
export const LoadFailed: Story = {
  args: { state: 'error', summary: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('data.loadError'));
    await userEvent.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvasElement.querySelectorAll('.MuiSkeleton-root')).toHaveLength(0);
    await expect(fieldRow(canvasElement, 'isil')).toHaveTextContent(t('data.fields.meaning.isil'));
    await expect(
      canvas.getByRole('link', {
        name: t('data.downloads.download', { format: 'CSV' }),
      }),
    ).toBeVisible();
  },
};

/** In Arabic: the texts, the sizes in Arabic units and the date in Arabic; code stays LTR. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'البيانات المفتوحة' }),
    ).toBeVisible();
    await expect(canvasElement).toHaveTextContent('2 مارس 2026');
    await expect(canvas.getByText('486 كيلوبايت، و97.3 كيلوبايت مضغوطًا')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'تنزيل CSV' })).toHaveAttribute(
      'href',
      '/data/libraries.csv',
    );
    await expect(fieldRow(canvasElement, 'address')).toHaveTextContent('189 من 201 (94٪)');
    const code = canvas.getByRole('region', { name: 'شيفرة التضمين' });
    await expect(getComputedStyle(code).direction).toBe('ltr');
    await expect(code).toHaveTextContent('/embed/map?lang=ar');
  },
};

/** On a phone: one column, and nothing wider than the screen but the code block, which scrolls. */
export const OnAPhone: Story = {
  ...onAPhone,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: t('data.fields.title') });
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};
