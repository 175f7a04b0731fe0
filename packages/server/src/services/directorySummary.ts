import { FEATURED_COUNT, type DirectorySummary, type Library } from '@libatlas/contracts';
import { countDistinct } from '@libatlas/directory';

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
 * drawn anew for each call (spec §2: randomly chosen).
 */
export function directorySummary(
  libraries: readonly Library[],
  random: () => number = Math.random,
): DirectorySummary {
  return { ...countDistinct(libraries), featured: draw(libraries, FEATURED_COUNT, random) };
}
