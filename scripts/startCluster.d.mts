// The types of scripts/startCluster.mjs, for the TypeScript that starts a cluster (e2e/cluster).

export interface ClusterBackend {
  index: number;
  /** The server's own address, behind the proxy. */
  url: string;
  pid: number | undefined;
  dataDir: string;
  running: boolean;
}

export interface Cluster {
  /** The proxy's address: every request of a test goes there. */
  url: string;
  databaseUrl: string;
  readonly backends: ClusterBackend[];
  /** Ends server `index` (SIGKILL unless told) and resolves once it has exited. */
  kill(index: number, signal?: NodeJS.Signals): Promise<void>;
  /** Starts server `index` again on its port and DATA_DIR; resolves once it answers. */
  start(index: number): Promise<void>;
  /** Ends the proxy, every server and PostgreSQL, and removes the temporary folders. */
  stop(): Promise<void>;
}

export function startCluster(options?: {
  backends?: number;
  port?: number;
  host?: string;
  env?: Record<string, string>;
  healthPath?: string;
}): Promise<Cluster>;
