import type { SiteSettings } from './settings';

// Plain data, without zod: the browser's first load reads it (settings.ts holds the schemas).

export const COLOR_SCHEMES = ['default', 'dark', 'light', 'custom'] as const;
export const ACCENT_COLORS = ['indigo', 'blue', 'green', 'red', 'purple', 'pink'] as const;
export const NAVIGATION_STYLES = ['top', 'side', 'minimal'] as const;
export const CONTENT_WIDTHS = ['full', 'contained'] as const;
export const FONT_FAMILIES = ['inter', 'roboto', 'openSans', 'lato'] as const;

/** The font-size sliders' range in pixels (spec §9). */
export const FONT_SIZE_MIN = 12;
export const FONT_SIZE_MAX = 24;

export type ColorScheme = (typeof COLOR_SCHEMES)[number];
export type AccentColor = (typeof ACCENT_COLORS)[number];
export type NavigationStyle = (typeof NAVIGATION_STYLES)[number];
export type ContentWidth = (typeof CONTENT_WIDTHS)[number];
export type FontFamily = (typeof FONT_FAMILIES)[number];

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  colorScheme: 'default',
  accent: 'indigo',
  customColors: { primary: '#3949ab', background: '#fafafa' },
  navigationStyle: 'top',
  contentWidth: 'contained',
  fontFamily: 'inter',
  fontSizes: { headings: 20, body: 16, small: 13 },
  heroImage: '',
  roundedCorners: true,
  shadowEffect: true,
  hoverZoom: true,
  ownerName: { en: 'National Libraries Atlas', ar: 'أطلس المكتبات الوطنية' },
  contactEmail: 'contact@libatlas.local',
};
