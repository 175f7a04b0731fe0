import { defineConfig } from '@playwright/test';
import { journeyConfig } from './journeyConfig';

// Two production servers on one PostgreSQL, each with its own DATA_DIR, behind a round-robin proxy
// (scripts/startCluster.mjs, started by cluster/globalSetup.ts): the journeys go through the proxy
// and prove that nothing a user sees depends on which process answers (issue 17).
const port = Number(process.env.E2E_CLUSTER_PORT ?? 3250);

export default defineConfig({
  ...journeyConfig(port),
  testDir: './cluster',
  outputDir: '../test-results/cluster',
  globalSetup: './cluster/globalSetup.ts',
  projects: [
    // The failover journey kills a server, so it runs once the other journeys are done with both:
    // as the 'cluster' project's teardown, which (unlike a dependent project) runs whether they
    // passed or not.
    { name: 'cluster', testIgnore: /failover\.spec\.ts/, teardown: 'failover' },
    { name: 'failover', testMatch: /failover\.spec\.ts/ },
  ],
});
