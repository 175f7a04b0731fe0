/** The cluster's servers, from a test (e2e/cluster/serveClusterControl.ts, set up by globalSetup). */
export const clusterControl = {
  /** Kills server `index` with SIGKILL, as a crash would; resolves once it has exited. */
  kill: (index: number) => call(index, 'kill'),
  /** Starts server `index` again; resolves once it answers. */
  start: (index: number) => call(index, 'start'),
};

async function call(index: number, action: 'kill' | 'start') {
  const control = process.env.CLUSTER_CONTROL_URL;
  if (!control)
    throw new Error('CLUSTER_CONTROL_URL is unset: run these tests with e2e/cluster.config.ts');
  const response = await fetch(`${control}/backends/${index}/${action}`, { method: 'POST' });
  if (response.status !== 204) {
    throw new Error(`${action} backend ${index}: ${response.status} ${await response.text()}`);
  }
}
