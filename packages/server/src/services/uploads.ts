import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  HERO_IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  LIBRARY_IMAGE_TYPES,
  type UploadPurpose,
  type UploadResponse,
} from '@libatlas/contracts';
import { eq, sql, sum } from 'drizzle-orm';
import type { Database } from '../db/client';
import { uploads } from '../db/schema';
import {
  BadRequestError,
  InsufficientStorageError,
  NotFoundError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
} from '../errors/HttpError';
import { detectImageType } from './imageType';
import type { AuthContext } from './sessions';
import type { UploadStore } from '../storage/UploadStore';

/** Spec §5's words for a library image past the limit (also the parser's, in plugins/errors). */
export const FILE_TOO_LARGE_MESSAGE = `File size must be less than ${MAX_IMAGE_BYTES / (1024 * 1024)}MB.`;

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

/** A part of a multipart request, as the route's parser yields them. */
export type IncomingPart =
  | {
      type: 'file';
      fieldname: string;
      /** Reads the whole file; rejects with a 413 error past the size limit. */
      toBuffer(): Promise<Buffer>;
      /** Set by the parser when the file passed the size limit and its tail was dropped. */
      file: { truncated: boolean };
    }
  | { type: 'field' };

/** The one file a form sent, read whole. */
export interface ReceivedFile {
  fieldname: string;
  bytes: Buffer;
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

/**
 * The one file of a multipart request, read to the end of the body: a file past the size limit is
 * a 413 even when its last bytes arrive after the parser has stopped reading it (then only its
 * `truncated` flag tells), and a second file fails the parser's files limit (400), so nothing is
 * stored from a form that sent more than the spec's one file.
 */
export async function onlyFile(
  parts: () => AsyncIterable<IncomingPart>,
): Promise<ReceivedFile | undefined> {
  let received: ReceivedFile | undefined;
  try {
    for await (const part of parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.file.truncated) {
        throw new PayloadTooLargeError(FILE_TOO_LARGE_MESSAGE, 'fileTooLarge');
      }
      received = { fieldname: part.fieldname, bytes };
    }
  } catch (error) {
    throw asMultipartError(error);
  }
  return received;
}

/**
 * Stores an uploaded image under a server-made name once its bytes prove it is of a type its
 * purpose takes (a library image: JPEG, PNG or WebP; the hero image: those, GIF, AVIF or BMP), and
 * answers the path the app shows at /api{url} (design §5). The cap is checked and the upload
 * recorded under a lock on the uploads table, so uploads at the same moment, in this process or
 * another on the same database, cannot pass it together.
 */
export async function saveImage(
  db: Database,
  store: UploadStore,
  auth: AuthContext,
  file: ReceivedFile | undefined,
  purpose: UploadPurpose,
  storageLimit: number,
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
  const { bytes } = file;
  const type = detectImageType(bytes);
  if (!type || !ACCEPTED_TYPES[purpose].includes(type.mime)) {
    throw new UnsupportedMediaTypeError(REFUSED_TYPE_MESSAGES[purpose]);
  }
  const name = `${randomUUID()}.${type.extension}`;
  await db.transaction(async (tx) => {
    // Taken by uploads only (and the sweep's delete waits for it): reads go on meanwhile.
    await tx.execute(sql`lock table ${uploads} in share row exclusive mode`);
    const [stored] = await tx.select({ total: sum(uploads.size).mapWith(Number) }).from(uploads);
    if ((stored?.total ?? 0) + bytes.length > storageLimit) {
      throw new InsufficientStorageError(
        'The upload storage is full: unused images are removed a day after their upload',
      );
    }
    await tx
      .insert(uploads)
      .values({ name, mime: type.mime, size: bytes.length, uploaderId: auth.user.id });
    await store.write(tx, name, bytes);
  });
  return { url: `/uploads/${name}` };
}

/** An upload's record, and its bytes on demand (a revalidation needs only the record). */
export interface StoredUpload {
  mime: string;
  size: number;
  /**
   * A strong ETag: the name is made once, for these bytes, and never given to others, so it
   * names them wherever they are stored and whichever process serves them.
   */
  etag: string;
  /** The bytes; 404 when the store has lost them. */
  open(): Promise<Buffer | Readable>;
}

/** An uploaded image by its server-made name; 404 for any other name. */
export async function readUpload(
  db: Database,
  store: UploadStore,
  name: string,
): Promise<StoredUpload> {
  if (!UPLOAD_NAME_PATTERN.test(name)) throw new NotFoundError('Upload not found');
  const [row] = await db.select().from(uploads).where(eq(uploads.name, name)).limit(1);
  if (!row) throw new NotFoundError('Upload not found');
  return {
    mime: row.mime,
    size: row.size,
    etag: `"${name}"`,
    open: async () => {
      const body = await store.read(name);
      if (!body) throw new NotFoundError('Upload not found');
      return body;
    },
  };
}
