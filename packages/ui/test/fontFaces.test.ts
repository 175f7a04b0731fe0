import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UI_SRC } from './exportedComponents.ts';

// Every face is split in two (scripts/subsetFonts.mjs): a page's first paint fetches the core of
// each face only, and the server preloads nothing else. That holds only while every character the
// site writes (its texts in both languages, its source, the directory's data) that a face draws is
// in its core; e2e/journeys/serverRendering.spec.ts checks what the pages really fetch.

const THEME = path.join(UI_SRC, 'theme');
const REPO = path.resolve(UI_SRC, '../../..');

interface FaceRule {
  family: string;
  weight: string;
  file: string;
  ranges: [number, number][];
}

function faceRules(folder: string): FaceRule[] {
  const css = readFileSync(path.join(THEME, folder, `${folder}.css`), 'utf8');
  return [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body]) => ({
    family: /font-family:\s*'([^']+)'/.exec(body!)![1]!,
    weight: /font-weight:\s*(\d+)/.exec(body!)![1]!,
    file: /url\(\.\/([^)]+)\)/.exec(body!)![1]!,
    // Long ranges are wrapped over several lines (the file is formatted like the rest).
    ranges: /unicode-range:\s*([^;]+);/
      .exec(body!)![1]!
      .trim()
      .split(/,\s*/)
      .map((span) => {
        const [from, to = from] = span.replace('U+', '').split('-');
        return [parseInt(from!, 16), parseInt(to!, 16)] as [number, number];
      }),
  }));
}

/** The site's own source files: the texts and symbols written outside the catalogs. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** Every character of both catalogs, of the site's source and of the directory's data. */
function charactersWritten(): Set<number> {
  const texts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const language of ['ar', 'en']) {
    const catalog = path.join(REPO, `packages/i18n/src/locales/${language}.json`);
    collect(JSON.parse(readFileSync(catalog, 'utf8')));
  }
  const dataset = path.join(REPO, 'packages/server/src/seed/dataset/libraries');
  for (const file of readdirSync(dataset)) {
    collect(JSON.parse(readFileSync(path.join(dataset, file), 'utf8')));
  }
  const characters = new Set<number>();
  for (const text of texts) for (const character of text) characters.add(character.codePointAt(0)!);
  // The Arabic letters in the source are the directory's search folding (ک, ی, ﻻ…), never drawn.
  for (const pkg of ['app', 'ui', 'i18n', 'contracts', 'directory']) {
    for (const file of sourceFiles(path.join(REPO, 'packages', pkg, 'src'))) {
      for (const character of readFileSync(file, 'utf8')) {
        if (!/\p{Script=Arabic}/u.test(character)) characters.add(character.codePointAt(0)!);
      }
    }
  }
  return characters;
}

const covers = (rule: FaceRule, codepoint: number) =>
  rule.ranges.some(([from, to]) => codepoint >= from && codepoint <= to);

describe.each([
  { folder: 'arabicFaces', faces: 12, sample: 'ب' },
  // Lato has no 500.
  { folder: 'latinFaces', faces: 11, sample: 'é' },
])('the faces of $folder, each split in a core and a rest', ({ folder, faces, sample }) => {
  const rules = faceRules(folder);
  const cores = rules.filter((rule) => rule.file.endsWith('-core.woff2'));
  const restOf = (core: FaceRule) =>
    rules.find(
      (rule) => rule.family === core.family && rule.weight === core.weight && rule !== core,
    )!;

  it('has a core and a rest for each family and weight, and every file it names', () => {
    expect(cores).toHaveLength(faces);
    expect(rules.length).toBe(faces * 2);
    for (const rule of rules)
      expect(existsSync(path.join(THEME, folder, rule.file)), rule.file).toBe(true);
  });

  it('draws every character the site writes in that face from its core', () => {
    const written = charactersWritten();
    for (const core of cores) {
      expect(covers(core, sample.codePointAt(0)!), `${core.file} has ${sample}`).toBe(true);
      // The spaces the browser draws from the face's own space (MUI's thin space before the
      // asterisk of a required Arabic label) stay with the face, as before it was split.
      expect(covers(core, 0x2009), `${core.file} has the thin space`).toBe(true);
      const rest = restOf(core);
      const missing = [...written].filter(
        (codepoint) => covers(rest, codepoint) && !covers(core, codepoint),
      );
      expect(
        missing.map((codepoint) => String.fromCodePoint(codepoint)),
        `${core.family} ${core.weight}`,
      ).toEqual([]);
    }
  });

  it('gives each character to one file of a face, never both', () => {
    for (const core of cores) {
      for (const [from, to] of restOf(core).ranges) {
        for (let codepoint = from; codepoint <= to; codepoint += 1) {
          expect(covers(core, codepoint), `${core.file} U+${codepoint.toString(16)}`).toBe(false);
        }
      }
    }
  });
});
