import { gunzipSync } from 'node:zlib';
import { UPLOAD_NAME_PATTERN } from '../services/uploads';
import { readTar } from './readTar';
import type { TarEntry } from './TarEntry';

export const BACKUP_FORMAT = 'libatlas-backup';
export const BACKUP_VERSION = 1;

/** `backup.json`, the first file of a backup. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  /** The uploaded images, by name, under `uploads/` in the archive. */
  uploads: string[];
}

/** A backup's parts, checked: the manifest, PGlite's data folder as a tarball, the images. */
export interface ParsedBackup {
  manifest: BackupManifest;
  database: Uint8Array;
  uploads: TarEntry[];
}

/**
 * Reads a backup made by makeBackup (a gzipped tar of backup.json, pglite.tar and uploads/…),
 * throwing on anything else or on a damaged or incomplete one.
 */
export function parseBackup(archive: Buffer): ParsedBackup {
  let entries: TarEntry[];
  try {
    entries = readTar(gunzipSync(archive));
  } catch (error) {
    throw new Error(`not a complete backup archive (${(error as Error).message})`, {
      cause: error,
    });
  }
  const byName = new Map(entries.map((entry) => [entry.name, entry.data]));
  const manifestBytes = byName.get('backup.json');
  const manifest = manifestBytes
    ? (JSON.parse(Buffer.from(manifestBytes).toString('utf8')) as Partial<BackupManifest>)
    : undefined;
  if (manifest?.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) {
    throw new Error(`not a backup of this version (${BACKUP_FORMAT} ${BACKUP_VERSION})`);
  }
  const database = byName.get('pglite.tar');
  if (!database) throw new Error('the backup has no database (pglite.tar)');
  const uploads = (manifest.uploads ?? []).map((name) => {
    const data = byName.get(`uploads/${name}`);
    if (!UPLOAD_NAME_PATTERN.test(name) || !data) {
      throw new Error(`the backup lacks the uploaded file ${name}`);
    }
    return { name, data };
  });
  return { manifest: manifest as BackupManifest, database, uploads };
}
