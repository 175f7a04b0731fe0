import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readLibraryFiles } from '../src/seed/nationalLibraries';

// The research log of the directory's facts (seed/dataset/research, one file per region file):
// what was searched for each record, what was found, and every fact found with the page it was
// read from. The next pass starts from it, so it must cover every record and every fact in it must
// be checkable.
const folder = new URL('../src/seed/dataset/research/', import.meta.url);

interface Source {
  url?: unknown;
  date?: unknown;
  evidence?: unknown;
}
interface ResearchRecord {
  id: string;
  facts: Record<string, Record<string, unknown>>;
  corrections: unknown;
  log: { searched?: unknown; found?: unknown; notConfirmed?: unknown };
}

const researchFiles = new Map(
  readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map(
      (name) =>
        [
          name,
          JSON.parse(readFileSync(new URL(name, folder), 'utf8')) as ResearchRecord[],
        ] as const,
    ),
);

/** A page's own date as the log writes it: a day, a month, a year, or "undated". */
const PAGE_DATE = /^(?:\d{4}(?:-\d{2}(?:-\d{2})?)?|undated)$/;

function sourceProblems(where: string, source: Source): string[] {
  const problems: string[] = [];
  if (typeof source.url !== 'string' || !/^https?:\/\/\S+$/.test(source.url)) {
    problems.push(`${where}: no page address`);
  }
  if (typeof source.date !== 'string' || !PAGE_DATE.test(source.date)) {
    problems.push(`${where}: date ${JSON.stringify(source.date)} is neither a date nor "undated"`);
  }
  if (typeof source.evidence !== 'string' || source.evidence.trim() === '') {
    problems.push(`${where}: no evidence (the words of the page that state it)`);
  }
  return problems;
}

describe('the research log of the directory', () => {
  it('has a file per region file, with an entry for every seeded record', () => {
    const missing: string[] = [];
    for (const [file, records] of readLibraryFiles()) {
      const logged = new Set((researchFiles.get(file) ?? []).map((entry) => entry.id));
      for (const { id } of records as { id: string }[]) {
        if (!logged.has(id)) missing.push(`${id} (${file})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('logs only seeded records, or an absent state named as such, each once', () => {
    const seeded = new Set(
      [...readLibraryFiles().values()].flat().map((record) => (record as { id: string }).id),
    );
    const strays: string[] = [];
    const seen = new Set<string>();
    for (const [file, entries] of researchFiles) {
      for (const { id } of entries) {
        if (seen.has(id)) strays.push(`${id} twice`);
        seen.add(id);
        if (!seeded.has(id) && !id.endsWith('-absent')) strays.push(`${id} (${file})`);
      }
    }
    expect(strays).toEqual([]);
  });

  it('says for every record what was searched and found', () => {
    const unlogged = [...researchFiles.values()]
      .flat()
      .filter(
        ({ log }) =>
          !Array.isArray(log?.searched) ||
          typeof log.found !== 'string' ||
          log.found.trim() === '' ||
          !Array.isArray(log.notConfirmed),
      );
    expect(unlogged.map(({ id }) => id)).toEqual([]);
  });

  it('gives every fact found the page it was read from, that page’s date and its words', () => {
    const problems: string[] = [];
    for (const [file, entries] of researchFiles) {
      for (const { id, facts } of entries) {
        for (const [field, fact] of Object.entries(facts)) {
          const where = `${file} ${id} ${field}`;
          if (!fact.source) problems.push(`${where}: no source`);
          for (const [key, source] of Object.entries(fact)) {
            if (key.startsWith('source')) problems.push(...sourceProblems(where, source as Source));
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('writes found hours in both languages', () => {
    const halfWritten = [...researchFiles.values()].flat().filter(({ facts }) => {
      if (!facts.operatingHours) return false;
      const text = facts.operatingHours.text as { en?: string; ar?: string } | undefined;
      return !text?.en?.trim() || !/[\u0600-\u06FF]/.test(text.ar ?? '');
    });
    expect(halfWritten.map(({ id }) => id)).toEqual([]);
  });
});
