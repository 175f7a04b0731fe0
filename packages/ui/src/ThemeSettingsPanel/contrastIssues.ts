import type { SiteSettings } from '@libatlas/contracts';
import { paletteContrasts, type ContrastCheck } from '../theme/paletteContrasts.ts';

/** WCAG 2 AA's minimum contrast for body-size text. */
export const AA_TEXT_CONTRAST = 4.5;

export type { ContrastCheck };

export interface ContrastIssue {
  /** Which pair falls short. */
  check: ContrastCheck;
  /** Its contrast ratio, below {@link AA_TEXT_CONTRAST}. */
  ratio: number;
}

/**
 * The pairs of the theme made from `settings` that fall below WCAG AA (4.5:1), measured on the
 * very colours the theme uses (its text colour is chosen for the background, its button text
 * for the primary colour), in the order of {@link ContrastCheck}.
 */
export function contrastIssues(settings: SiteSettings): ContrastIssue[] {
  return paletteContrasts(settings)
    .filter(({ ratio }) => ratio < AA_TEXT_CONTRAST)
    .map(({ check, ratio }) => ({ check, ratio }));
}
