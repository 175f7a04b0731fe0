import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { ThemeProvider, decomposeColor } from '@mui/material/styles';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  ACCENT_COLORS,
  COLOR_SCHEMES,
  DEFAULT_SITE_SETTINGS,
  type AccentColor,
  type ColorScheme,
  type SiteSettings,
} from '@libatlas/contracts';
import { useLanguage, useTranslation } from '@libatlas/i18n';
import { contrastRatio } from './contrastRatio.ts';
import { createSiteTheme } from './createSiteTheme.ts';
import { DirectionCacheProvider } from './DirectionCacheProvider.tsx';
import { SiteThemeProvider } from './SiteThemeProvider.tsx';
import { ViewModeToggle, type ViewMode } from '../ViewModeToggle/index.ts';

interface SpecimenProps {
  /** The colour scheme to show. */
  colorScheme: ColorScheme;
  /** The accent to show. */
  accent: AccentColor;
}

/** One scheme and accent: page and card surfaces, text, a link and both button styles. */
function Specimen({ colorScheme, accent }: SpecimenProps) {
  const { t } = useTranslation();
  const { direction } = useLanguage();
  const theme = useMemo(
    () => createSiteTheme({ ...DEFAULT_SITE_SETTINGS, colorScheme, accent }, direction),
    [colorScheme, accent, direction],
  );
  // The Custom scheme brings its own primary colour, so the accent does not apply to it.
  const scheme = t(`customize.schemes.${colorScheme}`);
  const label =
    colorScheme === 'custom' ? scheme : `${scheme} · ${t(`customize.accents.${accent}`)}`;
  return (
    <ThemeProvider theme={theme}>
      <Box
        role="group"
        aria-label={label}
        data-primary={theme.palette.primary.main}
        data-primary-text={theme.palette.primary.contrastText}
        data-background={theme.palette.background.default}
        data-paper={theme.palette.background.paper}
        data-text={theme.palette.text.primary}
        sx={{
          bgcolor: 'background.default',
          color: 'text.primary',
          p: 1.5,
          fontFamily: theme.typography.fontFamily,
        }}
      >
        <Card>
          <CardContent
            sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}
          >
            <Typography variant="subtitle2" component="p">
              {label}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('home.heroDescription1')}
            </Typography>
            <Link href="#theme" underline="always">
              {t('library.visitWebsite')}
            </Link>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button variant="contained">{t('customize.saveChanges')}</Button>
              <Button variant="outlined">{t('customize.cancel')}</Button>
            </Box>
          </CardContent>
        </Card>
      </Box>
    </ThemeProvider>
  );
}

/** Every colour scheme with every accent (the Custom scheme uses its own two colours). */
function SchemeGallery() {
  const pairs = COLOR_SCHEMES.flatMap((colorScheme): SpecimenProps[] =>
    colorScheme === 'custom'
      ? [{ colorScheme, accent: DEFAULT_SITE_SETTINGS.accent }]
      : ACCENT_COLORS.map((accent) => ({ colorScheme, accent })),
  );
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
      {pairs.map(({ colorScheme, accent }) => (
        <Specimen key={`${colorScheme}-${accent}`} colorScheme={colorScheme} accent={accent} />
      ))}
    </Box>
  );
}

const meta = {
  title: 'Theme/Site theme',
  component: Specimen,
  subcomponents: { SiteThemeProvider, DirectionCacheProvider },
  args: { colorScheme: 'default', accent: 'indigo' },
  argTypes: {
    colorScheme: { control: 'inline-radio', options: COLOR_SCHEMES },
    accent: { control: 'inline-radio', options: ACCENT_COLORS },
  },
} satisfies Meta<typeof Specimen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * All nineteen palettes side by side. Axe checks the contrast of every text on them; the play
 * function checks the colour pairs themselves, including those no text shows here.
 */
export const AllSchemes: Story = {
  render: () => <SchemeGallery />,
  play: async ({ canvasElement }) => {
    const groups = within(canvasElement).getAllByRole('group');
    await expect(groups).toHaveLength(3 * ACCENT_COLORS.length + 1);
    for (const group of groups) {
      const { primary, primaryText, background, paper, text } = group.dataset as Record<
        string,
        string
      >;
      // Button labels on the accent, and body text on both surfaces: WCAG AA for normal text.
      await expect(contrastRatio(primary!, primaryText!)).toBeGreaterThanOrEqual(4.5);
      await expect(contrastRatio(text!, background!)).toBeGreaterThanOrEqual(4.5);
      await expect(contrastRatio(text!, paper!)).toBeGreaterThanOrEqual(4.5);
    }
  },
};

