// Self-hosted faces (design §2: no CDN). Only the weights the theme uses (400 regular, 500 medium,
// 700 bold) and only the subsets the site shows: Latin for the Latin faces, Arabic for the Arabic
// faces, so Latin text keeps the chosen Latin face even when the Arabic face leads the stack.
// Lato has no 500; the browser falls back to its 400 as CSS font matching specifies. Each Arabic
// face is split in two (scripts/subsetArabicFonts.mjs): the core of Arabic as the site writes it,
// a third of the face and all a page's first paint needs, and the rest, fetched only by a page
// that has such a character.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/open-sans/latin-400.css';
import '@fontsource/open-sans/latin-500.css';
import '@fontsource/open-sans/latin-700.css';
import '@fontsource/lato/latin-400.css';
import '@fontsource/lato/latin-700.css';
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
