import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/Place';
import { expect, waitFor, within } from 'storybook/test';
import type { Library } from '@libatlas/contracts';
import { i18n, useTranslation } from '@libatlas/i18n';
import { sampleLibrary } from '../fixtures/sampleLibraries.ts';
import { PageContainer } from '../PageContainer/index.ts';
import { LibraryDetailView } from './LibraryDetailView.tsx';

/** Stands in for the map the page loads lazily: the view only places and titles it. */
function MapStandIn({ library }: { library: Library }) {
  const { t } = useTranslation();
  const { lat, lng } = library.location;
  return (
    <Box
      role="img"
      aria-label={t('map.label')}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        bgcolor: 'action.hover',
        backgroundImage: (theme) =>
          `linear-gradient(${theme.palette.divider} 1px, transparent 1px), linear-gradient(90deg, ${theme.palette.divider} 1px, transparent 1px)`,
        backgroundSize: '40px 40px',
      }}
    >
      <PlaceIcon color="primary" sx={{ fontSize: 48 }} />
      <Typography variant="body2" dir="ltr">
        {lat}, {lng}
      </Typography>
    </Box>
  );
}

const bnf = sampleLibrary('fr-bnf');

const meta = {
  title: 'Components/LibraryDetailView',
  component: LibraryDetailView,
  args: { state: 'loaded', library: bnf, mapSlot: <MapStandIn library={bnf} /> },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <PageContainer>
        <Story />
      </PageContainer>
    ),
  ],
} satisfies Meta<typeof LibraryDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

// Play functions read texts from the active catalog (`i18n.t`), so each story passes in either
// language: the visual suite opens every story in English and in Arabic.

export const Loading: Story = {
  args: { state: 'loading', library: undefined, mapSlot: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(i18n.t('common.loading'));
    await expect(status.parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ar = i18n.language === 'ar';
    const name = ar ? bnf.lib_name.ar : bnf.lib_name.en;
    await expect(canvas.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: i18n.t('library.imageAlt', { name }) }),
    ).toBeVisible();
    await expect(canvas.getByText(ar ? bnf.description.ar : bnf.description.en)).toBeVisible();
    await expect(canvas.getByText(ar ? 'فرنسا' : 'France')).toBeVisible();
    await expect(canvas.getByText(i18n.t('region.europe'))).toBeVisible();
    await expect(canvas.getByText(ar ? bnf.address.ar : bnf.address.en)).toBeVisible();
    await expect(
      canvas.getByText(ar ? bnf.operatingHours.ar : bnf.operatingHours.en),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+33 1 53 79 59 59' })).toHaveAttribute(
      'href',
      'tel:+33153795959',
    );
    await expect(canvas.getByRole('link', { name: 'visiteurs@bnf.fr' })).toHaveAttribute(
      'href',
      'mailto:visiteurs@bnf.fr',
    );
    await expect(canvas.getByText(i18n.t('language.french'))).toBeVisible();

    const website = canvas.getByRole('link', { name: new RegExp(i18n.t('library.visitWebsite')) });
    await expect(website).toHaveAttribute('href', 'https://www.bnf.fr');
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer');

    await expect(
      canvas.getByRole('link', { name: i18n.t('library.backToLibraries') }),
    ).toHaveAttribute('href', '/libraries');
    await expect(
      canvas.getByRole('heading', { level: 2, name: i18n.t('library.location') }),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: i18n.t('map.label') })).toBeVisible();
  },
};

export const LoadedArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'المكتبة الوطنية الفرنسية' }),
    ).toBeVisible();
    await expect(canvas.getByText('رصيف فرانسوا مورياك، 75706 باريس')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'الموقع' })).toBeVisible();
    await expect(canvas.getByText('الفرنسية')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'العودة إلى المكتبات' })).toHaveAttribute(
      'href',
      '/libraries',
    );
    // Phone numbers keep their left-to-right order inside the right-to-left page.
    await expect(canvas.getByRole('link', { name: '+33 1 53 79 59 59' })).toHaveAttribute(
      'dir',
      'ltr',
    );
  },
};

