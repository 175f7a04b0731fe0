import { hostname } from 'node:os';

/** Who holds an embedded database folder, as its lock file records it. */
export interface LockHolder {
  pid: number;
  host: string;
  /** When the holder took the lock (ISO 8601). */
  since: string;
}

/** The embedded database folder is locked by another live process (see DataDirLock). */
export class DataDirInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly lockFile: string,
    readonly holder: LockHolder,
  ) {
    const elsewhere = holder.host !== hostname();
    super(
      `The embedded database folder ${folder} is in use by process ${holder.pid}` +
        `${elsewhere ? ` on host ${holder.host}` : ''} (since ${holder.since}). ` +
        'Two servers on one embedded database lose writes: stop that one first, or set DATA_DIR ' +
        'to another folder.' +
        (elsewhere
          ? ` If that process no longer runs, delete ${lockFile}.`
          : ` (Its lock file is ${lockFile}.)`),
    );
    this.name = 'DataDirInUseError';
  }
}
