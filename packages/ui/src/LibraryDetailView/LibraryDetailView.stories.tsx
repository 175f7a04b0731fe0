import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/Place';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HOURS_NOT_RECORDED, type Library } from '@libatlas/contracts';
import { i18n, useTranslation } from '@libatlas/i18n';
import { sampleLibrary } from '../fixtures/sampleLibraries.ts';
import { onAPhone } from '../fixtures/onAPhone.ts';
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
    // Phone, email and catalogue missing, and said so (no "Suggest the …": no proposals here);
    // the hours, written in Arabic only, are there in both languages.
    await expect(canvas.getByText(i18n.t('library.phone'))).toBeVisible();
    await expect(canvas.getAllByText(i18n.t('library.visit.notRecorded'))).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: /./ })).toBeNull();
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

const nla = sampleLibrary('au-nla');

/** The National Library of Australia with its hours as data, each fact with its page. */
const nlaVisit: Library = {
  ...nla,
  openingHours: 'Mo-Th 10:00-20:00; Fr-Su 10:00-17:00; PH off',
  timeZone: 'Australia/Sydney',
  countryCode: 'au',
  hoursWeek: [
    [['10:00', '20:00']],
    [['10:00', '20:00']],
    [['10:00', '20:00']],
    [['10:00', '20:00']],
    [['10:00', '17:00']],
    [['10:00', '17:00']],
    [['10:00', '17:00']],
  ],
  locationPrecision: 'building',
  catalogue: 'https://catalogue.nla.gov.au',
  digitalLibrary: 'https://trove.nla.gov.au',
  access: 'registration',
  accessNote: {
    en: 'Reading rooms with a free reader card; the exhibitions are open to all.',
    ar: 'قاعات المطالعة ببطاقة قارئ مجانية، والمعارض مفتوحة للجميع.',
  },
  factSources: {
    operatingHours: { url: 'https://www.nla.gov.au/visit/opening-hours', date: '2025-03' },
    'contact.phone': { url: 'https://www.nla.gov.au/contact-us', date: 'undated' },
    'contact.email': { url: 'https://www.nla.gov.au/contact-us', date: 'undated' },
    website: { url: 'https://www.wikidata.org/wiki/Q623578', date: '2014' },
    catalogue: { url: 'https://www.nla.gov.au/using-the-library', date: '2024-11-02' },
    access: { url: 'https://www.nla.gov.au/using-the-library/reader-cards', date: '2024-11-02' },
    address: { url: 'https://www.nla.gov.au/contact-us', date: 'undated' },
  },
};

/** The sources the visit section shows, one per sourced fact, in the reader's language. */
function factSources(canvasElement: HTMLElement) {
  return [...canvasElement.querySelectorAll('[data-fact-source]')].map((node) => node.textContent);
}

/** The status takes the height held for it before it was known: its arrival moved nothing. */
async function expectHeldHeight(status: HTMLElement, height: number) {
  await expect(Math.round(status.getBoundingClientRect().height)).toBe(height);
}

/** Open, with the time it closes, the zone those times are in, and the holidays' note. */
export const OpenNow: Story = {
  args: {
    library: nlaVisit,
    mapSlot: undefined,
    openStatus: {
      open: true,
      next: { weekday: 0, time: '20:00', sameDay: true },
      holidaysMayDiffer: true,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent(
      `${i18n.t('libraries.openNowOpen')} · ${i18n.t('library.visit.closes', { when: '20:00' })}`,
    );
    // The zone by its name in the reader's language ("Australian Eastern Time").
    const zone = new Intl.DateTimeFormat(i18n.language, {
      timeZone: 'Australia/Sydney',
      timeZoneName: 'longGeneric',
    })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')!.value;
    await expect(status).toHaveTextContent(i18n.t('library.visit.localTime', { zone }));
    await expect(status).toHaveTextContent(i18n.t('library.visit.holidaysMayDiffer'));
    await expectHeldHeight(status, 64);

    const week = canvas.getByRole('table', { name: i18n.t('library.operatingHours') });
    const rows = within(week).getAllByRole('row');
    await expect(rows).toHaveLength(7);
    // The days as the browser's Intl names them, Monday (2025-01-06) first.
    const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });
    await expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      Array.from({ length: 7 }, (_, day) => weekday.format(Date.UTC(2025, 0, 6 + day))),
    );
    await expect(within(rows[0]!).getByRole('cell')).toHaveTextContent('10:00–20:00');
    await expect(within(rows[6]!).getByRole('cell')).toHaveTextContent('10:00–17:00');

    const directions = canvas.getByRole('link', {
      name: new RegExp(`^${i18n.t('library.visit.directions')}`),
    });
    await expect(directions).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/directions?to=-35.2965%2C149.1294',
    );
    await expect(directions).toHaveAttribute('target', '_blank');
    // The maps app's link is for phones (a coarse pointer); a desktop browser hides it.
    await expect(canvas.getByTestId('geo-link')).toHaveAttribute(
      'href',
      'geo:-35.2965,149.1294?q=-35.2965,149.1294',
    );
    await expect(canvas.getByTestId('geo-link')).not.toBeVisible();

    await expect(canvas.getByRole('link', { name: /^catalogue\.nla\.gov\.au/ })).toHaveAttribute(
      'href',
      'https://catalogue.nla.gov.au',
    );
    await expect(canvas.getByRole('link', { name: /^trove\.nla\.gov\.au/ })).toBeVisible();
    await expect(canvas.getByText(i18n.t('library.visit.accessRegistration'))).toBeVisible();

    const ar = i18n.language === 'ar';
    await expect(factSources(canvasElement)).toEqual(
      expect.arrayContaining([
        // Hours: a month; phone: undated; website: a year; catalogue: a day.
        expect.stringContaining(
          i18n.t('library.visit.pageDated', { date: ar ? 'مارس 2025' : 'Mar 2025' }),
        ),
        expect.stringContaining(i18n.t('library.visit.undated')),
        expect.stringContaining(i18n.t('library.visit.pageDated', { date: '2014' })),
        expect.stringContaining(
          i18n.t('library.visit.pageDated', { date: ar ? '2 نوفمبر 2024' : 'Nov 2, 2024' }),
        ),
      ]),
    );
    await expect(factSources(canvasElement)).toHaveLength(7);
    await expect(
      canvas.getAllByRole('link', { name: new RegExp(`^${i18n.t('library.visit.source')}`) })[0],
    ).toHaveAttribute('href', 'https://www.nla.gov.au/contact-us');
    await expect(canvas.queryByText(i18n.t('library.visit.notRecorded'))).toBeNull();
  },
};

