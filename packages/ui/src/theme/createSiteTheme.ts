import {
  createTheme,
  lighten,
  type Breakpoint,
  type PaletteOptions,
  type Theme,
  type TypographyVariantsOptions,
} from '@mui/material/styles';
import { blue, green, indigo, pink, purple, red } from '@mui/material/colors';
import type {
  AccentColor,
  ColorScheme,
  ContentWidth,
  NavigationStyle,
  SiteSettings,
} from '@libatlas/contracts';
import { readableTextOn } from './contrastRatio.ts';
import { fontStack } from './fonts.ts';

/** Site-specific values the components read from the theme (`theme.custom`). */
export interface SiteThemeExtras {
  /** The colour scheme the theme was made from. */
  colorScheme: ColorScheme;
  /** Where the main navigation sits: the top bar, a side drawer, or a compact bar with a menu. */
  navigationStyle: NavigationStyle;
  /** Full width or contained page content. */
  contentWidth: ContentWidth;
  /** `Container` maxWidth for page content: `false` spans the window. */
  contentMaxWidth: Breakpoint | false;
  /** `accent`: the header is filled with the primary colour; `surface`: it sits on the page surface. */
  headerVariant: 'accent' | 'surface';
  /** Whether card images grow on hover. */
  hoverZoom: boolean;
  /** The scale a hovered card image grows to (1 when hover zoom is off). */
  hoverZoomScale: number;
  /** Whether cards carry a shadow; without one they get an outline. */
  shadowEffect: boolean;
  /** Whether corners are rounded. */
  roundedCorners: boolean;
}

declare module '@mui/material/styles' {
  interface Theme {
    custom: SiteThemeExtras;
  }
  interface ThemeOptions {
    custom?: SiteThemeExtras;
  }
}

/**
 * Accent colours in two tones: `light` sits on light backgrounds and carries white text (every one
 * is at least 4.5:1 against white), `dark` sits on dark backgrounds and carries black text.
 */
const ACCENTS: Record<AccentColor, { light: string; dark: string }> = {
  indigo: { light: indigo[600], dark: indigo[200] },
  blue: { light: blue[800], dark: blue[200] },
  green: { light: green[800], dark: green[200] },
  red: { light: red[800], dark: red[200] },
  purple: { light: purple[700], dark: purple[200] },
  pink: { light: pink[800], dark: pink[200] },
};

// MUI's default threshold (3) would pick white text on colours where it reaches only 3:1; the
// site's buttons are body-size text, which WCAG AA wants at 4.5:1.
const CONTRAST_THRESHOLD = 4.5;

const HOVER_ZOOM_SCALE = 1.05;

// The keyboard's focus, drawn on every control in every scheme (WCAG 2.4.7 focus visible, 1.4.11
// at least 3:1): MUI marks it only with a faint ripple, invisible on a selected toggle. The ring is
// in the control's own text colour, which reads on the control's background by design (white on a
// contained button or the accent header, the accent or body text on a surface), and sits inside
// the control's edge, on that same background, where no neighbour or clipping parent can hide it.
const CONTROL_FOCUS_RING = {
  outline: '2px solid currentColor',
  outlineOffset: '-4px',
} as const;

// A link in running text has no background of its own: its ring sits around it, on the text's.
const LINK_FOCUS_RING = {
  outline: '2px solid currentColor',
  outlineOffset: '2px',
} as const;

// A reader who asks for less motion (prefers-reduced-motion) sees nothing fade, grow or slide:
// MUI's transitions, set inline on each element (dialogs, menus, the drawer), end at once, and its
// ripple is not drawn. A duration of 0 ends a transition without a transitionend event, which no
// code here waits for (MUI's transitions and Leaflet's zoom end on timers). Animations are left
// alone: a spinner that stopped would no longer say that something is loading.
const REDUCED_MOTION = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      transitionDuration: '0s !important',
      transitionDelay: '0s !important',
      scrollBehavior: 'auto !important',
    },
    '.MuiTouchRipple-root': { display: 'none' },
  },
} as const;

function paletteFor(settings: SiteSettings): PaletteOptions {
  const accent = ACCENTS[settings.accent];
  switch (settings.colorScheme) {
    case 'dark':
      return {
        mode: 'dark',
        primary: { main: accent.dark },
        background: { default: '#121212', paper: '#1e1e1e' },
        contrastThreshold: CONTRAST_THRESHOLD,
      };
    case 'light':
      return {
        mode: 'light',
        primary: { main: accent.light },
        background: { default: '#ffffff', paper: '#ffffff' },
        divider: 'rgba(0, 0, 0, 0.08)',
        contrastThreshold: CONTRAST_THRESHOLD,
      };
    case 'custom': {
      const { primary, background } = settings.customColors;
      // The mode follows the background so text, dividers and hover tints stay readable on it.
      const mode = readableTextOn(background) === '#ffffff' ? 'dark' : 'light';
      return {
        mode,
        primary: { main: primary },
        background: {
          default: background,
          paper: lighten(background, mode === 'dark' ? 0.06 : 0.6),
        },
        contrastThreshold: CONTRAST_THRESHOLD,
      };
    }
    case 'default':
      return {
        mode: 'light',
        primary: { main: accent.light },
        background: { default: '#f5f6fa', paper: '#ffffff' },
        contrastThreshold: CONTRAST_THRESHOLD,
      };
  }
}

