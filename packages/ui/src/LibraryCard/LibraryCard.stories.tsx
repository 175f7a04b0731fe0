import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { i18n } from '@libatlas/i18n';
import { sampleLibrary } from '../fixtures/sampleLibraries.ts';
import { LibraryCard } from './LibraryCard.tsx';
import { NewTabHint } from '../shared/NewTabHint.tsx';

const bnf = sampleLibrary('fr-bnf');

const meta = {
  title: 'Components/LibraryCard',
  component: LibraryCard,
  subcomponents: { NewTabHint },
  args: { library: bnf, canEdit: false, onEdit: fn() },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 380 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof LibraryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

// Play functions read texts from the active catalog (`i18n.t`), so each story passes in either
// language: the visual suite opens every story in English and in Arabic.

/** Shows where the story's router is, so a play function can see a navigation happen. */
function LocationDisplay() {
  const { pathname } = useLocation();
  return (
    <Typography variant="caption" component="p" sx={{ mt: 2 }} data-testid="location">
      {pathname}
    </Typography>
  );
}

const withLocation: Story['render'] = (args) => (
  <>
    <LibraryCard {...args} />
    <LocationDisplay />
  </>
);

/** The centre of an element, in the viewport's coordinates. */
function centreOf(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [box.left + box.width / 2, box.top + box.height / 2];
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = i18n.language === 'ar' ? args.library.lib_name.ar : args.library.lib_name.en;
    const heading = canvas.getByRole('heading', { level: 3, name });
    await expect(within(heading).getByRole('link', { name })).toHaveAttribute(
      'href',
      '/libraries/fr-bnf',
    );
    await expect(
      canvas.getByRole('img', { name: i18n.t('library.imageAlt', { name }) }),
    ).toBeVisible();
    await expect(canvas.getByText(i18n.language === 'ar' ? 'فرنسا' : 'France')).toBeVisible();
    await expect(canvas.getByText(i18n.t('region.europe'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: new RegExp(i18n.t('library.visitWebsite')) }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: i18n.t('library.edit') })).toBeNull();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'المكتبة الوطنية الفرنسية' })).toBeVisible();
    await expect(canvas.getByText('فرنسا')).toBeVisible();
    await expect(canvas.getByText('أوروبا')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'صورة المكتبة الوطنية الفرنسية' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /زيارة الموقع الإلكتروني/ })).toBeVisible();
  },
};

/** A library without a photo gets its generated cover, the same one on every visit. */
export const NoImage: Story = {
  args: { library: sampleLibrary('eg-enla') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('library-cover')).toBeVisible();
    // The cover is decorative: the card's heading names the library.
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByTestId('library-cover')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const NoImageDarkScheme: Story = {
  ...NoImage,
  globals: { colorScheme: 'dark' },
};

/** The image's address answers with no image: a placeholder icon takes its place (spec §2). */
export const ImageFails: Story = {
  args: { library: sampleLibrary('sa-kfnl') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const placeholder = await waitFor(
      () => canvas.getByRole('img', { name: i18n.t('library.imageUnavailable') }),
      {
        timeout: 5000,
      },
    );
    await expect(placeholder).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const NoWebsite: Story = {
  args: { library: sampleLibrary('eg-enla') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole('link', { name: new RegExp(i18n.t('library.visitWebsite')) }),
    ).toBeNull();
    // The name still opens the library's page.
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const WebsiteLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: new RegExp(i18n.t('library.visitWebsite')) });
    await expect(link).toHaveAttribute('href', 'https://www.bnf.fr');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Screen readers hear that the link opens a new tab.
    await expect(link).toHaveAccessibleName(
      `${i18n.t('library.visitWebsite')} ${i18n.t('library.opensInNewTab')}`,
    );
  },
};

export const Admin: Story = {
  args: { canEdit: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const edit = canvas.getByRole('button', { name: i18n.t('library.edit') });
    await userEvent.click(edit);
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await expect(args.onEdit).toHaveBeenCalledWith(args.library);
  },
};

