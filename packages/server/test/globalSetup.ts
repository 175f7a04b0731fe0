import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder dump, or '' when the suite runs on PostgreSQL. */
    pgliteSnapshotPath: string;
    /**
     * A PGlite data folder just made by initdb (not migrated: a server started on a copy migrates
     * it as on a fresh folder), or '' on PostgreSQL; server processes start on copies of it.
     */
    pgliteTemplateDir: string;
  }
}

/**
 * PGlite's initdb takes seconds; a dump of a migrated database loads in a fraction of that, so
 * every test app starts from one made here once per run.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteSnapshotPath', '');
    project.provide('pgliteTemplateDir', '');
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
  // initdb in WebAssembly takes about 9 s of CPU; each server process the suite starts on a new
  // folder would pay it (a dozen of them), so they start on a copy of one made here.
  const template = join(dir, 'template');
  const initialized = await openDatabase({ pgliteDataDir: template });
  await initialized.close();
  project.provide('pgliteTemplateDir', template);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
