import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { extract, type Extract } from 'tar-stream';
import { UPLOAD_NAME_PATTERN } from '../services/uploads';
import { BackupManifest } from './BackupManifest';

/**
 * How far a restore lets an archive inflate, by default: 4 GiB of tar. A real atlas is far smaller
 * (the seeded database dumps to about 45 MB, and the uploaded images are capped by
 * UPLOAD_STORAGE_MB, 1 GiB by default), while a crafted gzip of a few megabytes inflates to
 * gigabytes.
 */
const MAX_INFLATED_BYTES = 4 * 1024 ** 3;

/** backup.json is read whole; a manifest listing a hundred thousand images is under 5 MB. */
const MAX_MANIFEST_BYTES = 16 * 1024 * 1024;

function inBinaryUnits(bytes: number): string {
  for (const [unit, size] of [
    ['GiB', 1024 ** 3],
    ['MiB', 1024 ** 2],
    ['KiB', 1024],
  ] as const) {
    if (bytes >= size && bytes % size === 0) return `${bytes / size} ${unit}`;
  }
  return `${bytes} bytes`;
}

async function readWhole(content: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of content) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function notThisVersion(): Error {
  const { format, version } = BackupManifest.shape;
  return new Error(`not a backup of this version (${format.value} ${version.value})`);
}

function parseManifest(bytes: Buffer): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw notThisVersion();
  }
  const manifest = BackupManifest.safeParse(json);
  if (!manifest.success) throw notThisVersion();
  const badName = manifest.data.uploads.find((name) => !UPLOAD_NAME_PATTERN.test(name));
  if (badName !== undefined) throw new Error(`the backup lacks the uploaded file ${badName}`);
  return manifest.data;
}

/** Reads the tar's entries in order, handing the database and each listed image to `receive`. */
async function readEntries(
  tar: Extract,
  receive: (path: string, content: AsyncIterable<Uint8Array>) => Promise<void>,
  refuseBeyond: (size: number) => void,
): Promise<BackupManifest> {
  let manifest: BackupManifest | undefined;
  let hasDatabase = false;
  const pending = new Set<string>();
  for await (const entry of tar) {
    const { name, type, size } = entry.header;
    // tar-stream's entries are streamx streams of Buffers (typed as yielding unknown).
    const content = entry as AsyncIterable<Buffer>;
    refuseBeyond(size);
    if (!manifest) {
      if (name !== 'backup.json' || type !== 'file' || size > MAX_MANIFEST_BYTES) {
        throw notThisVersion();
      }
      manifest = parseManifest(await readWhole(content));
      for (const upload of manifest.uploads) pending.add(`uploads/${upload}`);
    } else if (type === 'file' && name === 'pglite.tar' && !hasDatabase) {
      hasDatabase = true;
      await receive(name, content);
    } else if (type === 'file' && pending.delete(name)) {
      await receive(name, content);
    } else {
      entry.resume();
    }
  }
  if (!manifest) throw notThisVersion();
  if (!hasDatabase) throw new Error('the backup has no database (pglite.tar)');
  const [missing] = pending;
  if (missing !== undefined) {
    throw new Error(`the backup lacks the uploaded file ${missing.slice('uploads/'.length)}`);
  }
  return manifest;
}

/**
 * Reads a backup made by makeBackup (a gzipped tar of backup.json, pglite.tar and uploads/…) as a
 * stream: backup.json must come first and be of this version before anything else is accepted;
 * then `receive` gets pglite.tar and each image the manifest lists (`uploads/<name>`), as they
 * arrive, and must consume them. Throws on anything else, on a damaged or incomplete archive, and
 * as soon as the archive inflates (or declares a file that would inflate it) past
 * `maxInflatedBytes`, so a crafted gzip costs neither memory nor more than that much disk.
 */
export async function readBackup(
  archive: Readable,
  receive: (path: string, content: AsyncIterable<Uint8Array>) => Promise<void>,
  maxInflatedBytes = MAX_INFLATED_BYTES,
): Promise<BackupManifest> {
  let inflated = 0;
  const tooLarge = new Error(
    `the archive inflates past ${inBinaryUnits(maxInflatedBytes)}, the most a restore unpacks ` +
      '(a backup of this atlas is far smaller: is this file one?)',
  );
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      inflated += chunk.length;
      done(inflated > maxInflatedBytes ? tooLarge : null, chunk);
    },
  });
  const tar = extract();
  const feeding = pipeline(archive, createGunzip(), counter, tar);
  const reading = readEntries(tar, receive, (size) => {
    if (inflated + size > maxInflatedBytes) throw tooLarge;
  }).catch((error: unknown) => {
    archive.destroy();
    tar.destroy();
    throw error;
  });
  const [fed, read] = await Promise.allSettled([feeding, reading]);
  // A failure to inflate or to parse the tar is the cause; reading then fails only for lack of data.
  if (fed.status === 'rejected') {
    const error = fed.reason as NodeJS.ErrnoException;
    if (error === tooLarge) throw error;
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      throw new Error(`not a complete backup archive (${error.message})`, { cause: error });
    }
  }
  if (read.status === 'rejected') throw read.reason;
  return read.value;
}
