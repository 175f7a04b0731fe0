import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

// The site's fonts are split by scripts/subsetFonts.mjs into a core and a rest per face (each
// claiming part of the characters by unicode-range). A subset can draw a glyph a pixel off the
// whole face (Inter's ’ without the modifier apostrophe beside it; every accented capital of a
// subset of rare characters alone). Here every character each face maps is drawn twice, in its own
// grid cell, once by the split faces and once by the whole @fontsource face, and the two pictures
// must be the same pixel for pixel.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const themeDir = path.join(repoRoot, 'packages/ui/src/theme');

interface Face {
  folder: 'latinFaces' | 'arabicFaces';
  pkg: string;
  family: string;
  weight: number;
}

/** Every face the split CSS declares, read from its rules. */
function faces(folder: Face['folder']): (Face & { files: { file: string; range: string }[] })[] {
  const css = readFileSync(path.join(themeDir, folder, `${folder}.css`), 'utf8');
  const found = new Map<string, Face & { files: { file: string; range: string }[] }>();
  for (const rule of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const body = rule[1]!;
    const family = /font-family:\s*'([^']+)'/.exec(body)![1]!;
    const weight = Number(/font-weight:\s*(\d+)/.exec(body)![1]);
    const file = /url\(\.\/([^)]+)\)/.exec(body)![1]!;
    const range = /unicode-range:([^;]+);/.exec(body)![1]!.replace(/\s+/g, ' ').trim();
    const pkg = file.replace(/-\d+-(core|rest)\.woff2$/, '');
    const key = `${family} ${weight}`;
    if (!found.has(key)) found.set(key, { folder, pkg, family, weight, files: [] });
    found.get(key)!.files.push({ file, range });
  }
  return [...found.values()];
}

/** The characters a unicode-range names, but for spaces and marks drawn with no ink. */
function characters(ranges: string[]): number[] {
  const all = new Set<number>();
  for (const range of ranges) {
    for (const part of range.split(',')) {
      const [from, to] = part.trim().replace('U+', '').split('-');
      const start = parseInt(from!, 16);
      for (let c = start; c <= (to ? parseInt(to, 16) : start); c += 1) all.add(c);
    }
  }
  const inkless = (c: number) =>
    c <= 0x20 || c === 0xa0 || (c >= 0x2000 && c <= 0x200f) || [0x202f, 0x205f, 0xfeff].includes(c);
  return [...all].filter((c) => !inkless(c)).sort((a, b) => a - b);
}

const COLUMNS = 20;

async function draw(page: Page, fontFaces: string, family: string, weight: number, text: number[]) {
  const cells = text.map((c) => `<span>&#${c};</span>`).join('');
  await page.setContent(
    `<!doctype html><meta charset="utf-8"><style>${fontFaces}
     body { margin: 0; background: #fff; color: #000; }
     #grid { display: grid; grid-template-columns: repeat(${COLUMNS}, 40px); grid-auto-rows: 32px;
       line-height: 32px; font: ${weight} 20px '${family}'; width: ${COLUMNS * 40}px; }
     #grid span { overflow: hidden; text-align: center; }</style><div id="grid">${cells}</div>`,
  );
  await page.evaluate(() => document.fonts.ready);
  return page.locator('#grid').screenshot();
}

for (const folder of ['latinFaces', 'arabicFaces'] as const) {
  for (const face of faces(folder)) {
    test(`${face.family} ${face.weight}: the split faces draw each character as the whole face`, async ({
      page,
    }) => {
      const subset = folder === 'latinFaces' ? 'latin' : 'arabic';
      const whole = `${face.pkg}-${subset}-${face.weight}-normal.woff2`;
      await page.route('http://fonts.test/**', (route) => {
        const name = new URL(route.request().url()).pathname.slice(1);
        const file =
          name === whole
            ? path.join(repoRoot, 'node_modules/@fontsource', face.pkg, 'files', name)
            : path.join(themeDir, folder, name);
        return route.fulfill({ body: readFileSync(file), contentType: 'font/woff2' });
      });
      const text = characters(face.files.map(({ range }) => range));
      expect(text.length).toBeGreaterThan(50);
      const split = face.files
        .map(
          ({ file, range }) =>
            `@font-face { font-family: '${face.family}'; font-weight: ${face.weight}; src: url(http://fonts.test/${file}) format('woff2'); unicode-range: ${range}; }`,
        )
        .join('\n');
      const wholeFace = `@font-face { font-family: '${face.family}'; font-weight: ${face.weight}; src: url(http://fonts.test/${whole}) format('woff2'); }`;
      const drawnSplit = await draw(page, split, face.family, face.weight, text);
      const drawnWhole = await draw(page, wholeFace, face.family, face.weight, text);
      expect(
        drawnSplit.equals(drawnWhole),
        'a character is drawn differently by the split faces (see scripts/subsetFonts.mjs)',
      ).toBe(true);
    });
  }
}
