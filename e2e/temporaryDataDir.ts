import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The DATA_DIR a suite's server runs on: the folder named by environment variable `variable`
 * when given from outside (left alone), else a fresh temporary one, made once in Playwright's main
 * process (its workers inherit the environment) and removed when that process exits, after the
 * server has stopped.
 */
export function temporaryDataDir(variable: string, prefix: string): string {
  const given = process.env[variable];
  if (given) return given;
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  process.env[variable] = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}
