import { decomposeColor } from '@mui/material/styles';
import type { SiteSettings } from '@libatlas/contracts';
import { contrastRatio, createSiteTheme } from '../theme/index.ts';

/** WCAG 2 AA's minimum contrast for body-size text. */
export const AA_TEXT_CONTRAST = 4.5;

/**
 * The pairs the Custom scheme is checked on: body text on the page background, the label of a
 * primary (filled) button on the primary colour, and primary-coloured text (links, text buttons,
 * the current tab) on the page background.
 */
export type ContrastCheck = 'text' | 'button' | 'primary';

export interface ContrastIssue {
  /** Which pair falls short. */
  check: ContrastCheck;
  /** Its contrast ratio, below {@link AA_TEXT_CONTRAST}. */
  ratio: number;
}

/** `color` as it shows on `background`: a translucent colour (the theme's text is) blended in. */
function opaqueOn(color: string, background: string): string {
  const { values } = decomposeColor(color);
  const alpha = values[3] ?? 1;
  if (alpha >= 1) return color;
  const under = decomposeColor(background).values;
  const mix = (channel: 0 | 1 | 2) =>
    Math.round(values[channel] * alpha + under[channel] * (1 - alpha));
  return `rgb(${mix(0)}, ${mix(1)}, ${mix(2)})`;
}

/**
 * The pairs of the theme made from `settings` that fall below WCAG AA (4.5:1), measured on the
 * very colours the theme uses (its text colour is chosen for the background, its button text
 * for the primary colour), in the order of {@link ContrastCheck}.
 */
export function contrastIssues(settings: SiteSettings): ContrastIssue[] {
  const { palette } = createSiteTheme(settings, 'ltr');
  const background = palette.background.default;
  const primary = palette.primary.main;
  const ratios: [ContrastCheck, number][] = [
    ['text', contrastRatio(opaqueOn(palette.text.primary, background), background)],
    ['button', contrastRatio(opaqueOn(palette.primary.contrastText, primary), primary)],
    ['primary', contrastRatio(primary, background)],
  ];
  return ratios
    .filter(([, ratio]) => ratio < AA_TEXT_CONTRAST)
    .map(([check, ratio]) => ({ check, ratio }));
}
