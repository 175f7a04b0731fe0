#!/usr/bin/env node
// Splits each Arabic face of the site's fonts (the @fontsource "arabic" files: IBM Plex Sans
// Arabic, Noto Sans Arabic, Tajawal, Cairo; 400, 500 and 700) in two, by the characters it maps:
// the core, every letter, mark, figure and sign of Arabic as the site writes it (what a page's
// first paint draws, a third of the file), and the rest (the letters of other languages written
// in Arabic script, presentation forms), which a browser fetches only for a page that has them.
// Writes the woff2 files and their @font-face rules into packages/ui/src/theme/arabicFaces/, where
// they are committed; run it again after a font package is updated:
//   node scripts/subsetArabicFonts.mjs
// Each face maps exactly the characters it mapped before, split between its two files, so every
// character is drawn in the same face as before.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const fontverter = require('fontverter');
const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'packages/ui/src/theme/arabicFaces');

/** The site's Arabic families, by @fontsource package and CSS family name. */
const FAMILIES = [
  { pkg: 'ibm-plex-sans-arabic', family: 'IBM Plex Sans Arabic' },
  { pkg: 'noto-sans-arabic', family: 'Noto Sans Arabic' },
  { pkg: 'tajawal', family: 'Tajawal' },
  { pkg: 'cairo', family: 'Cairo' },
];
const WEIGHTS = [400, 500, 700];

/**
 * The core: Arabic as written on the site (the Arabic alphabet with hamza forms, tatweel, the
 * harakat and superscript alef, Arabic-Indic figures and signs, Arabic comma, semicolon and
 * question mark) and the marks that steer joining and direction. Anything else the face maps
 * (spaces, dashes) stays in the core too: it is drawn beside the Arabic text.
 */
const CORE_ARABIC = [
  [0x060c, 0x060c],
  [0x061b, 0x061b],
  [0x061f, 0x061f],
  [0x0621, 0x0652],
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

const rules = [];
mkdirSync(outDir, { recursive: true });
for (const { pkg, family } of FAMILIES) {
  for (const weight of WEIGHTS) {
    const source = join(
      root,
      `node_modules/@fontsource/${pkg}/files/${pkg}-arabic-${weight}-normal.woff2`,
    );
    const woff2 = readFileSync(source);
    const mapped = mappedCharacters(Buffer.from(await fontverter.convert(woff2, 'sfnt')));
    const core = mapped.filter((c) => inRanges(CORE_ARABIC, c) || !inRanges(ARABIC_BLOCKS, c));
    const rest = mapped.filter((c) => !core.includes(c));
    for (const [part, codepoints] of [
      ['core', core],
      ['rest', rest],
    ]) {
      if (codepoints.length === 0) continue;
      const file = `${pkg}-${weight}-${part}.woff2`;
      const text = String.fromCodePoint(...codepoints);
      writeFileSync(join(outDir, file), await subsetFont(woff2, text, { targetFormat: 'woff2' }));
      rules.push(
        `@font-face {\n  font-family: '${family}';\n  font-style: normal;\n  font-display: swap;\n` +
          `  font-weight: ${weight};\n  src: url(./${file}) format('woff2');\n` +
          `  unicode-range: ${unicodeRange(codepoints)};\n}\n`,
      );
      console.log(`${file}: ${codepoints.length} characters`);
    }
  }
}
// Written as `npm run format` would leave it, so regenerating changes the file only where the fonts
// or the characters changed.
writeFileSync(
  join(outDir, 'arabicFaces.css'),
  await format(
    '/* Written by scripts/subsetArabicFonts.mjs from the @fontsource Arabic faces: do not edit. */\n' +
      rules.join(''),
    { ...(await resolveConfig(join(outDir, 'arabicFaces.css'))), parser: 'css' },
  ),
);
