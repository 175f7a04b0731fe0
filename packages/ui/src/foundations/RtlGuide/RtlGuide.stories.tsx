import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { expect, within } from 'storybook/test';
import { useTheme } from '@mui/material/styles';
import { i18n, localized, useLanguage, useTranslation } from '@libatlas/i18n';
import { AccessDenied } from '../../AccessDenied/index.ts';
import { DetailList } from '../../DetailList/index.ts';
import { sampleLibrary } from '../../fixtures/sampleLibraries.ts';
import { DoAndDont } from './DoAndDont.tsx';

const meta = {
  title: 'Foundations/RTL guide',
  component: DoAndDont,
  // Each story draws its own pair; the args only feed the Docs page's controls.
  args: { good: null, bad: null },
} satisfies Meta<typeof DoAndDont>;

export default meta;
type Story = StoryObj<typeof meta>;

const bnf = sampleLibrary('fr-bnf');

/** Pointing icons mirror: Back points to the start of the line, the right in Arabic. */
export const PointingIcons: Story = {
  render: function Render() {
    const { t } = useTranslation();
    const back = { label: t('users.backToManagement'), href: '/manage' };
    return (
      <DoAndDont
        good={<AccessDenied back={back} />}
        bad={
          <Paper sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
            <Button variant="contained" startIcon={<ArrowBackIcon />}>
              {back.label}
            </Button>
          </Paper>
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const button = within(within(canvasElement).getByTestId('do')).getByRole('link');
    const arrow = button.querySelector('.MuiButton-startIcon svg')!;
    const rtl = document.documentElement.dir === 'rtl';
    await expect(getComputedStyle(arrow).transform).toBe(
      rtl ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none',
    );
  },
};

/**
 * Phone numbers, addresses of web sites and e-mails read left to right in both languages: the
 * library page sets `dir="ltr"` on them. Left to the paragraph's direction, an Arabic page
 * reorders the groups of a phone number and moves a URL's trailing slash to its start.
 */
export const LeftToRightValues: Story = {
  render: function Render() {
    const { t } = useTranslation();
    const phone = bnf.contact.phone;
    const website = `${bnf.website}/`;
    return (
      <DoAndDont
        good={
          <DetailList
            items={[
              {
                label: t('library.phone'),
                value: (
                  <Link href={`tel:${phone}`} dir="ltr">
                    {phone}
                  </Link>
                ),
              },
              {
                label: t('library.website'),
                value: (
                  <Link href={website} dir="ltr">
                    {website}
                  </Link>
                ),
              },
            ]}
          />
        }
        bad={
          <DetailList
            items={[
              { label: t('library.phone'), value: <Link href={`tel:${phone}`}>{phone}</Link> },
              { label: t('library.website'), value: <Link href={website}>{website}</Link> },
            ]}
          />
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const good = within(within(canvasElement).getByTestId('do'));
    await expect(good.getByRole('link', { name: bnf.contact.phone })).toHaveAttribute('dir', 'ltr');
  },
};

/** U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE: `<bdi>` for interpolated text. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * A name in the other script, put into a sentence by interpolation, is isolated so its
 * punctuation stays with it. Without it, the closing parenthesis of "(BnF)" lands at the far
 * end of an Arabic sentence.
 */
export const MixedScripts: Story = {
  render: function Render() {
    const { t } = useTranslation();
    const name = 'Bibliothèque nationale (BnF)';
    return (
      <DoAndDont
        good={<Typography>{t('suggestions.byAuthor', { name: isolate(name) })}</Typography>}
        bad={<Typography>{t('suggestions.byAuthor', { name })}</Typography>}
      />
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('do')).toHaveTextContent(
      i18n.t('suggestions.byAuthor', { name: isolate('Bibliothèque nationale (BnF)') }),
    );
  },
};

/**
 * Write sides once. The Emotion cache mirrors physical properties (`left`, `marginLeft`, `pl`)
 * in Arabic, and logical ones (`insetInlineEnd`) follow the direction by themselves; a side
 * chosen from `theme.direction` in `sx` is mirrored a second time and lands on the wrong side.
 * (Positions that are not CSS, such as a Popover's origin, are not mirrored: the header's menu
 * and the user menu pick them from the direction.)
 */
export const LogicalSides: Story = {
  render: function Render() {
    const { t } = useTranslation();
    const { language } = useLanguage();
    const theme = useTheme();
    const card = (badge: object) => (
      <Paper variant="outlined" sx={{ position: 'relative', p: 2, pt: 6, minHeight: 120 }}>
        <Chip
          label={t('roles.admin')}
          color="primary"
          size="small"
          sx={{ position: 'absolute', top: 12, ...badge }}
        />
        <Typography>{localized(bnf.lib_name, language)}</Typography>
      </Paper>
    );
    return (
      <DoAndDont
        good={card({ insetInlineEnd: 12 })}
        bad={card({ [theme.direction === 'rtl' ? 'left' : 'right']: 12 })}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chip = canvas.getByTestId('do').querySelector<HTMLElement>('.MuiChip-root')!;
    const card = chip.parentElement!.getBoundingClientRect();
    const box = chip.getBoundingClientRect();
    const rtl = document.documentElement.dir === 'rtl';
    // The badge sits at the inline end: the right in English, the left in Arabic.
    await expect(rtl ? box.left - card.left : card.right - box.right).toBeLessThan(20);
  },
};

/**
 * Arabic letters join: letter spacing pulls them apart, and there are no capitals to transform.
 * The theme turns both off in Arabic (every variant, `overline` included).
 */
export const ArabicLetterSpacing: Story = {
  render: function Render() {
    const sample = i18n.getFixedT('ar')('customize.fontSample');
    return (
      <DoAndDont
        good={
          <Box lang="ar" dir="rtl">
            <Typography sx={{ fontSize: 24, letterSpacing: 0 }}>{sample}</Typography>
          </Box>
        }
        bad={
          <Box lang="ar" dir="rtl">
            <Typography sx={{ fontSize: 24, letterSpacing: '0.3em' }}>{sample}</Typography>
          </Box>
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByTestId('do').querySelector('p')!;
    await expect(getComputedStyle(text).letterSpacing).toMatch(/^(normal|0px)$/);
  },
};
