import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { libraries, libraryChanges, siteSettings, uploads, users } from '../db/schema';
import type { UploadStore } from './UploadStore';

/**
 * How long an upload may stay unused: long enough for an admin to upload an image, fill the rest
 * of the form and save it.
 */
export const UNREFERENCED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the uploads nothing names that are more than a day old at `now`: recorded ones that no
 * library (nor a library's history, which Revert restores from), no setting (the hero image) and
 * no avatar names, and stored bytes no record names (left by a crash between storing and
 * recording them). Answers how many uploads went.
 */
export async function sweepUploads(db: Database, store: UploadStore, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNREFERENCED_UPLOAD_TTL_MS);
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
  const strays = await store.dropUnrecorded(
    removed.map((row) => row.name),
    cutoff,
  );
  return removed.length + strays;
}
