import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Library } from '@libatlas/contracts';
import { i18n } from '@libatlas/i18n';
import { sampleLibrary } from '../fixtures/sampleLibraries.ts';
import { LibraryCard } from '../LibraryCard/index.ts';
import { RegionSection } from './RegionSection.tsx';

const meta = {
  title: 'Browse/RegionSection',
  component: RegionSection,
  args: { region: 'Europe', count: 0 },
} satisfies Meta<typeof RegionSection>;

export default meta;
type Story = StoryObj<typeof meta>;

// A third European library, kept here so that the shared fixtures' counts do not change.
const spain: Library = {
  id: 'es-bne',
  lib_name: { en: 'National Library of Spain', ar: 'المكتبة الوطنية الإسبانية' },
  country: { en: 'Spain', ar: 'إسبانيا' },
  region: { en: 'Europe', ar: 'أوروبا' },
  description: {
    en: 'Founded in 1712 by Philip V as the Royal Public Library, it holds the legal deposit of every work published in Spain.',
    ar: 'أسسها فيليب الخامس عام 1712 باسم المكتبة الملكية العامة، وتحفظ نسخ الإيداع القانوني لكل ما يُنشر في إسبانيا.',
  },
  address: {
    en: 'Paseo de Recoletos 20–22, 28001 Madrid',
    ar: 'باسيو دي ريكوليتوس 20–22، 28001 مدريد',
  },
  operatingHours: {
    en: 'Monday–Friday 9:00–21:00, Saturday 9:00–14:00',
    ar: 'من الاثنين إلى الجمعة 9:00–21:00، السبت 9:00–14:00',
  },
  website: 'https://www.bne.es',
  image: '',
  languages: ['Spanish'],
  location: { lat: 40.4236, lng: -3.6897 },
  contact: { phone: '+34 915 807 800', email: '' },
};

const europe = [sampleLibrary('fr-bnf'), sampleLibrary('gb-bl'), spain];

export const Default: Story = {
  args: {
    region: 'Europe',
    count: europe.length,
    children: europe.map((library) => <LibraryCard key={library.id} library={library} />),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: i18n.t('region.europe') });
    await expect(
      within(section).getByRole('heading', { level: 2, name: i18n.t('region.europe') }),
    ).toBeVisible();
    await expect(within(section).getByText(i18n.t('regions.count', { count: 3 }))).toBeVisible();
    const list = within(section).getByRole('list', { name: i18n.t('region.europe') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByText(i18n.t('regions.noLibraries'))).toBeNull();
    // Every library of the region is shown: no link to more.
    await expect(
      canvas.queryByRole('link', { name: i18n.t('regions.showAll', { count: 3 }) }),
    ).toBeNull();
  },
};

/**
 * A region with more libraries than its first cards: its count from the server, and a link to
 * the list of all of them (a real address, so it works without JavaScript).
 */
export const MoreThanShown: Story = {
  args: {
    region: 'Europe',
    count: 42,
    allHref: '/libraries?region=Europe',
    children: europe.map((library) => <LibraryCard key={library.id} library={library} />),
  },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: i18n.t('region.europe') });
    await expect(within(section).getByText(i18n.t('regions.count', { count: 42 }))).toBeVisible();
    await expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    await expect(
      within(section).getByRole('link', { name: i18n.t('regions.showAll', { count: 42 }) }),
    ).toHaveAttribute('href', '/libraries?region=Europe');
  },
};

/** While the region loads: its title, no count yet, and placeholders where its cards will be. */
export const Loading: Story = {
  args: { region: 'Asia', count: undefined, loadingCount: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: i18n.t('region.asia') });
    await expect(section).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText(i18n.t('regions.noLibraries'))).toBeNull();
    await expect(canvas.queryByRole('listitem')).toBeNull();
    await expect(canvasElement.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThan(0);
  },
};

/** The region's load failed: it says so in its own section, with Try Again. */
export const LoadError: Story = {
  args: {
    region: 'Africa',
    count: undefined,
    loadingCount: 3,
    error: 'Failed to load libraries. Please try again later.',
    onRetry: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: i18n.t('region.africa') });
    await expect(within(section).getByRole('alert')).toHaveTextContent(args.error!);
    await expect(section.querySelectorAll('.MuiSkeleton-root')).toHaveLength(0);
    await userEvent.click(within(section).getByRole('button', { name: i18n.t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { region: 'Oceania', count: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: i18n.t('region.oceania') }),
    ).toBeVisible();
    await expect(canvas.getByText(i18n.t('regions.noLibraries'))).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** A region name outside the known list reads "Unknown Region" (spec §9). */
export const UnknownRegion: Story = {
  args: {
    region: 'Atlantis',
    count: 1,
    children: <LibraryCard library={sampleLibrary('au-nla')} />,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: i18n.t('region.unknown') }),
    ).toBeVisible();
  },
};

export const Arabic: Story = {
  ...Default,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'أوروبا' })).toBeVisible();
    await expect(canvas.getByText('3 مكتبات')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'المكتبة الوطنية الفرنسية' }),
    ).toBeVisible();
  },
};

/** The link to the rest of a region, in Arabic. */
export const ArabicMoreThanShown: Story = {
  ...MoreThanShown,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('42 مكتبة')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'عرض المكتبات الـ42 كلها' })).toHaveAttribute(
      'href',
      '/libraries?region=Europe',
    );
  },
};

// Arabic has six plural forms; each count below picks a different one (zero, one, two, few, many)
// and 100 the "other" form.
const ARABIC_COUNTS = [
  { region: 'Oceania', count: 0, text: 'لا توجد مكتبات' },
  { region: 'Asia', count: 1, text: 'مكتبة واحدة' },
  { region: 'North America', count: 2, text: 'مكتبتان' },
  { region: 'Europe', count: 3, text: '3 مكتبات' },
  { region: 'Middle East', count: 11, text: '11 مكتبة' },
  { region: 'Africa', count: 100, text: '100 مكتبة' },
] as const;

/** The count under each region title, in Arabic, for counts that need each plural form. */
export const ArabicPlurals: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <Box>
      {ARABIC_COUNTS.map(({ region, count }) => (
        <RegionSection key={region} region={region} count={count} />
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const sections = within(canvasElement).getAllByRole('region');
    await expect(sections).toHaveLength(ARABIC_COUNTS.length);
    for (const [index, { text }] of ARABIC_COUNTS.entries()) {
      await expect(within(sections[index]!).getByText(text, { exact: true })).toBeVisible();
    }
    // Only the empty region says it has none.
    await expect(
      within(canvasElement).getAllByText('لا توجد مكتبات في هذه المنطقة بعد'),
    ).toHaveLength(1);
  },
};