export const Visitor: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: i18n.t('library.edit') }),
    ).toBeNull();
  },
};

/** Tab reaches the card's link first; Enter opens the library's page. */
export const KeyboardOpens: Story = {
  render: withLocation,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = i18n.language === 'ar' ? args.library.lib_name.ar : args.library.lib_name.en;
    const link = canvas.getByRole('link', { name });
    await expect(canvas.getByTestId('location')).toHaveTextContent(/^\/$/);

    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() =>
      expect(canvas.getByTestId('location')).toHaveTextContent('/libraries/fr-bnf'),
    );
  },
};

/**
 * The whole card is the link: its picture and its texts are covered by the stretched name link,
 * while the Visit Website link and the Edit button stay on top, each its own control.
 */
export const WholeCardOpens: Story = {
  args: { canEdit: true },
  render: withLocation,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = i18n.language === 'ar' ? args.library.lib_name.ar : args.library.lib_name.en;
    const link = canvas.getByRole('link', { name });
    for (const part of [
      canvas.getByRole('img', { name: i18n.t('library.imageAlt', { name }) }),
      canvas.getByText(i18n.t('region.europe')),
    ]) {
      await expect(document.elementFromPoint(...centreOf(part))).toBe(link);
    }
    const website = canvas.getByRole('link', { name: new RegExp(i18n.t('library.visitWebsite')) });
    await expect(website.contains(document.elementFromPoint(...centreOf(website)))).toBe(true);
    const edit = canvas.getByRole('button', { name: i18n.t('library.edit') });
    await expect(edit.contains(document.elementFromPoint(...centreOf(edit)))).toBe(true);

    await userEvent.click(link);
    await expect(canvas.getByTestId('location')).toHaveTextContent('/libraries/fr-bnf');
  },
};

/** Entered in Arabic only: the English interface shows the Arabic name, marked as Arabic. */
export const ArabicOnlyName: Story = {
  args: { library: sampleLibrary('qa-qnl') },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'مكتبة قطر الوطنية' });
    await expect(link).toBeVisible();
    if (i18n.language === 'en') {
      await expect(link).toHaveAttribute('lang', 'ar');
    }
  },
};

// Hours that give the same answer at any moment, so the stories and their screenshots do not
// depend on the clock: always open, and closed (no opening at all).
const alwaysOpen = { ...bnf, openingHours: '24/7', timeZone: 'Europe/Paris', countryCode: 'FR' };
const neverOpen = { ...alwaysOpen, openingHours: 'off' };

/**
 * Hours as data: once the browser has read them in the library's own time, "Open now" over the
 * picture (never in the server's page or its hydration, so it appears without moving anything).
 */
export const OpenNow: Story = {
  args: { library: alwaysOpen },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const badge = await canvas.findByText(i18n.t('libraries.openNowOpen'), {}, { timeout: 5000 });
    await expect(badge).toBeVisible();
    await expect(canvas.queryByText(i18n.t('libraries.openNowClosed'))).toBeNull();
    // Over the picture, and a click on it still opens the library's page.
    const name = i18n.language === 'ar' ? bnf.lib_name.ar : bnf.lib_name.en;
    await expect(document.elementFromPoint(...centreOf(badge))).toBe(
      canvas.getByRole('link', { name }),
    );
  },
};

export const OpenNowArabic: Story = {
  ...OpenNow,
  globals: { locale: 'ar' },
};

export const ClosedNow: Story = {
  args: { library: neverOpen },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(i18n.t('libraries.openNowClosed'), {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByText(i18n.t('libraries.openNowOpen'))).toBeNull();
  },
};

/** Hours only as text (or none): no badge, whatever the clock. */
export const NoHoursAsData: Story = {
  args: { library: { ...alwaysOpen, openingHours: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByText(i18n.t('libraries.openNowOpen'))).toBeNull();
    await expect(canvas.queryByText(i18n.t('libraries.openNowClosed'))).toBeNull();
  },
};
