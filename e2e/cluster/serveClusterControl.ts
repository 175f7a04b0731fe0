import { createServer, type Server } from 'node:http';
import type { Cluster } from '../../scripts/startCluster.mjs';

/**
 * The cluster's servers, killed and started again on request, for tests that run in Playwright's
 * workers while the cluster lives in its main process: `POST /backends/{i}/kill` (SIGKILL) and
 * `POST /backends/{i}/start` answer 204 once done. Listens on a free port of 127.0.0.1.
 */
export async function serveClusterControl(
  cluster: Cluster,
): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const match = /^\/backends\/(\d+)\/(kill|start)$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match) {
      response.writeHead(404).end();
      return;
    }
    const index = Number(match[1]);
    const done = match[2] === 'kill' ? cluster.kill(index) : cluster.start(index);
    done.then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the control server has no port');
  return { url: `http://127.0.0.1:${address.port}`, server };
}
