import { join } from 'node:path';

/**
 * The Unix socket a running server answers backups on: inside DATA_DIR, owner-only, so whoever
 * may read the database's files may ask for a backup, and nobody over the network can.
 */
export function backupSocketPath(dataDir: string): string {
  return join(dataDir, 'backup.sock');
}
