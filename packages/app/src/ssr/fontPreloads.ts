import type { FontFamily } from '@libatlas/contracts';
import cairo400 from '@libatlas/ui/theme/arabicFaces/cairo-400-core.woff2?url';
import cairo500 from '@libatlas/ui/theme/arabicFaces/cairo-500-core.woff2?url';
import cairo700 from '@libatlas/ui/theme/arabicFaces/cairo-700-core.woff2?url';
import plex400 from '@libatlas/ui/theme/arabicFaces/ibm-plex-sans-arabic-400-core.woff2?url';
import plex500 from '@libatlas/ui/theme/arabicFaces/ibm-plex-sans-arabic-500-core.woff2?url';
import plex700 from '@libatlas/ui/theme/arabicFaces/ibm-plex-sans-arabic-700-core.woff2?url';
import inter400 from '@libatlas/ui/theme/latinFaces/inter-400-core.woff2?url';
import inter500 from '@libatlas/ui/theme/latinFaces/inter-500-core.woff2?url';
import inter700 from '@libatlas/ui/theme/latinFaces/inter-700-core.woff2?url';
import lato400 from '@libatlas/ui/theme/latinFaces/lato-400-core.woff2?url';
import lato700 from '@libatlas/ui/theme/latinFaces/lato-700-core.woff2?url';
import noto400 from '@libatlas/ui/theme/arabicFaces/noto-sans-arabic-400-core.woff2?url';
import noto500 from '@libatlas/ui/theme/arabicFaces/noto-sans-arabic-500-core.woff2?url';
import noto700 from '@libatlas/ui/theme/arabicFaces/noto-sans-arabic-700-core.woff2?url';
import openSans400 from '@libatlas/ui/theme/latinFaces/open-sans-400-core.woff2?url';
import openSans500 from '@libatlas/ui/theme/latinFaces/open-sans-500-core.woff2?url';
import openSans700 from '@libatlas/ui/theme/latinFaces/open-sans-700-core.woff2?url';
import roboto400 from '@libatlas/ui/theme/latinFaces/roboto-400-core.woff2?url';
import roboto500 from '@libatlas/ui/theme/latinFaces/roboto-500-core.woff2?url';
import roboto700 from '@libatlas/ui/theme/latinFaces/roboto-700-core.woff2?url';
import tajawal400 from '@libatlas/ui/theme/arabicFaces/tajawal-400-core.woff2?url';
import tajawal500 from '@libatlas/ui/theme/arabicFaces/tajawal-500-core.woff2?url';
import tajawal700 from '@libatlas/ui/theme/arabicFaces/tajawal-700-core.woff2?url';

// The faces a first paint draws with (the theme's regular, medium and bold: text, links and card
// names, headings) in the script of the page's language, for each font of the Customise page
// (packages/ui theme/fonts.ts pairs them); of each face, its core. The same files as the
// build's @font-face rules: the names carry the content's hash, so both builds agree.
const FACES: Record<FontFamily, Record<'ltr' | 'rtl', string[]>> = {
  inter: { ltr: [inter400, inter500, inter700], rtl: [plex400, plex500, plex700] },
  roboto: { ltr: [roboto400, roboto500, roboto700], rtl: [noto400, noto500, noto700] },
  openSans: {
    ltr: [openSans400, openSans500, openSans700],
    rtl: [tajawal400, tajawal500, tajawal700],
  },
  // Lato has no 500: the browser draws medium text in its 400.
  lato: { ltr: [lato400, lato700], rtl: [cairo400, cairo500, cairo700] },
};

/** A family's medium face, or its regular where it has none (Lato: medium text is drawn in 400). */
const medium = (faces: string[]) => (faces.length === 3 ? faces[1]! : faces[0]!);

/**
 * The other script's faces a first paint draws too: on an Arabic page the Latin text (the
 * "English" button, figures), regular and medium; on an English page the "العربية" button, medium.
 */
const OTHER_SCRIPT: Record<'ltr' | 'rtl', (faces: string[]) => string[]> = {
  rtl: (faces) => [...new Set([faces[0]!, medium(faces)])],
  ltr: (faces) => [medium(faces)],
};

/**
 * `<link rel="preload">` for the faces of a page's first paint: fetched with the page instead of
 * once its CSS asks for them, so the text changes font early, or not at all.
 */
export function fontPreloads(family: FontFamily, direction: 'ltr' | 'rtl'): string {
  const other = direction === 'rtl' ? 'ltr' : 'rtl';
  return [...FACES[family][direction], ...OTHER_SCRIPT[direction](FACES[family][other])]
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join('');
}
