import { chmod, unlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { backupSocketPath } from './backupSocketPath';
import { makeBackup } from './makeBackup';

/**
 * Answers `npm run backup` while the server holds the embedded database: each connection to the
 * backup socket receives one backup (makeBackup) and is closed; one that fails is cut short, which
 * the command sees as an incomplete archive. Resolves to the function that stops listening.
 */
export async function serveBackups(
  database: DatabaseHandle,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const path = backupSocketPath(dataDir);
  const server = createServer((socket) => {
    socket.on('error', () => {});
    makeBackup(database, dataDir).then(
      (archive) => {
        log.info({ bytes: archive.length }, 'backup sent');
        socket.end(archive);
      },
      (error: unknown) => {
        log.error({ err: error }, 'backup failed');
        socket.destroy();
      },
    );
  });
  // This process holds the database's lock, so a socket file left here is a dead server's.
  await unlink(path).catch(() => {});
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => resolve());
    });
    await chmod(path, 0o600);
  } catch (error) {
    log.warn(
      { err: error },
      `no backup socket at ${path}: npm run backup works only while the server is stopped`,
    );
    return async () => {};
  }
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
    });
}
