#!/usr/bin/env node
// Splits each face of the site's fonts in two, by the characters it maps: the core, what the site
// writes in that face's script (all a page's first paint fetches, and all the server preloads),
// and the rest, which a browser fetches only for a page that has such a character.
//   - Arabic faces (the @fontsource "arabic" files: IBM Plex Sans Arabic, Noto Sans Arabic,
//     Tajawal, Cairo): the core is the Arabic alphabet, marks, figures and signs as the site writes
//     them, a third of the file; the rest, the letters of other languages written in Arabic script
//     and the presentation forms.
//   - Latin faces (the @fontsource "latin" files: Inter, Roboto, Open Sans, Lato): the core is
//     printable ASCII and every other character of the "latin" file that the site writes (its
//     catalogs and source, the directory's data, what its libraries write: é, ’, «, the
//     zero-width space…), three fifths of the file; the rest, the other accented capitals,
//     symbols and punctuation.
// Writes the woff2 files and their @font-face rules into packages/ui/src/theme/arabicFaces/ and
// latinFaces/, where they are committed; run it again after a font package is updated, or when
// packages/ui/test/fontFaces.test.ts finds a character the site writes outside a core:
//   npm run fonts
// Each face maps exactly the characters it mapped before, split between its two files, so every
// character is drawn in the same face as before.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const fontverter = require('fontverter');
const root = fileURLToPath(new URL('..', import.meta.url));
const themeDir = join(root, 'packages/ui/src/theme');

/**
 * The core of an Arabic face: Arabic as written on the site (the Arabic alphabet with hamza forms,
 * tatweel, the harakat and superscript alef, Arabic-Indic figures and signs, Arabic comma,
 * semicolon and question mark) and the marks that steer joining and direction. Anything else the
 * face maps (spaces, dashes) stays in the core too: it is drawn beside the Arabic text. The madda
 * and hamza marks (U+0653–0655) too: a face may build آ أ إ from them, and without them drew آ a
 * pixel off.
 */
const CORE_ARABIC = [
  [0x060c, 0x060c],
  [0x061b, 0x061b],
  [0x061f, 0x061f],
  [0x0621, 0x0655],
  [0x0660, 0x066d],
  [0x0670, 0x0670],
  [0x200c, 0x200f],
];
const ARABIC_BLOCKS = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x0870, 0x08ff],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfeff],
  [0x10e60, 0x10eff],
  [0x1ee00, 0x1eeff],
];
const inRanges = (ranges, codepoint) =>
  ranges.some(([from, to]) => codepoint >= from && codepoint <= to);

/** The characters a font maps (its cmap, formats 4 and 12). */
function mappedCharacters(sfnt) {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  let cmap = -1;
  for (let i = 0; i < view.getUint16(4); i += 1) {
    if (sfnt.toString('ascii', 12 + i * 16, 16 + i * 16) === 'cmap') {
      cmap = view.getUint32(12 + i * 16 + 8);
    }
  }
  if (cmap < 0) throw new Error('The font has no cmap table');
  const found = new Set();
  for (let i = 0; i < view.getUint16(cmap + 2); i += 1) {
    const table = cmap + view.getUint32(cmap + 4 + i * 8 + 4);
    const format = view.getUint16(table);
    if (format === 4) {
      const segments = view.getUint16(table + 6) / 2;
      for (let s = 0; s < segments; s += 1) {
        const end = view.getUint16(table + 14 + s * 2);
        const start = view.getUint16(table + 16 + segments * 2 + s * 2);
        if (start !== 0xffff) for (let c = start; c <= end; c += 1) found.add(c);
      }
    } else if (format === 12) {
      for (let g = 0; g < view.getUint32(table + 12); g += 1) {
        const start = view.getUint32(table + 16 + g * 12);
        const end = view.getUint32(table + 20 + g * 12);
        for (let c = start; c <= end; c += 1) found.add(c);
      }
    }
  }
  // Control characters are mapped by some fonts but never drawn.
  return [...found].filter((c) => c >= 0x20).sort((a, b) => a - b);
}

/** Codepoints as a CSS unicode-range: consecutive ones joined into spans. */
function unicodeRange(codepoints) {
  const spans = [];
  for (const c of codepoints) {
    const last = spans.at(-1);
    if (last && last[1] === c - 1) last[1] = c;
    else spans.push([c, c]);
  }
  const hex = (c) => c.toString(16).toUpperCase().padStart(4, '0');
  return spans.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
}

/**
 * Characters the libraries the site runs write on their own: the zero-width space MUI puts in
 * empty labels and outlines, and the no-break spaces and minus sign of Intl's numbers and dates.
 */
const LIBRARIES_WRITE = [0x00a0, 0x200b, 0x202f, 0x2212];

/**
 * The spaces a browser draws with any face that has a space, mapped or not (HarfBuzz makes them
 * from the face's own space: MUI's thin space before a required field's asterisk is drawn in the
 * Arabic face of an Arabic label). A face's core claims them in its unicode-range, as the whole
 * face did when it had none, so they stay in the same face.
 */
const SPACES = [...Array.from({ length: 11 }, (_, i) => 0x2000 + i), 0x202f, 0x205f];

