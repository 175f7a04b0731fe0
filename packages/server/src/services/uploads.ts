import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  HERO_IMAGE_TYPES,
  LIBRARY_IMAGE_TYPES,
  type UploadPurpose,
  type UploadResponse,
} from '@libatlas/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { uploads } from '../db/schema';
import { BadRequestError, NotFoundError, UnsupportedMediaTypeError } from '../errors/HttpError';
import { detectImageType } from './imageType';
import type { AuthContext } from './sessions';

/** The multipart field POST /api/upload/image reads (spec §7). */
export const UPLOAD_FIELD = 'image';

/** Names the server makes: `<uuid>.<ext>`. Anything else is refused before it reaches the disk. */
export const UPLOAD_NAME_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|gif|avif|bmp)$/;

/** The types each purpose takes (spec §5, §9: library images; spec §2: the hero takes any image). */
const ACCEPTED_TYPES: Record<UploadPurpose, readonly string[]> = {
  library: LIBRARY_IMAGE_TYPES,
  hero: HERO_IMAGE_TYPES,
};

const REFUSED_TYPE_MESSAGES: Record<UploadPurpose, string> = {
  library: 'Invalid file type. Please upload a JPEG, JPG, PNG, or WebP image.',
  hero: 'Invalid file type. Please upload an image (JPEG, PNG, WebP, GIF, AVIF or BMP; not SVG).',
};

/** What the upload route hands over: the first file part of the request, if any. */
export interface IncomingFile {
  fieldname: string;
  /** Reads the whole file; rejects with a 413 error past the size limit. */
  toBuffer(): Promise<Buffer>;
}

export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}

/**
 * The multipart parser rejects a malformed body with a bare Error (no status): that is the
 * client's mistake, a 400. Errors that carry a status (413 past the size limit) keep it.
 */
export function asMultipartError(error: unknown): unknown {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? error : new BadRequestError('Malformed multipart body');
}

/** The first file part of a multipart request, with parse errors turned into 400s. */
export async function firstFile<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw asMultipartError(error);
  }
}

/**
 * Stores an uploaded image under a server-made name once its bytes prove it is of a type its
 * purpose takes (a library image: JPEG, PNG or WebP; the hero image: those, GIF, AVIF or BMP), and
 * answers the path the app shows at /api{url} (design §5).
 */
export async function saveImage(
  db: Database,
  dataDir: string,
  auth: AuthContext,
  file: IncomingFile | undefined,
  purpose: UploadPurpose = 'library',
): Promise<UploadResponse> {
  if (!file)
    throw new BadRequestError(
      `No file: send the image in the multipart field "${UPLOAD_FIELD}"`,
      undefined,
      'noFile',
    );
  if (file.fieldname !== UPLOAD_FIELD) {
    throw new BadRequestError(
      `Unexpected field "${file.fieldname}": send the image in the field "${UPLOAD_FIELD}"`,
    );
  }
  const bytes = await file.toBuffer().catch((error: unknown) => {
    throw asMultipartError(error);
  });
  const type = detectImageType(bytes);
  if (!type || !ACCEPTED_TYPES[purpose].includes(type.mime)) {
    throw new UnsupportedMediaTypeError(REFUSED_TYPE_MESSAGES[purpose]);
  }
  const name = `${randomUUID()}.${type.extension}`;
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const path = join(dir, name);
  await writeFile(path, bytes, { flag: 'wx' });
  try {
    await db
      .insert(uploads)
      .values({ name, mime: type.mime, size: bytes.length, uploaderId: auth.user.id });
  } catch (error) {
    await unlink(path).catch(() => {});
    throw error;
  }
  return { url: `/uploads/${name}` };
}

export interface StoredUpload {
  mime: string;
  size: number;
  stream: ReadStream;
}

/** An uploaded image by its server-made name; 404 for any other name. */
export async function readUpload(
  db: Database,
  dataDir: string,
  name: string,
): Promise<StoredUpload> {
  if (!UPLOAD_NAME_PATTERN.test(name)) throw new NotFoundError('Upload not found');
  const [row] = await db.select().from(uploads).where(eq(uploads.name, name)).limit(1);
  if (!row) throw new NotFoundError('Upload not found');
  const path = join(uploadsDir(dataDir), name);
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) throw new NotFoundError('Upload not found');
  return { mime: row.mime, size: info.size, stream: createReadStream(path) };
}
