import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder dump, or '' when the suite runs on PostgreSQL. */
    pgliteSnapshotPath: string;
  }
}

/**
 * PGlite's initdb takes seconds; a dump of a migrated database loads in a fraction of that, so
 * every test app starts from one made here once per run.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteSnapshotPath', '');
    return undefined;
  }
  const dir = await mkdtemp(join(tmpdir(), 'libatlas-snapshot-'));
  const database = await openDatabase({ pgliteDataDir: 'memory://' });
  await database.migrate();
  const dump = await database.dumpDataDir!();
  await database.close();
  const path = join(dir, 'migrated.tar');
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshotPath', path);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
