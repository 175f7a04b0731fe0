import { FEATURED_COUNT, type DirectorySummary, type Library } from '@libatlas/contracts';
import { countDistinct } from '@libatlas/directory';

/**
 * How many draws of featured libraries are made per version of the directory. Each call answers
 * one of them, picked at random: a visit still gets a random three, and Home's page, drawn by the
 * server from the answer, is drawn once per draw and language instead of once per visit.
 */
export const DRAWS_PER_VERSION = 32;

/** `count` of `libraries` drawn at random, each as likely as any other (a partial Fisher–Yates). */
function draw(libraries: readonly Library[], count: number, random: () => number): Library[] {
  const pool = [...libraries];
  const drawn: Library[] = [];
  while (drawn.length < count && pool.length > 0) {
    const index = Math.floor(random() * pool.length);
    drawn.push(pool[index]!);
    pool[index] = pool[pool.length - 1]!;
    pool.pop();
  }
  return drawn;
}

/**
 * What Home shows before a search (GET /api/directory): the counters of spec §9 over every
 * library (the same rules the browser counts the whole list by) and `FEATURED_COUNT` libraries
 * drawn at random (spec §2), one of `DRAWS_PER_VERSION` draws made for each version of the
 * directory (a list, as the read cache hands it out, stands for its version).
 */
export class DirectorySummaries {
  private readonly made = new WeakMap<readonly Library[], DirectorySummary[]>();

  constructor(private readonly random: () => number = Math.random) {}

  pick(libraries: readonly Library[]): DirectorySummary {
    let summaries = this.made.get(libraries);
    if (!summaries) {
      const counts = countDistinct(libraries);
      summaries = Array.from({ length: DRAWS_PER_VERSION }, () => ({
        ...counts,
        featured: draw(libraries, FEATURED_COUNT, this.random),
      }));
      this.made.set(libraries, summaries);
    }
    return summaries[Math.floor(this.random() * summaries.length)]!;
  }
}
