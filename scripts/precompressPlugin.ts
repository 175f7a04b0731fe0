import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser fetches; source maps are left to on-the-fly compression (only DevTools reads them). */
const TEXT_FILE = /\.(?:html|js|mjs|css|json|svg|txt|xml|webmanifest)$/;

/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `file.br` and `file.gz` beside `file`, each only when it is smaller than the file. */
async function precompress(file: string): Promise<void> {
  const text = await readFile(file);
  if (text.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotliAsync(text, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
      },
    }),
    gzipAsync(text, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < text.length) await writeFile(`${file}.br`, br);
  if (gz.length < text.length) await writeFile(`${file}.gz`, gz);
}

/**
 * After the build is written, a Brotli (quality 11) and a gzip (level 9) copy of every text file
 * of 1 kB or more, which the server sends to clients that accept them (@fastify/static
 * `preCompressed`), so no request pays for compression.
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'libatlas:precompress',
    apply: 'build',
    enforce: 'post',
    async writeBundle(options) {
      if (!options.dir) return;
      const queue = await filesUnder(options.dir);
      const workers = Array.from({ length: Math.max(1, availableParallelism()) }, async () => {
        for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
          await precompress(file);
        }
      });
      await Promise.all(workers);
    },
  };
}
