// Self-hosted faces (design §2: no CDN). Only the weights the theme uses (400 regular, 500 medium,
// 700 bold) and only the subsets the site shows: Latin for the Latin faces, Arabic for the Arabic
// faces, so Latin text keeps the chosen Latin face even when the Arabic face leads the stack.
// Lato has no 500; the browser falls back to its 400 as CSS font matching specifies. Each face is
// split in two (scripts/subsetFonts.mjs): a core with what the site writes in its script, all a
// page's first paint needs (Inter: 14 kB a weight instead of 24, IBM Plex Sans Arabic: 15 instead
// of 43), and the rest, fetched only by a page that has such a character.
import './latinFaces/latinFaces.css';
import './arabicFaces/arabicFaces.css';

import type { FontFamily } from '@libatlas/contracts';

/** Each Latin family of the Customise page with the Arabic face that sits best beside it. */
export const FONT_PAIRS: Record<FontFamily, { latin: string; arabic: string }> = {
  // Both neutral grotesques drawn for interfaces.
  inter: { latin: 'Inter', arabic: 'IBM Plex Sans Arabic' },
  // Android's own pairing: Roboto falls back to Noto Sans Arabic there.
  roboto: { latin: 'Roboto', arabic: 'Noto Sans Arabic' },
  // Open, humanist shapes with a large x-height on both sides.
  openSans: { latin: 'Open Sans', arabic: 'Tajawal' },
  // Lato's rounded geometry matches Cairo's.
  lato: { latin: 'Lato', arabic: 'Cairo' },
};

/**
 * The CSS font stack for a family: the face of the active script first, the other script's face
 * next so mixed text (an English name inside Arabic text and back) still renders in a chosen face.
 */
export function fontStack(family: FontFamily, direction: 'ltr' | 'rtl'): string {
  const { latin, arabic } = FONT_PAIRS[family];
  const faces = direction === 'rtl' ? [arabic, latin] : [latin, arabic];
  return [...faces.map((face) => `"${face}"`), 'system-ui', 'sans-serif'].join(', ');
}
