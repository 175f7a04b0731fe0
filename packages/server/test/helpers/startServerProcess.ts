import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './testApp';

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** How a process ended: its exit code, or the signal that ended it. */
export interface ProcessEnd {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  /** `http://127.0.0.1:<port>`, once the server listens. */
  url: string;
  pid: number;
  child: ChildProcess;
  /** What the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves when the process has ended. */
  ended: Promise<ProcessEnd>;
  /** SIGTERM (the server's normal shutdown) and wait for the end. */
  stop(): Promise<ProcessEnd>;
  /** SIGKILL: no shutdown code runs, as after a crash or `kill -9`. */
  crash(): Promise<ProcessEnd>;
}

/** Thrown when the process ends before it listens: the caller reads why from `output`. */
export class ServerDidNotStart extends Error {
  constructor(
    readonly end: ProcessEnd,
    readonly output: string,
  ) {
    super(`the server ended (code ${end.code}, signal ${end.signal}) before listening:\n${output}`);
  }
}

/**
 * Gives a new DATA_DIR the embedded database's folder as initdb leaves it (a copy of the suite's
 * template), so the server skips the seconds initdb takes; the server still migrates it.
 */
function seedEmbeddedFolder(dataDir: string, env: Record<string, string>): void {
  if (env.DATABASE_URL || process.env.DATABASE_URL) return;
  const template = inject('pgliteTemplateDir');
  const folder = join(dataDir, 'pglite');
  if (template && existsSync(dataDir) && !existsSync(folder)) {
    cpSync(template, folder, { recursive: true });
  }
}

/**
 * `node packages/server/src/main.ts` (what `npm start` runs) on a DATA_DIR, on a free port, without
 * the built app; resolves once it listens, rejects with ServerDidNotStart when it ends first. A
 * DATA_DIR without a database starts from the suite's initdb template unless `fresh` asks for the
 * real first start (initdb included).
 */
export function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
  { fresh = false }: { fresh?: boolean } = {},
): Promise<ServerProcess> {
  if (!fresh) seedEmbeddedFolder(dataDir, env);
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED: 'false',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      STATIC_DIR: `${dataDir}/no-spa`,
      LOGIN_RATE_LIMIT: '1000000',
      WRITE_RATE_LIMIT: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ended = new Promise<ProcessEnd>((resolve) => {
    child.on('close', (code, signal) => resolve({ code, signal }));
  });
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening) {
        child.stdout.off('data', onData);
        child.stdout.on('data', (more: Buffer) => (output += more.toString()));
        const signalAndWait = (signal: NodeJS.Signals) => {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          return ended;
        };
        resolve({
          url: listening[1]!,
          pid: child.pid!,
          child,
          output: () => output,
          ended,
          stop: () => signalAndWait('SIGTERM'),
          crash: () => signalAndWait('SIGKILL'),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void ended.then((end) => reject(new ServerDidNotStart(end, output)));
  });
}
