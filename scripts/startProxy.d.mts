// The types of scripts/startProxy.mjs, for the TypeScript that tests it (e2e/cluster).

export interface Proxy {
  url: string;
  port: number;
  /** Each backend's origin and whether the proxy sends it requests now. */
  readonly backends: { url: string; up: boolean }[];
  close(): Promise<void>;
}

export function startProxy(options: {
  backends: string[];
  port?: number;
  host?: string;
  backendHeader?: string;
  healthPath?: string;
  healthIntervalMs?: number;
  downForMs?: number;
}): Promise<Proxy>;
