import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  openSync,
  readFileSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataDirInUseError, type LockHolder } from './DataDirInUseError';

interface LockRecord extends LockHolder {
  /** Tells this process's own lock from one a former process with the same pid left behind. */
  token: string;
}

/** Lock files this process holds, by path, with their tokens. */
const held = new Map<string, string>();

/** How long to wait for another process that is taking over the same stale lock. */
const TAKEOVER_WAIT_MS = 10_000;
const RETRY_MS = 25;

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | null)?.code;
}

/**
 * Creates `path` holding `content`, or answers false when it exists. The content is written to a
 * private file first and hard-linked into place, so no reader ever sees a half-written lock.
 */
function createExclusive(path: string, content: string): boolean {
  const draft = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const fd = openSync(draft, 'wx', 0o644);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(draft, path);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

/** The file's text, or undefined when it is gone. */
function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

function parseRecord(text: string): LockRecord | undefined {
  try {
    const record = JSON.parse(text) as Partial<LockRecord>;
    return typeof record.pid === 'number' &&
      typeof record.host === 'string' &&
      typeof record.since === 'string' &&
      typeof record.token === 'string'
      ? (record as LockRecord)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the lock's writer may still run. A process on another host cannot be asked, so it
 * counts as alive; a record with this process's pid that this process did not write was left by a
 * former process (pids are reused, e.g. pid 1 in a container).
 */
function holderIsAlive(path: string, record: LockRecord | undefined): boolean {
  if (!record) return false;
  if (record.host !== hostname()) return true;
  if (record.pid === process.pid) return held.get(path) === record.token;
  try {
    process.kill(record.pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

/**
 * Removes the stale lock `path` whose text was `staleText`, if it still is. Only the process that
 * creates `<path>.takeover-<hash of that text>` may remove it; it checks the text again under that
 * guard, so a process that read the stale lock late cannot remove the new holder's lock. A guard
 * left by a process that died while taking over is itself stale, and removed the same way.
 */
async function removeStale(path: string, staleText: string, own: string): Promise<void> {
  const digest = createHash('sha256').update(staleText).digest('hex').slice(0, 16);
  const guard = `${path}.takeover-${digest}`;
  if (!createExclusive(guard, own)) {
    const guardText = readText(guard);
    if (guardText === undefined) return;
    if (holderIsAlive(guard, parseRecord(guardText))) await sleep(RETRY_MS);
    else await removeStale(guard, guardText, own);
    return;
  }
  try {
    if (readText(path) === staleText) unlinkSync(path);
  } finally {
    unlinkSync(guard);
  }
}

/**
 * An exclusive lock on an embedded database folder: the lock file `<folder>.lock` records the
 * holder's pid. PGlite has no lock of its own, and two processes writing one folder lose writes
 * and corrupt its indexes; a lock whose process has died (kill -9, a crash) is taken over.
 */
export class DataDirLock {
  private constructor(
    /** The lock file. */
    readonly path: string,
    private readonly token: string,
  ) {}

  /** Locks `folder`, or throws DataDirInUseError naming the live process that holds it. */
  static async acquire(folder: string): Promise<DataDirLock> {
    const path = `${folder}.lock`;
    const token = randomBytes(16).toString('hex');
    const record: LockRecord = {
      pid: process.pid,
      host: hostname(),
      since: new Date().toISOString(),
      token,
    };
    const own = `${JSON.stringify(record)}\n`;
    const deadline = Date.now() + TAKEOVER_WAIT_MS;
    while (Date.now() < deadline) {
      if (createExclusive(path, own)) {
        held.set(path, token);
        return new DataDirLock(path, token);
      }
      const text = readText(path);
      if (text === undefined) continue;
      const holder = parseRecord(text);
      if (holder && holderIsAlive(path, holder)) {
        throw new DataDirInUseError(folder, path, {
          pid: holder.pid,
          host: holder.host,
          since: holder.since,
        });
      }
      await removeStale(path, text, own);
    }
    throw new Error(`Could not lock ${folder}: its lock file ${path} kept changing`);
  }

  /** Removes the lock file, if it is still this lock's. */
  release(): void {
    if (held.get(this.path) !== this.token) return;
    held.delete(this.path);
    const record = parseRecord(readText(this.path) ?? '');
    if (record?.token === this.token) unlinkSync(this.path);
  }
}
