import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { libraries, libraryChanges, siteSettings, uploads, users } from '../db/schema';
import { UPLOAD_NAME_PATTERN, uploadsDir } from './uploads';

/**
 * How long an upload may stay unused: long enough for an admin to upload an image, fill the rest
 * of the form and save it.
 */
export const UNREFERENCED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

async function removeFile(path: string): Promise<void> {
  await unlink(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/**
 * Removes the uploads nothing names that are more than a day old at `now`: recorded ones that no
 * library (nor a library's history, which Revert restores from), no setting (the hero image) and
 * no avatar names, and files in the folder no record names (left by a crash between writing a
 * file and recording it). Answers how many files went.
 */
export async function sweepUploads(db: Database, dataDir: string, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNREFERENCED_UPLOAD_TTL_MS);
  const dir = uploadsDir(dataDir);
  // One statement, so an upload named by a write that committed before it is never taken.
  const named = (text: ReturnType<typeof sql>) => sql`strpos(${text}, ${uploads.name}) > 0`;
  const removed = await db
    .delete(uploads)
    .where(
      sql`${uploads.createdAt} < ${cutoff.toISOString()}
        and not exists (select 1 from ${libraries} where ${named(sql`${libraries.image}`)})
        and not exists (select 1 from ${libraryChanges} where ${named(sql`${libraryChanges.changes}::text`)})
        and not exists (select 1 from ${siteSettings} where ${named(sql`${siteSettings.settings}::text`)})
        and not exists (select 1 from ${users} where ${users.avatar} not like 'data:%' and ${named(sql`${users.avatar}`)})`,
    )
    .returning({ name: uploads.name });
  for (const { name } of removed) await removeFile(join(dir, name));

  const files = (await readdir(dir).catch(() => [] as string[])).filter((name) =>
    UPLOAD_NAME_PATTERN.test(name),
  );
  let orphans = 0;
  if (files.length > 0) {
    const recorded = new Set(
      (
        await db.select({ name: uploads.name }).from(uploads).where(inArray(uploads.name, files))
      ).map((row) => row.name),
    );
    for (const name of files.filter((file) => !recorded.has(file))) {
      const info = await stat(join(dir, name)).catch(() => null);
      if (info?.isFile() && info.mtime < cutoff) {
        await removeFile(join(dir, name));
        orphans += 1;
      }
    }
  }
  return removed.length + orphans;
}
