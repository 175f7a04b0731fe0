import { connect } from 'node:net';

/**
 * Asks the server running on DATA_DIR for a backup through its socket (serveBackups): the
 * archive's bytes, or undefined when no server answers there.
 */
export function receiveBackup(socketPath: string): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let connected = false;
    const socket = connect(socketPath, () => (connected = true));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks)));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) {
        resolve(undefined);
      } else {
        reject(error);
      }
    });
  });
}