/**
 * Characters a Latin face draws with the glyph of one the site writes: without U+02BC in the same
 * file, Inter's ’ is drawn a pixel off (its glyph is built with the modifier letter apostrophe's).
 * The core keeps them, so the apostrophe of "library’s" stays the face's own.
 */
const SHARED_GLYPHS = [0x02bb, 0x02bc];

/** Source files of the site's own packages (their texts outside the catalogs, a few symbols). */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Every character the site writes: its own texts (both catalogs and its source), the directory's
 * data, and what its libraries write.
 */
function charactersWritten() {
  const texts = [];
  const collect = (value) => {
    if (typeof value === 'string') texts.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const language of ['ar', 'en']) {
    collect(JSON.parse(readFileSync(join(root, `packages/i18n/src/locales/${language}.json`))));
  }
  const dataset = join(root, 'packages/server/src/seed/dataset/libraries');
  for (const file of readdirSync(dataset)) collect(JSON.parse(readFileSync(join(dataset, file))));
  for (const pkg of ['app', 'ui', 'i18n', 'contracts', 'directory']) {
    for (const file of sourceFiles(join(root, 'packages', pkg, 'src'))) {
      texts.push(readFileSync(file, 'utf8'));
    }
  }
  const found = new Set(LIBRARIES_WRITE);
  for (const text of texts) for (const character of text) found.add(character.codePointAt(0));
  return found;
}

const written = charactersWritten();

/** The sets of faces split, each with the characters of its core. */
const SETS = [
  {
    folder: 'arabicFaces',
    subset: 'arabic',
    families: [
      { pkg: 'ibm-plex-sans-arabic', family: 'IBM Plex Sans Arabic', weights: [400, 500, 700] },
      { pkg: 'noto-sans-arabic', family: 'Noto Sans Arabic', weights: [400, 500, 700] },
      { pkg: 'tajawal', family: 'Tajawal', weights: [400, 500, 700] },
      { pkg: 'cairo', family: 'Cairo', weights: [400, 500, 700] },
    ],
    inCore: (c) => inRanges(CORE_ARABIC, c) || !inRanges(ARABIC_BLOCKS, c),
  },
  {
    folder: 'latinFaces',
    subset: 'latin',
    families: [
      { pkg: 'inter', family: 'Inter', weights: [400, 500, 700] },
      { pkg: 'roboto', family: 'Roboto', weights: [400, 500, 700] },
      { pkg: 'open-sans', family: 'Open Sans', weights: [400, 500, 700] },
      // Lato has no 500: the browser draws medium text in its 400.
      { pkg: 'lato', family: 'Lato', weights: [400, 700] },
    ],
    inCore: (c) => (c >= 0x20 && c <= 0x7e) || written.has(c) || SHARED_GLYPHS.includes(c),
  },
];

for (const { folder, subset, families, inCore } of SETS) {
  const outDir = join(themeDir, folder);
  const rules = [];
  mkdirSync(outDir, { recursive: true });
  for (const { pkg, family, weights } of families) {
    for (const weight of weights) {
      const source = join(
        root,
        `node_modules/@fontsource/${pkg}/files/${pkg}-${subset}-${weight}-normal.woff2`,
      );
      const woff2 = readFileSync(source);
      const mapped = mappedCharacters(Buffer.from(await fontverter.convert(woff2, 'sfnt')));
      const core = mapped.filter(inCore);
      const rest = mapped.filter((c) => !inCore(c) && !SPACES.includes(c));
      if (mapped.includes(0x20)) {
        for (const space of SPACES) if (!core.includes(space)) core.push(space);
        core.sort((a, b) => a - b);
      }
      for (const [part, codepoints] of [
        ['core', core],
        ['rest', rest],
      ]) {
        if (codepoints.length === 0) continue;
        const file = `${pkg}-${weight}-${part}.woff2`;
        // The rest's file is the whole face, claiming only the rest: a face subset to its rare
        // characters alone draws them a pixel off the whole face (accented capitals, fractions,
        // Arabic letters of other languages: compared character by character), with everything it
        // draws exactly as the whole face. It is fetched only by a page that has such a character.
        const text = String.fromCodePoint(...(part === 'rest' ? mapped : codepoints));
        const subsetted = await subsetFont(woff2, text, { targetFormat: 'woff2' });
        writeFileSync(join(outDir, file), subsetted);
        rules.push(
          `@font-face {\n  font-family: '${family}';\n  font-style: normal;\n  font-display: swap;\n` +
            `  font-weight: ${weight};\n  src: url(./${file}) format('woff2');\n` +
            `  unicode-range: ${unicodeRange(codepoints)};\n}\n`,
        );
        console.log(
          `${folder}/${file}: ${codepoints.length} characters, ${subsetted.length} bytes (the whole face: ${woff2.length})`,
        );
      }
    }
  }
  // Written as `npm run format` would leave it, so regenerating changes the file only where the
  // fonts or the characters changed.
  const css = join(outDir, `${folder}.css`);
  writeFileSync(
    css,
    await format(
      `/* Written by scripts/subsetFonts.mjs from the @fontsource ${subset} faces: do not edit. */\n` +
        rules.join(''),
      { ...(await resolveConfig(css)), parser: 'css' },
    ),
  );
}
