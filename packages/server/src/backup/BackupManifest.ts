import { z } from 'zod';

/** `backup.json`, the first file of a backup (makeBackup): what it is, when it was made, its images. */
export const BackupManifest = z.object({
  format: z.literal('libatlas-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  /** The uploaded images, by name, under `uploads/` in the archive. */
  uploads: z.array(z.string()),
});

export type BackupManifest = z.infer<typeof BackupManifest>;