export const NotFound: Story = {
  args: { state: 'error', library: undefined, mapSlot: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: i18n.t('library.notFoundTitle') }),
    ).toBeVisible();
    await expect(canvas.getByText(i18n.t('library.notFound'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: i18n.t('library.backToLibraries') }),
    ).toHaveAttribute('href', '/libraries');
  },
};

export const ImageFails: Story = {
  args: {
    library: sampleLibrary('sa-kfnl'),
    mapSlot: <MapStandIn library={sampleLibrary('sa-kfnl')} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const placeholder = await waitFor(
      () => canvas.getByRole('img', { name: i18n.t('library.imageUnavailable') }),
      {
        timeout: 5000,
      },
    );
    await expect(placeholder).toBeVisible();
  },
};

/** No photo and no website: the generated cover, and no Visit Website link. */
export const NoImageNoWebsite: Story = {
  args: {
    library: sampleLibrary('eg-enla'),
    mapSlot: <MapStandIn library={sampleLibrary('eg-enla')} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('library-cover')).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: new RegExp(i18n.t('library.visitWebsite')) }),
    ).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Entered in Arabic only, with no phone or email: no contact links, the rest falls back to Arabic. */
export const MinimalContact: Story = {
  args: { library: sampleLibrary('qa-qnl'), mapSlot: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'مكتبة قطر الوطنية' }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('a[href^="tel:"]')).toBeNull();
    await expect(canvasElement.querySelector('a[href^="mailto:"]')).toBeNull();
    await expect(canvas.queryByText(i18n.t('library.phone'))).toBeNull();
    await expect(canvas.queryByText(i18n.t('library.email'))).toBeNull();
    await expect(canvas.getByText('المدينة التعليمية، الدوحة')).toBeVisible();
    // Without a map from the page there is no Location section.
    await expect(canvas.queryByRole('heading', { name: i18n.t('library.location') })).toBeNull();
  },
};

const bnfWithProvenance: Library = {
  ...bnf,
  sources: ['https://www.bnf.fr', 'https://www.wikidata.org/wiki/Q193563'],
  lastChecked: '2026-11-24',
  wikidata: 'Q193563',
  isil: 'FR-751131015',
};

/** Where the facts come from: source links, the last-checked date and the identifiers. */
export const WithSources: Story = {
  args: { library: bnfWithProvenance, mapSlot: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: i18n.t('library.sources') }),
    ).toBeVisible();
    const source = canvas.getByRole('link', { name: /www\.wikidata\.org\/wiki\/Q193563/ });
    await expect(source).toHaveAttribute('href', 'https://www.wikidata.org/wiki/Q193563');
    await expect(source).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: /^www\.bnf\.fr/ })).toBeVisible();
    await expect(canvas.getByText(`${i18n.t('library.lastChecked')}:`)).toBeVisible();
    await expect(
      canvas.getByText(i18n.language === 'ar' ? '24 نوفمبر 2026' : 'Nov 24, 2026'),
    ).toBeVisible();
    await expect(canvas.getByText('FR-751131015')).toBeVisible();
  },
};

const aruba: Library = {
  ...sampleLibrary('qa-qnl'),
  id: 'aw-bna',
  lib_name: { en: 'National Library of Aruba', ar: 'المكتبة الوطنية في أروبا' },
  country: { en: 'Aruba', ar: 'أروبا' },
  sovereignState: { en: 'Kingdom of the Netherlands', ar: 'مملكة هولندا' },
  region: { en: 'North America', ar: 'أمريكا الشمالية' },
  sources: ['https://www.bibliotecanacional.aw'],
  lastChecked: '2026-11-24',
};

/** A dependent territory is named with its sovereign state. */
export const Territory: Story = {
  args: { library: aruba, mapSlot: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        i18n.language === 'ar' ? 'أروبا، مملكة هولندا' : 'Aruba, Kingdom of the Netherlands',
      ),
    ).toBeVisible();
  },
};

export const DarkScheme: Story = {
  globals: { colorScheme: 'dark' },
};