/** The Custom scheme on a dark background: the text turns light to stay readable. */
export const CustomDarkBackground: Story = {
  args: { colorScheme: 'custom' },
  render: function Render() {
    const { direction } = useLanguage();
    const settings: SiteSettings = {
      ...DEFAULT_SITE_SETTINGS,
      colorScheme: 'custom',
      customColors: { primary: '#ffb74d', background: '#102027' },
    };
    const theme = createSiteTheme(settings, direction);
    return (
      <ThemeProvider theme={theme}>
        <Box
          sx={{ bgcolor: 'background.default', color: 'text.primary', p: 2 }}
          data-testid="surface"
        >
          <Typography>{settings.customColors.background}</Typography>
          <Button variant="contained">{settings.customColors.primary}</Button>
        </Box>
      </ThemeProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const surface = within(canvasElement).getByTestId('surface');
    await expect(getComputedStyle(surface).color).toBe('rgb(255, 255, 255)');
    const button = within(canvasElement).getByRole('button');
    // An amber accent takes dark text: white on it would fall below 4.5:1.
    await expect(getComputedStyle(button).color).toBe('rgba(0, 0, 0, 0.87)');
  },
};

/** The type scale from the default font sizes (headings 20, body 16, small 13). */
export const TypeScale: Story = {
  render: function Render() {
    const { t } = useTranslation();
    return (
      <Box>
        {(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((variant) => (
          <Typography key={variant} variant={variant} component="p">
            {variant} · {t('app.title')}
          </Typography>
        ))}
        <Typography variant="body1">{t('about.description')}</Typography>
        <Typography variant="body2">{t('home.heroDescription2')}</Typography>
        <Typography variant="caption" component="p">
          {t('library.opensInNewTab')}
        </Typography>
        <Typography variant="overline" component="p">
          {t('customize.fontSizes')}
        </Typography>
      </Box>
    );
  },
};

/**
 * The controls whose keyboard focus MUI draws only as a faint ripple, in one scheme: the header's
 * link and account button (on the accent in the default and custom schemes), the Grid/Map toggle
 * with its selected half, the vote button voted and not, and a link in text.
 */
function FocusSpecimen({ colorScheme }: { colorScheme: ColorScheme }) {
  const { t } = useTranslation();
  const { direction } = useLanguage();
  const theme = useMemo(
    () => createSiteTheme({ ...DEFAULT_SITE_SETTINGS, colorScheme }, direction),
    [colorScheme, direction],
  );
  const [view, setView] = useState<ViewMode>('grid');
  const accent = theme.custom.headerVariant === 'accent';
  return (
    <ThemeProvider theme={theme}>
      <Box
        role="group"
        aria-label={t(`customize.schemes.${colorScheme}`)}
        sx={{ bgcolor: 'background.default', color: 'text.primary', p: 1.5 }}
      >
        <AppBar
          component="div"
          position="static"
          color={accent ? 'primary' : 'inherit'}
          enableColorOnDark
        >
          <Toolbar sx={{ gap: 1 }}>
            <Button color="inherit" href="#libraries" sx={{ borderRadius: 0, minHeight: 64 }}>
              {t('nav.libraries')}
            </Button>
            <IconButton color="inherit" aria-label={t('nav.accountMenu')}>
              <AccountCircleIcon />
            </IconButton>
          </Toolbar>
        </AppBar>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1.5 }}>
          <ViewModeToggle value={view} onChange={setView} />
          <Button variant="contained" size="small">
            {t('suggestions.vote')} 3
          </Button>
          <Button variant="outlined" size="small">
            {t('suggestions.vote')} 2
          </Button>
          <Link href="#theme">{t('library.visitWebsite')}</Link>
        </Box>
      </Box>
    </ThemeProvider>
  );
}

type Rgba = [number, number, number, number];

function rgba(color: string): Rgba {
  const { type, values } = decomposeColor(color);
  return [values[0], values[1], values[2], type === 'rgba' ? values[3]! : 1];
}

/** `top` painted over the opaque `bottom`. */
function over([r, g, b, a]: Rgba, bottom: Rgba): Rgba {
  return [r * a + bottom[0] * (1 - a), g * a + bottom[1] * (1 - a), b * a + bottom[2] * (1 - a), 1];
}

const css = ([r, g, b]: Rgba) => `rgb(${r}, ${g}, ${b})`;

/** The colour behind a point of `element`'s box: its own background over its ancestors'. */
function backdropOf(element: Element): Rgba {
  const layers: Rgba[] = [];
  for (let node: Element | null = element; node; node = node.parentElement) {
    const layer = rgba(getComputedStyle(node).backgroundColor);
    layers.push(layer);
    if (layer[3] === 1) break;
  }
  return layers.reduceRight((bottom, layer) => over(layer, bottom), [255, 255, 255, 1] as Rgba);
}

/**
 * Each control, reached with Tab, shows a solid ring at least 2 px wide whose colour stands out
 * by 3:1 from what is behind it (its own background for a ring inside its edge, its parent's for
 * one around it): WCAG 2.4.7 and 1.4.11, in each colour scheme.
 */
export const FocusRings: Story = {
  render: () => (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {COLOR_SCHEMES.map((colorScheme) => (
        <FocusSpecimen key={colorScheme} colorScheme={colorScheme} />
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    // The grid/map switch loads on demand, as on the Libraries page: wait for it in each scheme.
    await waitFor(() =>
      expect(within(canvasElement).getAllByRole('button', { pressed: true })).toHaveLength(
        COLOR_SCHEMES.length,
      ),
    );
    const reached: string[] = [];
    for (;;) {
      await userEvent.tab();
      const control = document.activeElement;
      if (!control || !canvasElement.contains(control)) break;
      const style = getComputedStyle(control);
      const name = `${control.closest('[role="group"]')!.getAttribute('aria-label')}: ${
        control.getAttribute('aria-label') ?? control.textContent
      }`;
      reached.push(name);
      await expect(style.outlineStyle, name).toBe('solid');
      await expect(parseFloat(style.outlineWidth), name).toBeGreaterThanOrEqual(2);
      const behind = parseFloat(style.outlineOffset) < 0 ? control : control.parentElement!;
      const backdrop = backdropOf(behind);
      const ring = over(rgba(style.outlineColor), backdrop);
      await expect(contrastRatio(css(ring), css(backdrop)), name).toBeGreaterThanOrEqual(3);
    }
    // The header link and account button, one half of the toggle (the other is reached with the
    // arrow keys), both vote buttons and the link, in each scheme.
    await expect(reached).toHaveLength(COLOR_SCHEMES.length * 6);
  },
};
