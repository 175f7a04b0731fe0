#!/usr/bin/env node
// `npm test`: the whole suite, in the order that fails fastest. Each step's runner writes a JSON
// report; the closing line adds up the tests of every step: "Total: N passed, N failed".
//   npm test                       every step
//   npm test -- --only server,e2e  only the named steps
//   npm test -- --skip visual      every step but these
// A step with `startsWith` runs beside the named step (its output is held in .test-results/<name>.log
// and printed at its turn): the checks that need no browser start together, and both builds run
// while the stories are tested, which keeps the whole run well inside CI's 30 minutes on 2 cores.
import { spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, '.test-results');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const vitestReport = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, `${name}.json`)}`,
];

/** name, command, the JSON report it writes (if any), and the report's format. */
const steps = [
  { name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings=0'] },
  {
    name: 'format',
    cmd: ['npx', 'prettier', '--check', '--log-level', 'warn', '.'],
    startsWith: 'lint',
  },
  { name: 'typecheck', cmd: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'], startsWith: 'lint' },
  {
    name: 'unit',
    cmd: [
      'npx',
      'vitest',
      'run',
      '--project',
      'contracts',
      '--project',
      'i18n',
      '--project',
      'directory',
      '--project',
      'ui',
      ...vitestReport('unit'),
    ],
    report: 'vitest',
  },
  {
    name: 'server',
    // Every core (Vitest's default leaves one free): on PGlite each test file's database runs in
    // its worker's own thread, and on 2 cores the step took 279 s with one worker, 178 s with two.
    cmd: [
      'npx',
      'vitest',
      'run',
      '--project',
      'server',
      '--maxWorkers=100%',
      ...vitestReport('server'),
    ],
    report: 'vitest',
  },
  {
    name: 'server-pg',
    cmd: [
      'node',
      'scripts/with-postgres.mjs',
      'npx',
      'vitest',
      'run',
      '--project',
      'server',
      ...vitestReport('server-pg'),
    ],
    report: 'vitest',
  },
  {
    name: 'stories',
    cmd: ['npx', 'vitest', 'run', '--project', 'storybook', ...vitestReport('stories')],
    report: 'vitest',
    browser: true,
    // Vitest 4's browser mode drives every file over one websocket to one page; when Chromium
    // drops that page's connections (seen in CI, no test failing), the run ends with "Browser
    // connection was closed while running tests" and the files not yet run are never run. Those
    // files, and only when no test failed, are run once more (see rerunLostFiles).
    rerunLost: ['npx', 'vitest', 'run', '--project', 'storybook'],
  },
  {
    name: 'build-storybook',
    cmd: ['npm', 'run', 'build-storybook', '--silent'],
    startsWith: 'stories',
  },
  {
    name: 'visual',
    cmd: ['npx', 'playwright', 'test', '-c', 'e2e/visual.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'visual.json') },
    report: 'playwright',
    browser: true,
  },
  {
    name: 'build',
    cmd: ['node', 'scripts/build.mjs', '--logLevel', 'warn'],
    startsWith: 'stories',
  },
  // Compressed JS of each public route's first load, from the build's manifest (≤ 170 kB each).
  { name: 'budget', cmd: ['node', 'scripts/budget.mjs'] },
  {
    name: 'e2e',
    cmd: ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') },
    report: 'playwright',
    browser: true,
  },
  {
    name: 'pages',
    cmd: ['npx', 'playwright', 'test', '-c', 'e2e/pages.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'pages.json') },
    report: 'playwright',
    browser: true,
  },
  // Two production servers on one throwaway PostgreSQL behind a proxy: what a user sees does not
  // depend on which one answers, nor on one of them dying (needs PostgreSQL 15, like server-pg).
  {
    name: 'cluster',
    cmd: ['npx', 'playwright', 'test', '-c', 'e2e/cluster.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'cluster.json') },
    report: 'playwright',
    browser: true,
  },
];

function listArg(flag) {
  const i = process.argv.indexOf(flag);
  return i === -1 ? null : process.argv[i + 1].split(',');
}
const only = listArg('--only');
const skip = listArg('--skip') ?? [];
const selected = steps.filter((s) => (!only || only.includes(s.name)) && !skip.includes(s.name));

if (selected.some((s) => s.browser) && !existsSync(chromium)) {
  console.error(
    `npm test needs Chromium for the story, visual and end-to-end tests, and none is at ${chromium}.\n` +
      'Install it (Debian: apt-get update && apt-get install -y chromium) or set CHROMIUM_PATH.',
  );
  process.exit(1);
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function count(step) {
  const file = join(reports, `${step.name}.json`);
  if (!step.report || !existsSync(file)) return { passed: 0, failed: 0 };
  const json = JSON.parse(readFileSync(file, 'utf8'));
  if (step.report === 'vitest')
    return { passed: json.numPassedTests ?? 0, failed: json.numFailedTests ?? 0 };
  const s = json.stats ?? {};
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0 };
}

/**
 * After a Vitest browser run that ended without any failed test but with files not run to the end
 * (the browser's connection lost: their tests are missing or still pending in the report), runs
 * those files once more and merges both reports into the step's. Returns the second run's outcome,
 * or null when the first run failed for any other reason.
 */
async function rerunLostFiles(step) {
  const file = join(reports, `${step.name}.json`);
  if (!existsSync(file)) return null;
  const first = JSON.parse(readFileSync(file, 'utf8'));
  const files = first.testResults ?? [];
  const unfinished = (r) =>
    r.assertionResults.length === 0 || r.assertionResults.some((a) => a.status === 'pending');
  const lost = files.filter(unfinished);
  if (first.numFailedTests !== 0 || files.some((r) => r.status !== 'passed') || !lost.length)
    return null;
  console.log(
    `\n${step.name}: the browser's connection was lost with no test failed; ` +
      `running the ${lost.length} file(s) it did not finish once more.`,
  );
  const again = start(
    {
      ...step,
      cmd: [...step.rerunLost, ...lost.map((r) => r.name), ...vitestReport(`${step.name}-rerun`)],
    },
    false,
  );
  const outcome = await again.done;
  const secondFile = join(reports, `${step.name}-rerun.json`);
  const second = existsSync(secondFile) ? JSON.parse(readFileSync(secondFile, 'utf8')) : null;
  const testResults = [...files.filter((r) => !unfinished(r)), ...(second?.testResults ?? [])];
  const tally = (status) =>
    testResults.reduce(
      (n, r) => n + r.assertionResults.filter((a) => a.status === status).length,
      0,
    );
  writeFileSync(
    file,
    JSON.stringify({
      ...first,
      testResults,
      numPassedTests: tally('passed'),
      numFailedTests: tally('failed'),
      numPendingTests: tally('pending'),
      success: outcome.status === 0,
    }),
  );
  return outcome;
}