/** Closed, with the day and time it opens next. */
export const ClosedNow: Story = {
  args: {
    library: nlaVisit,
    mapSlot: undefined,
    openStatus: {
      open: false,
      next: { weekday: 4, time: '10:00', sameDay: false },
      holidaysMayDiffer: false,
    },
  },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    const friday = i18n.language === 'ar' ? 'الجمعة' : 'Friday';
    await expect(status).toHaveTextContent(
      `${i18n.t('libraries.openNowClosed')} · ${i18n.t('library.visit.opens', { when: `${friday} 10:00` })}`,
    );
    await expect(status).not.toHaveTextContent(i18n.t('library.visit.holidaysMayDiffer'));
  },
};

/** The same in Arabic: the week in Arabic day names, right to left, times as the library keeps them. */
export const OpenNowArabic: Story = {
  ...OpenNow,
  globals: { locale: 'ar' },
  // Open Now's Arabic screenshot is this one.
  parameters: { visual: { disable: true }, chromatic: { disableSnapshot: true } },
};

/** On a phone, the longest status (holidays' note included) still fits the space held. */
export const OpenNowOnAPhone: Story = {
  ...onAPhone,
  args: OpenNow.args,
  play: async ({ canvasElement }) => {
    await expectHeldHeight(await within(canvasElement).findByRole('status'), 84);
  },
};

/**
 * Hours as data but the status not known yet (the server's page, its hydration, the package on
 * its way): the space the status will take is held empty, the week's table is there.
 */
export const OpenStatusPending: Story = {
  args: { library: nlaVisit, mapSlot: undefined, openStatus: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

/** Hours as text only (no data): no status and no week table, the text as before. */
export const HoursAsTextOnly: Story = {
  args: { library: bnf, mapSlot: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(
      canvas.getByText(i18n.language === 'ar' ? bnf.operatingHours.ar : bnf.operatingHours.en),
    ).toBeVisible();
  },
};

/** A library whose hours, phone, email, website and catalogue no source has given yet. */
const withGaps: Library = {
  ...sampleLibrary('eg-enla'),
  operatingHours: { ...HOURS_NOT_RECORDED },
  contact: { phone: '', email: '' },
  website: '',
  catalogue: '',
};

/** Gaps for a visitor: each says so, with "Suggest the …", which will ask them to sign in first. */
export const GapsVisitor: Story = {
  args: { library: withGaps, mapSlot: undefined, signedIn: false, onSuggest: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(i18n.t('library.visit.notRecorded'))).toHaveLength(5);
    await expect(canvas.queryByText(HOURS_NOT_RECORDED.en)).toBeNull();
    // Hours, phone, email and website can be proposed; the catalogue cannot (yet).
    for (const key of ['suggestHours', 'suggestPhone', 'suggestEmail', 'suggestWebsite'] as const) {
      await expect(
        canvas.getByRole('button', { name: i18n.t(`library.visit.${key}`) }),
      ).toHaveAccessibleDescription(i18n.t('library.visit.signInFirst'));
    }
    await userEvent.click(
      canvas.getByRole('button', { name: i18n.t('library.visit.suggestPhone') }),
    );
    await expect(args.onSuggest).toHaveBeenCalledWith('contact.phone');
  },
};

/** Gaps for a signed-in reader: "Suggest the hours" asks for the proposal form at the hours. */
export const GapsSignedIn: Story = {
  args: { library: withGaps, mapSlot: undefined, signedIn: true, onSuggest: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const hours = canvas.getByRole('button', { name: i18n.t('library.visit.suggestHours') });
    await expect(hours).not.toHaveAccessibleDescription(i18n.t('library.visit.signInFirst'));
    await userEvent.click(hours);
    await expect(args.onSuggest).toHaveBeenCalledWith('operatingHours');
    await userEvent.click(
      canvas.getByRole('button', { name: i18n.t('library.visit.suggestEmail') }),
    );
    await expect(args.onSuggest).toHaveBeenLastCalledWith('contact.email');
  },
};

/** The gaps in Arabic, for a visitor. */
export const GapsArabic: Story = {
  ...GapsVisitor,
  globals: { locale: 'ar' },
  // Gaps Visitor's Arabic screenshot is this one.
  parameters: { visual: { disable: true }, chromatic: { disableSnapshot: true } },
};
