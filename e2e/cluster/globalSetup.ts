import type { FullConfig } from '@playwright/test';
import { startCluster } from '../../scripts/startCluster.mjs';
import { E2E_ADMIN } from '../journeys/session';
import { TEST_SERVER_ENV } from '../testServerEnv';
import { serveClusterControl } from './serveClusterControl';

/**
 * Starts the cluster the tests go through (scripts/startCluster.mjs: PostgreSQL 15, two servers
 * each with its own DATA_DIR, the proxy on the port of the config's baseURL) and the control server
 * that lets a test kill and restart a server; answers the teardown, which stops them all.
 */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('e2e/cluster.config.ts must set use.baseURL');
  const cluster = await startCluster({
    backends: 2,
    port: Number(new URL(baseURL).port),
    env: {
      ...TEST_SERVER_ENV,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED: 'true',
      // The journeys must not meet the write limit either. The failed sign-ins' per-account limit
      // (5, in the database) is one of the journeys.
      WRITE_RATE_LIMIT: '1000',
    },
  });
  const control = await serveClusterControl(cluster);
  process.env.CLUSTER_CONTROL_URL = control.url;
  return async () => {
    control.server.closeAllConnections();
    await new Promise((resolve) => control.server.close(resolve));
    await cluster.stop();
  };
}