/** Starts a step; resolves with its exit status once it ends. Held output goes to a log file. */
function start(step, held) {
  const child = spawn(step.cmd[0], step.cmd.slice(1), {
    cwd: root,
    stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    // Its own process group, so a failure elsewhere stops it with everything it started.
    detached: held,
    env: { ...process.env, ...step.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
  });
  const log = held ? join(reports, `${step.name}.log`) : null;
  if (log) {
    const out = createWriteStream(log);
    child.stdout.pipe(out);
    child.stderr.pipe(out);
  }
  const started = Date.now();
  const done = new Promise((resolve) => {
    child.on('close', (status, signal) =>
      resolve({ status, signal, seconds: Math.round((Date.now() - started) / 1000) }),
    );
  });
  return { child, done, log };
}

const running = new Map();
const results = [];
for (const step of selected) {
  console.log(`\n━━ ${step.name}: ${step.cmd.join(' ')}`);
  let run = running.get(step.name);
  if (run) {
    console.log(`(started beside ${step.startsWith}; its output follows)`);
  } else {
    run = start(step, false);
    for (const companion of selected.filter((s) => s.startsWith === step.name)) {
      running.set(companion.name, start(companion, true));
    }
  }
  let { status, signal, seconds } = await run.done;
  if (run.log) process.stdout.write(readFileSync(run.log, 'utf8'));
  if (status !== 0 && step.rerunLost) {
    const again = await rerunLostFiles(step);
    if (again) ({ status, signal } = again);
    if (again) seconds += again.seconds;
  }
  results.push({ ...step, ok: status === 0, seconds, ...count(step) });
  if (status !== 0) {
    console.error(`✗ ${step.name} failed (exit ${status ?? signal}) after ${seconds}s`);
    break;
  }
}
for (const { child } of running.values()) {
  if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGTERM');
}

console.log('\n━━ summary');
for (const r of results) {
  const tests = r.report ? ` — ${r.passed} passed, ${r.failed} failed` : '';
  console.log(`${r.ok ? '✓' : '✗'} ${r.name.padEnd(16)} ${String(r.seconds).padStart(4)}s${tests}`);
}
const notRun = selected.slice(results.length).map((s) => s.name);
if (notRun.length) console.log(`not run: ${notRun.join(', ')}`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed =
  results.reduce((n, r) => n + r.failed, 0) + results.filter((r) => !r.ok && !r.failed).length;
console.log(`Total: ${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) && results.length === selected.length ? 0 : 1);
