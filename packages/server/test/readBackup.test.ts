import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { pack } from 'tar-stream';
import { describe, expect, it } from 'vitest';
import { readBackup } from '../src/backup/readBackup';

const IMAGE = '00000000-0000-4000-8000-000000000000.png';

async function tarOf(entries: [name: string, data: string][]): Promise<Buffer> {
  const tar = pack();
  for (const [name, data] of entries) tar.entry({ name }, data);
  tar.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of tar) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function manifest(uploads: string[], version = 1): string {
  return JSON.stringify({ format: 'libatlas-backup', version, createdAt: 'now', uploads });
}

/** readBackup's answer (the manifest's images, or the error's message) and what it handed on. */
async function read(archive: Buffer, maxInflatedBytes?: number) {
  const received: string[] = [];
  try {
    const { uploads } = await readBackup(
      Readable.from([archive]),
      async (path, content) => {
        let bytes = 0;
        for await (const chunk of content) bytes += chunk.length;
        received.push(`${path}: ${bytes}`);
      },
      maxInflatedBytes,
    );
    return { uploads, received };
  } catch (error) {
    return { error: (error as Error).message, received };
  }
}

describe('readBackup', () => {
  it('hands on the database and each listed image, and passes over anything else', async () => {
    const archive = gzipSync(
      await tarOf([
        ['backup.json', manifest([IMAGE])],
        ['pglite.tar', 'db'],
        ['notes.txt', 'ignored'],
        [`uploads/${IMAGE}`, 'png'],
      ]),
    );
    expect(await read(archive)).toEqual({
      uploads: [IMAGE],
      received: ['pglite.tar: 2', `uploads/${IMAGE}: 3`],
    });
  });

  it.each([
    ['a gzip of no tar', gzipSync('hello '.repeat(200)), 'not a complete backup archive'],
    ['no gzip', Buffer.from('hello'), 'not a complete backup archive (incorrect header check)'],
  ])('refuses %s as incomplete', async (_, archive, message) => {
    expect((await read(archive)).error).toContain(message);
  });

  it('accepts nothing before a backup.json of this version', async () => {
    const notThisVersion = 'not a backup of this version (libatlas-backup 1)';
    for (const entries of [
      [],
      [
        ['pglite.tar', 'db'],
        ['backup.json', manifest([])],
      ],
      [['backup.json', '{']],
      [['backup.json', manifest([], 2)]],
    ] as [string, string][][]) {
      expect(await read(gzipSync(await tarOf(entries)))).toEqual({
        error: notThisVersion,
        received: [],
      });
    }
    const badName = gzipSync(
      await tarOf([
        ['backup.json', manifest(['../../etc/passwd'])],
        ['pglite.tar', 'db'],
      ]),
    );
    expect(await read(badName)).toEqual({
      error: 'the backup lacks the uploaded file ../../etc/passwd',
      received: [],
    });
  });

  it('names what is missing', async () => {
    const noDatabase = gzipSync(await tarOf([['backup.json', manifest([])]]));
    expect((await read(noDatabase)).error).toBe('the backup has no database (pglite.tar)');
    const noImage = gzipSync(
      await tarOf([
        ['backup.json', manifest([IMAGE])],
        ['pglite.tar', 'db'],
      ]),
    );
    expect((await read(noImage)).error).toBe(`the backup lacks the uploaded file ${IMAGE}`);
  });

  it('stops at the bound, whether the archive inflates past it or a file declares more', async () => {
    const big = gzipSync(
      await tarOf([
        ['backup.json', manifest([])],
        ['pglite.tar', 'x'.repeat(64 * 1024)],
      ]),
    );
    expect((await read(big, 32 * 1024)).error).toMatch(/^the archive inflates past 32 KiB/);
    expect((await read(big, 16 * 1024 * 1024)).error).toBeUndefined();
    // Zero blocks declare nothing: only the count of inflated bytes stops them.
    const padded = gzipSync(
      Buffer.concat([
        await tarOf([
          ['backup.json', manifest([])],
          ['pglite.tar', 'db'],
        ]),
        Buffer.alloc(1024 * 1024),
      ]),
    );
    expect((await read(padded, 64 * 1024)).error).toMatch(/^the archive inflates past 64 KiB/);
    expect((await read(padded)).error).toBeUndefined();
  });
});
