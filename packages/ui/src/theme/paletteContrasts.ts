import { decomposeColor } from '@mui/material/styles';
import type { SiteSettings } from '@libatlas/contracts';
import { contrastRatio } from './contrastRatio.ts';
import { createSiteTheme } from './createSiteTheme.ts';

/**
 * The pairs a palette is checked on: body text on the page background, the label of a primary
 * (filled) button on the primary colour, and primary-coloured text (links, text buttons, the
 * current tab) on the page background.
 */
export type ContrastCheck = 'text' | 'button' | 'primary';

/** One colour pair of a palette as the site shows it, with its WCAG contrast ratio. */
export interface PaletteContrast {
  /** The pair, as the Customise page's contrast warning names it. */
  check: ContrastCheck;
  /** The text colour, opaque (a translucent theme text colour blended onto its background). */
  foreground: string;
  /** The colour under it. */
  background: string;
  /** Their contrast ratio, from 1 to 21. */
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
 * The three pairs the Customise page checks (body text on the page, a filled button's label on
 * the primary colour, links on the page) in the theme `settings` make, measured on the colours
 * the theme really uses.
 */
export function paletteContrasts(settings: SiteSettings): PaletteContrast[] {
  const { palette } = createSiteTheme(settings, 'ltr');
  const page = palette.background.default;
  const primary = palette.primary.main;
  const pair = (check: ContrastCheck, color: string, under: string) => {
    const foreground = opaqueOn(color, under);
    return { check, foreground, background: under, ratio: contrastRatio(foreground, under) };
  };
  return [
    pair('text', palette.text.primary, page),
    pair('button', palette.primary.contrastText, primary),
    pair('primary', primary, page),
  ];
}
