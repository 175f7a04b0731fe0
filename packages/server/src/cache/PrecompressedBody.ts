import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { textHash } from '../services/textHash';

/** The content codings the API answers in (RFC 9110 §8.4.1); identity is the text as it is. */
export type ContentEncoding = 'br' | 'gzip' | 'identity';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Above this size the best settings cost too much time on the request that rebuilds a body after
 * a write (Brotli 11 takes over a second on the 370 kB list; 6 takes 30 ms for 15 % more bytes).
 */
const BEST_SETTINGS_MAX_BYTES = 64 * 1024;

/**
 * Above this size the middle settings take seconds too (GET /api/libraries at 20,000 libraries,
 * 55 MB: Brotli 6 took 2.5 s, 4 took 1.6 s for 17 % more bytes; gzip 6 took 19 s, 1 took 8 s),
 * and the first reader after a write waits for them: the fastest settings that still compress.
 */
const MIDDLE_SETTINGS_MAX_BYTES = 8 * 1024 * 1024;

function compress(encoding: 'br' | 'gzip', text: Buffer, fast: boolean): Promise<Buffer> {
  const best = !fast && text.length <= BEST_SETTINGS_MAX_BYTES;
  const big = text.length > MIDDLE_SETTINGS_MAX_BYTES;
  return encoding === 'br'
    ? brotliAsync(text, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: best ? 11 : big ? 4 : 6,
          [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
        },
      })
    : gzipAsync(text, { level: best ? 9 : big ? 1 : 6 });
}

/**
 * A text answer (JSON, a page's HTML) made once: its UTF-8 bytes, a strong ETag per content coding
 * (a hash of the text, suffixed for br and gzip since their bytes differ), and its Brotli and gzip
 * forms, each made once, off the main thread, the first time a client asks for it. `fast` trades
 * some bytes for speed, for a body that is sent only a few times (a page drawn for one visit).
 */
export class PrecompressedBody {
  readonly identity: Buffer;
  private readonly hash: string;
  private readonly made = new Map<'br' | 'gzip', Buffer>();
  private readonly making = new Map<'br' | 'gzip', Promise<Buffer>>();
  private readonly fast: boolean;

  /**
   * `hash` stands for the text's in the ETag when the caller knows one that changes with it (the
   * read cache's list, made of records hashed one by one), saving a hash of a long text.
   */
  constructor(text: string, { fast = false, hash }: { fast?: boolean; hash?: string } = {}) {
    this.fast = fast;
    this.identity = Buffer.from(text, 'utf8');
    this.hash = hash ?? textHash(this.identity);
  }

  etag(encoding: ContentEncoding): string {
    return encoding === 'identity' ? `"${this.hash}"` : `"${this.hash}-${encoding}"`;
  }

  /** The bytes of that coding when they are made already (identity always is), at once. */
  ready(encoding: ContentEncoding): Buffer | undefined {
    return encoding === 'identity' ? this.identity : this.made.get(encoding);
  }

  /** The bytes to send for that coding. */
  async bytes(encoding: ContentEncoding): Promise<Buffer> {
    if (encoding === 'identity') return this.identity;
    const ready = this.made.get(encoding);
    if (ready) return ready;
    let pending = this.making.get(encoding);
    if (!pending) {
      pending = compress(encoding, this.identity, this.fast).then(
        (bytes) => {
          this.made.set(encoding, bytes);
          this.making.delete(encoding);
          return bytes;
        },
        (error: unknown) => {
          this.making.delete(encoding);
          throw error;
        },
      );
      this.making.set(encoding, pending);
    }
    return pending;
  }
}
