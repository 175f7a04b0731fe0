import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { Library } from '@libatlas/contracts';
import { seededRandom } from '@libatlas/directory';
import { localized, useLanguage } from '@libatlas/i18n';

export interface LibraryCoverProps {
  /** The library drawn for: its id picks the colours and the shelf, its country gives the monogram. */
  library: Pick<Library, 'id' | 'lib_name' | 'country'>;
  /** The cover's height; it always fills the width of its container. */
  height?: number | string;
}

// The drawing's own coordinates. The drawing is cropped, never stretched, to fit its box, and is
// anchored at the bottom so the shelf always shows.
const WIDTH = 480;
const HEIGHT = 180;
const SHELF_Y = 158;

/** FNV-1a: a small, stable string hash, so a library keeps its cover from one visit to the next. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

const ARABIC_LETTER = /\p{Script=Arabic}/u;
const MINOR_WORDS = new Set(['of', 'the', 'and']);

/**
 * The monogram of a country name: the initials of its first two words in Latin script (UK, US, F),
 * a single letter in Arabic script, where a run of initials would join into a false word; the
 * article ال is skipped, so المملكة gives م.
 */
export function monogramOf(name: string): string {
  const words = name
    .split(/[\s-]+/)
    .filter((word) => word !== '' && !MINOR_WORDS.has(word.toLowerCase()));
  const first = words[0];
  if (first === undefined) {
    return '';
  }
  if (ARABIC_LETTER.test(first)) {
    const stem = first.startsWith('ال') && first.length > 3 ? first.slice(2) : first;
    return Array.from(stem)[0] ?? '';
  }
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

interface Book {
  x: number;
  width: number;
  height: number;
  fill: string;
  band: string | null;
  lean: number;
}

interface CoverDrawing {
  background: [string, string];
  ink: string;
  shelf: string;
  books: Book[];
}

function drawCover(seed: string, mode: 'light' | 'dark'): CoverDrawing {
  const random = seededRandom(hash(seed));
  const hue = Math.floor(random() * 360);
  const dark = mode === 'dark';
  // Neighbouring hues make a shelf that looks collected rather than uniform; now and then a book
  // in the split complement gives it an accent.
  const hues = [hue, (hue + 18) % 360, (hue + 342) % 360];
  const accentHue = (hue + 150) % 360;
  const books: Book[] = [];
  let x = 6 + random() * 10;
  while (x < WIDTH - 10) {
    const width = 12 + Math.round(random() * 12);
    const bookHue = random() < 0.08 ? accentHue : (hues[Math.floor(random() * hues.length)] ?? hue);
    const saturation = Math.round(dark ? 22 + random() * 18 : 28 + random() * 20);
    const lightness = Math.round(dark ? 34 + random() * 22 : 36 + random() * 24);
    // The tallest books stop short of the monogram above them.
    const height = 48 + Math.round(random() * 34);
    // Now and then a book leans on its neighbour, as books do on a shelf that is not full.
    const lean = random() < 0.1 ? 8 + random() * 8 : 0;
    books.push({
      x,
      width,
      height,
      fill: `hsl(${bookHue} ${saturation}% ${lightness}%)`,
      band: random() < 0.5 ? `hsl(${bookHue} ${saturation}% ${dark ? 78 : 90}%)` : null,
      lean,
    });
    const gap = lean
      ? height * Math.sin((lean * Math.PI) / 180)
      : random() < 0.3
        ? 2 + random() * 6
        : 1;
    x += width + gap;
  }
  return dark
    ? {
        background: [`hsl(${hue} 24% 21%)`, `hsl(${hue} 22% 14%)`],
        ink: `hsl(${hue} 55% 85%)`,
        shelf: `hsl(${hue} 20% 9%)`,
        books,
      }
    : {
        background: [`hsl(${hue} 50% 96%)`, `hsl(${hue} 38% 89%)`],
        ink: `hsl(${hue} 45% 26%)`,
        shelf: `hsl(${hue} 28% 32%)`,
        books,
      };
}

/** An SVG element as text: its tag, its attributes (numbers and colours: nothing to escape). */
function tag(name: string, attributes: Record<string, string | number>, inside = ''): string {
  let text = `<${name}`;
  for (const [attribute, value] of Object.entries(attributes)) text += ` ${attribute}="${value}"`;
  return `${text}>${inside}</${name}>`;
}

/** The drawing inside the cover's `<svg>`: its background, the faint globe, the books and the shelf. */
function coverSvg(drawing: CoverDrawing, id: string): string {
  const [top, bottom] = drawing.background;
  return [
    // Without <defs> (a gradient is never drawn by itself); x1, y1 and the first offset are 0 by
    // default: the gradient runs from the top.
    tag(
      'linearGradient',
      { id, x2: 0, y2: 1 },
      tag('stop', { 'stop-color': top }) + tag('stop', { offset: 1, 'stop-color': bottom }),
    ),
    tag('rect', { width: WIDTH, height: HEIGHT, fill: `url(#${id})` }),
    tag(
      'g',
      { fill: 'none', stroke: drawing.ink, 'stroke-opacity': 0.12, 'stroke-width': 1.5 },
      tag('circle', { cx: WIDTH - 70, cy: 36, r: 92 }) +
        tag('ellipse', { cx: WIDTH - 70, cy: 36, rx: 44, ry: 92 }) +
        tag('line', { x1: WIDTH - 70, y1: -56, x2: WIDTH - 70, y2: 128 }) +
        tag('ellipse', { cx: WIDTH - 70, cy: 36, rx: 92, ry: 30 }) +
        tag('line', { x1: WIDTH - 162, y1: 36, x2: WIDTH + 22, y2: 36 }),
    ),
    // Each book's rects directly, turned by their own transform when it leans: no group around them.
    ...drawing.books.map((book) => {
      const lean: Record<string, string> = book.lean
        ? { transform: `rotate(${book.lean.toFixed(1)} ${book.x} ${SHELF_Y})` }
        : {};
      return (
        tag('rect', {
          x: book.x,
          y: SHELF_Y - book.height,
          width: book.width,
          height: book.height,
          rx: 1.5,
          fill: book.fill,
          ...lean,
        }) +
        (book.band
          ? tag('rect', {
              x: book.x,
              y: SHELF_Y - book.height + 10,
              width: book.width,
              height: 4,
              fill: book.band,
              opacity: 0.85,
              ...lean,
            })
          : '')
      );
    }),
    tag('rect', { y: SHELF_Y, width: WIDTH, height: HEIGHT - SHELF_Y, fill: drawing.shelf }),
  ].join('');
}

/**
 * - **Use it** through `LibraryImage`, which picks it for a library without a photo.
 * - **Don't use it** as a placeholder for a photo that failed to load: that is the placeholder
 *   icon's job.
 *
 * The cover shown for a library that has no photo (so a directory of libraries without photos still
 * looks designed): a shelf of book spines under a faint globe, in colours drawn from the library's
 * id, with its country's monogram in large type. The same library always gets the same cover; it
 * follows the theme's light or dark palette and mirrors in right-to-left layouts. Decorative: the
 * card or page around it names the library.
 */
export function LibraryCover({ library, height = '100%' }: LibraryCoverProps) {
  const theme = useTheme();
  const { language } = useLanguage();
  const seed = library.id || library.lib_name.en || library.lib_name.ar;
  const mode = theme.palette.mode;
  const drawing = useMemo(() => drawCover(seed, mode), [seed, mode]);
  const monogram = monogramOf(
    localized(library.country, language) || localized(library.lib_name, language),
  );
  const arabicMonogram = ARABIC_LETTER.test(monogram);
  const body = useMemo(
    () => coverSvg(drawing, `library-cover-${hash(seed).toString(36)}-${mode}`),
    [drawing, seed, mode],
  );

  return (
    <Box
      aria-hidden
      data-testid="library-cover"
      // Each library's own colours inline: as sx, every cover of a list would add a style rule of
      // its own to write, hash and insert (and mirror, in Arabic) when the list is drawn.
      style={{ backgroundColor: drawing.background[1] }}
      sx={{
        position: 'relative',
        width: '100%',
        height,
        overflow: 'hidden',
        // The monogram is sized from the cover's own height (cqh), in a card and on a detail page alike.
        containerType: 'size',
        // Its size is set from outside, never from the drawing: a cover out of view is neither laid
        // out nor painted until it comes into view (a list of 24 on a phone shows two or three).
        contentVisibility: 'auto',
        userSelect: 'none',
      }}
    >
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="xMidYMax slice"
        sx={{
          display: 'block',
          width: '100%',
          height: '100%',
          transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined,
        }}
        // The drawing as one string the browser parses, not some 70 elements for React to create
        // and keep: a list draws 24 covers at once as the reader types (issue 32).
        dangerouslySetInnerHTML={{ __html: body }}
      />
      {monogram && (
        <Box
          component="span"
          style={{ color: drawing.ink }}
          sx={{
            position: 'absolute',
            top: 'max(10px, 6cqh)',
            insetInlineStart: 'max(16px, 8cqh)',
            // Arabic letters reach further below the line: a smaller size keeps them off the books.
            fontSize: arabicMonogram ? '26cqh' : '32cqh',
            fontWeight: 700,
            lineHeight: arabicMonogram ? 1.1 : 1,
            letterSpacing: arabicMonogram ? 0 : '0.04em',
          }}
        >
          {monogram}
        </Box>
      )}
    </Box>
  );
}