const rem = (px: number) => `${px / 16}rem`;

/**
 * Typography from the three font-size sliders (spec §2): h6 is the `headings` size and each level
 * above grows by a 1.2 ratio; body1 is `body`, body2 and buttons a step smaller; caption and
 * overline are `small`. Arabic gets taller lines and no letter spacing, which would break the
 * joined letters apart.
 */
function typographyFor(
  settings: SiteSettings,
  direction: 'ltr' | 'rtl',
): TypographyVariantsOptions {
  const { headings, body, small } = settings.fontSizes;
  const rtl = direction === 'rtl';
  const heading = (level: number, fontWeight: number) => ({
    fontSize: rem(Math.round(headings * 1.2 ** (6 - level) * 10) / 10),
    fontWeight,
    lineHeight: rtl ? 1.45 : 1.25,
  });
  const bodySmall = Math.max(12, Math.round(body * 0.875));
  return {
    fontFamily: fontStack(settings.fontFamily, direction),
    // The base of `pxToRem`, so component paddings and icon sizes follow the body size.
    fontSize: bodySmall,
    htmlFontSize: 16,
    fontWeightLight: 400,
    fontWeightRegular: 400,
    fontWeightMedium: 500,
    fontWeightBold: 700,
    allVariants: rtl ? { letterSpacing: 0 } : {},
    h1: heading(1, 700),
    h2: heading(2, 700),
    h3: heading(3, 700),
    h4: heading(4, 700),
    h5: heading(5, 500),
    h6: heading(6, 500),
    subtitle1: { fontSize: rem(body), fontWeight: 500 },
    subtitle2: { fontSize: rem(bodySmall), fontWeight: 500 },
    body1: { fontSize: rem(body), lineHeight: rtl ? 1.8 : 1.6 },
    body2: { fontSize: rem(bodySmall), lineHeight: rtl ? 1.7 : 1.5 },
    button: { fontSize: rem(bodySmall), fontWeight: 500, textTransform: 'none' },
    caption: { fontSize: rem(small), lineHeight: rtl ? 1.7 : 1.5 },
    overline: { fontSize: rem(small), fontWeight: 500, textTransform: rtl ? 'none' : 'uppercase' },
  };
}

/**
 * The MUI theme for the saved site settings (every option of the Customise page) in one direction.
 * Pure: the same settings and direction give an equal theme, so callers can memoise on them.
 */
export function createSiteTheme(settings: SiteSettings, direction: 'ltr' | 'rtl'): Theme {
  const palette = paletteFor(settings);
  const custom: SiteThemeExtras = {
    colorScheme: settings.colorScheme,
    navigationStyle: settings.navigationStyle,
    contentWidth: settings.contentWidth,
    contentMaxWidth: settings.contentWidth === 'full' ? false : 'lg',
    headerVariant:
      settings.colorScheme === 'default' || settings.colorScheme === 'custom'
        ? 'accent'
        : 'surface',
    hoverZoom: settings.hoverZoom,
    hoverZoomScale: settings.hoverZoom ? HOVER_ZOOM_SCALE : 1,
    shadowEffect: settings.shadowEffect,
    roundedCorners: settings.roundedCorners,
  };
  return createTheme({
    direction,
    palette,
    typography: typographyFor(settings, direction),
    shape: { borderRadius: settings.roundedCorners ? 12 : 0 },
    custom,
    components: {
      MuiCard: {
        defaultProps: settings.shadowEffect ? { elevation: 2 } : { variant: 'outlined' },
        styleOverrides: {
          root: {
            // Card images grow inside the card, never over its edges.
            '& .MuiCardMedia-root': {
              transition: 'transform 250ms ease-out',
            },
            ...(settings.hoverZoom && {
              '@media (hover: hover) and (prefers-reduced-motion: no-preference)': {
                '&:hover .MuiCardMedia-root, &:focus-within .MuiCardMedia-root': {
                  transform: `scale(${HOVER_ZOOM_SCALE})`,
                },
              },
            }),
          },
        },
      },
      MuiCardMedia: {
        styleOverrides: { root: { transformOrigin: 'center' } },
      },
      MuiAppBar: {
        defaultProps: { elevation: 0 },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
      },
      MuiButtonBase: {
        styleOverrides: { root: { '&.Mui-focusVisible': CONTROL_FOCUS_RING } },
      },
      MuiCssBaseline: {
        styleOverrides: {
          // Named anchors (the skip link's target) must not hide under the sticky header.
          '[id]': { scrollMarginTop: 80 },
          ':where(a, summary):focus-visible': LINK_FOCUS_RING,
          ...REDUCED_MOTION,
        },
      },
    },
  });
}
