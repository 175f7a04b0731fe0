import { librarySchema, type Library } from '@libatlas/contracts';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { libraryChanges } from '../src/db/schema';
import { growLibraries } from '../src/seed/growLibraries';
import { nationalLibraries } from '../src/seed/nationalLibraries';
import { createTestApp, type TestApp } from './helpers/testApp';

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

describe('growLibraries', () => {
  it('grows the directory to the size asked, in batches, as the read path sees it', async () => {
    const t = await createTestApp({ seed: true });
    apps.push(t);
    const seeded = nationalLibraries.length;
    // Read once before: the answer the read cache keeps must give way to the grown directory.
    expect((await t.request('GET', '/api/libraries')).json()).toHaveLength(seeded);

    // Batches of 40, as the 1,000 of a real growth would take minutes here.
    const batchSize = 40;
    const size = seeded + 2 * batchSize + 15;
    const counts: number[] = [];
    expect(
      await growLibraries(t.db, nationalLibraries, size, {
        batchSize,
        onBatch: (n) => counts.push(n),
      }),
    ).toBe(size - seeded);
    expect(counts).toEqual([seeded + batchSize, seeded + 2 * batchSize, size]);
    const list = (await t.request('GET', '/api/libraries')).json() as Library[];
    expect(list).toHaveLength(size);
    for (const library of list) expect(librarySchema.safeParse(library).success).toBe(true);
    const copy = list.find((library) => library.id.endsWith('-branch-1'))!;
    expect((await t.request('GET', `/api/libraries/${copy.id}`)).json()).toMatchObject({
      lib_name: copy.lib_name,
      location: copy.location,
    });
    // Each one has its history entry, as a seeded library has.
    const [changes] = await t.db.select({ n: count() }).from(libraryChanges);
    expect(Number(changes!.n)).toBeGreaterThanOrEqual(size);

    // Growing to the same size adds nothing; growing further adds only what is missing.
    expect(await growLibraries(t.db, nationalLibraries, size, { batchSize })).toBe(0);
    expect(await growLibraries(t.db, nationalLibraries, size + 10, { batchSize })).toBe(10);
    expect((await t.request('GET', '/api/libraries')).json()).toHaveLength(size + 10);
    // Seeding and growing rank the whole directory once each: slower than most tests on a shared machine.
  }, 90_000);
});
