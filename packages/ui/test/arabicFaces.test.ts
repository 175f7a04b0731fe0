import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UI_SRC } from './exportedComponents.ts';

// The Arabic faces are split in two (scripts/subsetArabicFonts.mjs): a page's first paint fetches
// the core of each face only. That holds only while every Arabic character the site writes (its
// texts, the directory's data) is in the core.

const FACES_DIR = path.join(UI_SRC, 'theme/arabicFaces');
const REPO = path.resolve(UI_SRC, '../../..');

interface FaceRule {
  family: string;
  weight: string;
  file: string;
  ranges: [number, number][];
}

function faceRules(): FaceRule[] {
  const css = readFileSync(path.join(FACES_DIR, 'arabicFaces.css'), 'utf8');
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

/** Every Arabic-script character of the Arabic catalog and of the directory's data. */
function arabicCharactersWritten(): Set<number> {
  const texts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(JSON.parse(readFileSync(path.join(REPO, 'packages/i18n/src/locales/ar.json'), 'utf8')));
  const dataset = path.join(REPO, 'packages/server/src/seed/dataset/libraries');
  for (const file of readdirSync(dataset)) {
    collect(JSON.parse(readFileSync(path.join(dataset, file), 'utf8')));
  }
  const characters = new Set<number>();
  for (const text of texts) {
    for (const character of text) {
      if (/\p{Script=Arabic}/u.test(character)) characters.add(character.codePointAt(0)!);
    }
  }
  return characters;
}

const covers = (rule: FaceRule, codepoint: number) =>
  rule.ranges.some(([from, to]) => codepoint >= from && codepoint <= to);

describe('the Arabic faces, split in a core and a rest', () => {
  const rules = faceRules();
  const cores = rules.filter((rule) => rule.file.endsWith('-core.woff2'));

  it('has a core and a rest for each family and weight, and every file it names', () => {
    expect(cores).toHaveLength(12);
    expect(rules.length).toBe(24);
    for (const rule of rules)
      expect(existsSync(path.join(FACES_DIR, rule.file)), rule.file).toBe(true);
  });

  it('draws every Arabic character the site writes from the core', () => {
    const written = arabicCharactersWritten();
    expect(written.size).toBeGreaterThan(30);
    for (const core of cores) {
      const missing = [...written].filter((codepoint) => !covers(core, codepoint));
      expect(
        missing.map((codepoint) => String.fromCodePoint(codepoint)),
        `${core.family} ${core.weight}`,
      ).toEqual([]);
    }
  });

  it('gives each character to one file of a face, never both', () => {
    for (const core of cores) {
      const rest = rules.find(
        (rule) => rule.family === core.family && rule.weight === core.weight && rule !== core,
      )!;
      for (const [from, to] of rest.ranges) {
        for (let codepoint = from; codepoint <= to; codepoint += 1) {
          expect(covers(core, codepoint), `${core.file} U+${codepoint.toString(16)}`).toBe(false);
        }
      }
    }
  });
});
