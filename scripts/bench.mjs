#!/usr/bin/env node
// `npm run bench`: how fast the production build is, on a temporary database.
//   - Lighthouse (mobile, simulated throttling) on /, /libraries, /libraries/{id}, /regions, /about
//     and /suggestions in Arabic and English: performance and SEO scores (with the SEO audits that
//     fail), FCP, LCP, TBT, CLS and JavaScript bytes on the wire;
//   - on the same pages, the time from first contentful paint to `<html data-ready>` (the page
//     works) in Chromium really slowed to Lighthouse's phone settings (scripts/benchReady.mjs),
//     the median of --runs cold visits;
//   - autocannon on GET /api/libraries and GET /api/libraries/{id}: requests per second and p99
//     latency of our server, and of plain node:http sending the very same bytes and headers
//     (scripts/benchPlainServer.mjs), measured in turns in the same run (the median of the
//     rounds), and their ratio; and each server's CPU time per request (Linux's /proc), whose
//     ratio other work on a shared machine moves far less. Our server runs at npm start's
//     LOG_LEVEL (info: two request log lines each, to a file), unless LOG_LEVEL says otherwise;
//   - the cluster part (scripts/benchCluster.mjs): two server processes on one throwaway
//     PostgreSQL, GET /api/libraries/{id} and a mixed workload (reads, comments, votes) sent to one
//     process and then shared between both: req/s, p99 and the ratio two/one, and every
//     acknowledged write checked to be there afterwards (lost writes, which must be 0).
// It prints one table (and the cluster's under it) and writes it as JSON under .bench/. The
// figures depend on the machine and on what else runs on it: compare only runs made on the same,
// otherwise quiet machine.
// Each page is measured --runs times and the run with the median performance score is reported
// (scores on a shared machine spread by several points from run to run); a run Lighthouse could not
// load is tried again. FCP→ready is the median of its own --runs visits.
//   npm run bench -- [--only pages|api|cluster] [--runs 3] [--duration 10] [--connections 10]
//                    [--rounds 3] [--port N] [--libraries N]
// With --libraries N, the figures that grow with the directory instead, at the seed's size and
// grown to N with synthetic libraries, side by side (scripts/benchScale.mjs; --only pages or api),
// the phone's figures among them: Lighthouse on /, /libraries, /regions in both languages, a search
// keystroke to the updated count and the maps settled at 4× CPU (scripts/benchPhoneFigures.mjs).
// `npm run bench -- --help` prints the options.
// With DATABASE_URL set (e.g. `node scripts/with-postgres.mjs npm run bench`) the server runs on
// that PostgreSQL instead of a temporary PGlite (the cluster part always starts its own).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { request as httpRequest } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { benchCluster } from './benchCluster.mjs';
import { readyRun } from './benchReady.mjs';
import { benchScale, scaleTable } from './benchScale.mjs';
import { freePort } from './freePort.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    port: { type: 'string' },
    runs: { type: 'string', default: '3' },
    libraries: { type: 'string' },
    help: { type: 'boolean' },
  },
});
if (args.help) {
  console.log(`npm run bench -- [options]: the production build's speed, on a temporary database
  --only pages|api|cluster  one part (with --libraries: pages or api)
  --runs N         Lighthouse runs per page, and phone visits per figure (3); the median is kept
  --duration S     seconds of each autocannon run (10)
  --connections N  autocannon connections (10)
  --rounds N       autocannon runs per target, in turns with plain node:http (3)
  --port N         the server's port (a free one)
  --libraries N    the figures that grow with the directory, at the seed's size and grown to N:
                   bytes of the pages, the APIs and the sitemap; list req/s and the first read
                   after a write; and on the phone (unless --only api) Lighthouse mobile on /,
                   /libraries and /regions in English and Arabic, FCP→ready of /libraries, and at
                   390×844 with 4× CPU one search keystroke on /libraries?lang=en to the new count
                   (in all, and after the /api/directory/search answer: issue 32 asks ≤ 200 ms)
                   and /libraries?view=map and /regions until their map has settled (markers
                   drawn, no /api/directory/map request in flight for 1 s)
  DATABASE_URL=…   run on that PostgreSQL instead of PGlite`);
  process.exit(0);
}
const duration = Number(args.duration);
const connections = Number(args.connections);
const rounds = Number(args.rounds);
const lighthouseRepeats = Number(args.runs);
const PARTS = ['pages', 'api', 'cluster'];
if (args.only !== undefined && !PARTS.includes(args.only)) {
  console.error(`--only takes one of ${PARTS.join(', ')}, not "${args.only}"`);
  process.exit(2);
}
const runPages = args.only === undefined || args.only === 'pages';
const runApi = args.only === undefined || args.only === 'api';
const runCluster = args.only === undefined || args.only === 'cluster';
const scaleSize = args.libraries === undefined ? undefined : Number(args.libraries);
if (
  scaleSize !== undefined &&
  (!Number.isInteger(scaleSize) || scaleSize < 1 || (runCluster && args.only))
) {
  console.error('--libraries takes a whole number of libraries, with --only pages or api if any');
  process.exit(2);
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** packages/i18n/src/i18n.ts: LANGUAGE_STORAGE_KEY, where the app keeps the reader's language. */
const LANGUAGE_STORAGE_KEY = 'preferredLanguage';
const LANGUAGES = ['ar', 'en'];
/** What Chrome sends: our server picks Brotli. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/** Headers Node's http writes on its own for each answer. */
const PER_CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** A GET with the bytes as they came over the wire (fetch would decompress them). */
function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          rawHeaders: res.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const children = new Set();
const cleanups = [];

function startChild(args, env, stdout = 'pipe') {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', stdout, 'inherit'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

async function stopChild(child) {
  if (!children.has(child)) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The main admin's password on the bench's servers. */
const ADMIN_PASSWORD = `bench-${process.pid}-${Date.now()}`;

/** npm start's level (design.md's runtime interface), unless the bench is given another. */
const LOG_LEVEL = process.env.LOG_LEVEL ?? 'info';

/** The log of the server last started (its stdout): a file, as a service manager keeps it. */
let serverLog;

async function startServer(port, dataDir = mkdtempSync(join(tmpdir(), 'libatlas-bench-'))) {
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  // Beside the data, not in it (a backup or grow must not meet it), removed with the rest.
  const logDir = mkdtempSync(join(tmpdir(), 'libatlas-bench-log-'));
  cleanups.push(() => rmSync(logDir, { recursive: true, force: true }));
  serverLog = join(logDir, 'server.log');
  const logFile = openSync(serverLog, 'a');
  // `npm start`: builds the app when it is missing or stale, then serves it in production mode,
  // at npm start's LOG_LEVEL (info: two lines per request, as the product runs) unless LOG_LEVEL
  // says otherwise. The lines go to a file rather than through this process, which also runs
  // autocannon.
  const server = startChild(
    ['scripts/start.mjs'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      SEED: 'true',
      LOG_LEVEL,
    },
    logFile,
  );
  closeSync(logFile);
  await waitFor(`http://127.0.0.1:${port}/api/ready`, 600_000);
  return server;
}

/** The server process `npm start` (scripts/start.mjs) started: its only child. */
function serverProcess(startProcess) {
  const { pid } = startProcess;
  const [child] = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
  return Number(child);
}

/** The CPU time a process has used, user and system, in ms (Linux: /proc/<pid>/stat). */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime (fields 14 and 15 of stat(5)), in clock ticks of 10 ms (USER_HZ 100).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The bytes the server has logged so far. */
function loggedBytes() {
  return statSync(serverLog).size;
}

function ms(value) {
  return value === undefined ? '–' : `${Math.round(value)} ms`;
}

/** A run whose page Lighthouse could not load (NO_NAVSTART and the like) is tried again. */
const LIGHTHOUSE_ATTEMPTS = 3;

/** One Lighthouse run of a route in a language, as a first visit. */
async function lighthouseRun(browser, origin, route, lang) {
  const page = await browser.newPage();
  try {
    // The language is the app's stored preference, kept as the app keeps it: in local storage
    // and in the cookie the server draws the page by. Lighthouse keeps storage when told to,
    // so the browser cache is cleared by hand instead: every run is a first visit.
    await page.goto(`${origin}/api/health`);
    await page.evaluate(
      (key, value) => {
        localStorage.setItem(key, value);
        document.cookie = `${key}=${value}; Path=/; SameSite=Lax`;
      },
      LANGUAGE_STORAGE_KEY,
      lang,
    );
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const { lhr } = await lighthouse(
      `${origin}${route}`,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'seo'],
        disableStorageReset: true,
      },
      undefined,
      page,
    );
    if (lhr.runtimeError) return { runtimeError: lhr.runtimeError.message };
    const shown = await page.evaluate(() => document.documentElement.lang);
    if (shown !== lang) {
      throw new Error(`${route} showed lang="${shown}", not ${lang}: check LANGUAGE_STORAGE_KEY`);
    }
    const audit = (id) => lhr.audits[id]?.numericValue;
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
      seoFailures: Object.values(lhr.audits)
        .filter(
          (audit) =>
            lhr.categories.seo?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0) &&
            audit.score !== null &&
            audit.score < 1,
        )
        .map((audit) => audit.id),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      jsBytes: requests
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    };
  } finally {
    await page.close();
  }
}

/**
 * FCP→ready of a route in a language: the median of `runs` throttled cold visits, with each visit's
 * figures (a visit that never became ready is kept with its reason).
 */
async function readyRuns(browser, origin, route, lang) {
  const visits = [];
  for (let run = 0; run < lighthouseRepeats; run += 1) {
    visits.push(await readyRun(browser, origin, route, lang, LANGUAGE_STORAGE_KEY));
  }
  const ready = visits.filter((visit) => visit.error === undefined);
  return {
    fcpToReadyMs: ready.length ? median(ready.map((visit) => visit.fcpToReadyMs)) : undefined,
    notReady: visits.length - ready.length,
    readyVisits: visits,
  };
}

/** The FCP→ready cell: the median, and how many visits never became ready. */
function readyCell(page) {
  if (page.notReady === undefined) return '–';
  if (page.fcpToReadyMs === undefined) return 'never';
  return page.notReady
    ? `${ms(page.fcpToReadyMs)} (${page.notReady} never)`
    : ms(page.fcpToReadyMs);
}

/**
 * Each route in each language `runs` times (each run tried again on a runtime error): the run
 * with the median performance score stands for the page, with the spread of the scores; then
 * FCP→ready, measured apart (readyRuns).
 */
async function lighthouseRuns(origin, libraryId) {
  const routes = [
    '/',
    '/libraries',
    `/libraries/${libraryId}`,
    '/regions',
    '/about',
    '/suggestions',
  ];
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  const results = [];
  try {
    for (const lang of LANGUAGES) {
      for (const route of routes) {
        const done = [];
        let runtimeError;
        for (let run = 0; run < lighthouseRepeats; run += 1) {
          for (let attempt = 0; attempt < LIGHTHOUSE_ATTEMPTS; attempt += 1) {
            const outcome = await lighthouseRun(browser, origin, route, lang);
            runtimeError = outcome.runtimeError;
            if (!runtimeError) {
              done.push(outcome);
              break;
            }
          }
        }
        const ready = await readyRuns(browser, origin, route, lang);
        if (done.length === 0) {
          results.push({ route, lang, runtimeError, ...ready });
          console.log(
            `  ${lang} ${route}: no run succeeded (${runtimeError}), FCP→ready ${readyCell(ready)}`,
          );
          continue;
        }
        done.sort((a, b) => a.performance - b.performance);
        const middle = done[Math.floor((done.length - 1) / 2)];
        const scores = done.map((outcome) => outcome.performance);
        const result = { route, lang, ...middle, scores, ...ready };
        results.push(result);
        console.log(
          `  ${lang} ${route}: ${result.performance} (runs ${scores.join(', ')}), SEO ${result.seo}${result.seoFailures.length ? ` (${result.seoFailures.join(', ')})` : ''}, LCP ${ms(result.lcpMs)}, TBT ${ms(result.tbtMs)}, JS ${Math.round(result.jsBytes / 1024)} kB, FCP→ready ${readyCell(result)}`,
        );
        for (const visit of ready.readyVisits.filter((v) => v.error !== undefined)) {
          console.log(`    ${lang} ${route}: ${visit.error}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function cannon(url) {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: { 'accept-encoding': ACCEPT_ENCODING },
  });
  if (result.errors > 0 || result.non2xx > 0 || result.timeouts > 0) {
    throw new Error(
      `${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    );
  }
  return {
    reqPerSec: result.requests.average,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
  };
}

/** The middle value (mean of the two middle ones): one run disturbed by a neighbour does not move it. */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function apiRuns(origin, libraryId, plainPort, serverPid) {
  const paths = ['/api/libraries', `/api/libraries/${libraryId}`];
  // What our server answers a browser, replayed byte for byte by plain node:http.
  const answers = {};
  for (const path of paths) {
    const answer = await rawGet(`${origin}${path}`, { 'accept-encoding': ACCEPT_ENCODING });
    const headers = [];
    for (let i = 0; i < answer.rawHeaders.length; i += 2) {
      if (!PER_CONNECTION_HEADERS.has(answer.rawHeaders[i].toLowerCase())) {
        headers.push([answer.rawHeaders[i], answer.rawHeaders[i + 1]]);
      }
    }
    answers[path] = { status: answer.status, headers, body: answer.body.toString('base64') };
  }
  const dir = mkdtempSync(join(tmpdir(), 'libatlas-bench-plain-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const answersPath = join(dir, 'answers.json');
  writeFileSync(answersPath, JSON.stringify(answers));
  const plain = startChild(['scripts/benchPlainServer.mjs', answersPath, String(plainPort)]);
  const plainOrigin = `http://127.0.0.1:${plainPort}`;
  await waitFor(`${plainOrigin}${paths[0]}`, 30_000);

  const results = [];
  try {
    for (const path of paths) {
      const body = Buffer.from(answers[path].body, 'base64');
      const contentEncoding = answers[path].headers.find(
        ([name]) => name.toLowerCase() === 'content-encoding',
      )?.[1];
      const ours = [];
      const theirs = [];
      for (let round = 0; round < rounds; round += 1) {
        for (const [target, samples] of [
          [origin, ours],
          [plainOrigin, theirs],
        ]) {
          // A short warm-up (JIT, caches, connections), then the measured run.
          await autocannon({ url: `${target}${path}`, connections, duration: 2 });
          const pid = target === origin ? serverPid : plain.pid;
          const logBefore = loggedBytes();
          const cpuBefore = cpuMs(pid);
          const sample = await cannon(`${target}${path}`);
          // The server's CPU time per request, which other work on the machine moves far less
          // than requests per second (autocannon shares the cores).
          sample.cpuUsPerRequest = ((cpuMs(pid) - cpuBefore) * 1000) / sample.requests;
          // What our server logged per request (0 for plain node:http, which logs nothing).
          if (target === origin)
            sample.logBytesPerRequest = (loggedBytes() - logBefore) / sample.requests;
          samples.push(sample);
        }
      }
      const result = {
        path: path.replace(libraryId, '{id}'),
        bytes: body.length,
        contentEncoding: contentEncoding ?? 'identity',
        ours: {
          reqPerSec: median(ours.map((s) => s.reqPerSec)),
          p99Ms: median(ours.map((s) => s.p99Ms)),
          cpuUsPerRequest: median(ours.map((s) => s.cpuUsPerRequest)),
        },
        plain: {
          reqPerSec: median(theirs.map((s) => s.reqPerSec)),
          p99Ms: median(theirs.map((s) => s.p99Ms)),
          cpuUsPerRequest: median(theirs.map((s) => s.cpuUsPerRequest)),
        },
        rounds: { ours, plain: theirs },
        logLevel: LOG_LEVEL,
        logBytesPerRequest: median(ours.map((s) => s.logBytesPerRequest)),
      };
      result.ratio = result.ours.reqPerSec / result.plain.reqPerSec;
      // Plain's CPU per request over ours: the share of plain's speed ours would reach alone.
      result.cpuRatio = result.plain.cpuUsPerRequest / result.ours.cpuUsPerRequest;
      results.push(result);
      console.log(
        `  GET ${result.path}: ${Math.round(result.ours.reqPerSec)} vs ${Math.round(result.plain.reqPerSec)} req/s (${(result.ratio * 100).toFixed(0)} %); CPU ${result.ours.cpuUsPerRequest.toFixed(0)} vs ${result.plain.cpuUsPerRequest.toFixed(0)} µs a request (${(result.cpuRatio * 100).toFixed(0)} %); ours logging ${Math.round(result.logBytesPerRequest)} bytes a request at LOG_LEVEL=${LOG_LEVEL}`,
      );
    }
  } finally {
    await stopChild(plain);
  }
  return results;
}

function table(pages, api) {
  const header = [
    'target',
    'lang',
    'perf',
    'SEO',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'FCP→ready',
    'JS (wire)',
    'req/s ours',
    'req/s plain',
    'ratio',
    'p99 ours',
    'p99 plain',
    'CPU/req ours',
    'CPU/req plain',
    'CPU ratio',
  ];
  const rows = [
    ...pages.map((p) => [
      p.route,
      p.lang,
      p.runtimeError ? 'failed' : String(p.performance),
      p.seo === undefined ? '–' : String(p.seo),
      ms(p.fcpMs),
      ms(p.lcpMs),
      ms(p.tbtMs),
      p.cls === undefined ? '–' : p.cls.toFixed(3),
      readyCell(p),
      p.jsBytes === undefined ? '–' : `${(p.jsBytes / 1024).toFixed(0)} kB`,
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ]),
    ...api.map((a) => [
      `GET ${a.path}`,
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      a.ours.reqPerSec.toFixed(0),
      a.plain.reqPerSec.toFixed(0),
      `${(a.ratio * 100).toFixed(0)} %`,
      `${a.ours.p99Ms.toFixed(1)} ms`,
      `${a.plain.p99Ms.toFixed(1)} ms`,
      `${a.ours.cpuUsPerRequest.toFixed(0)} µs`,
      `${a.plain.cpuUsPerRequest.toFixed(0)} µs`,
      `${(a.cpuRatio * 100).toFixed(0)} %`,
    ]),
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells
      .map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** The cluster's rows: one process against two on the same PostgreSQL. */
function clusterTable(cluster) {
  const header = [
    `cluster: ${cluster.processes} processes, one PostgreSQL`,
    'req/s one',
    'req/s two',
    'ratio',
    'p99 one',
    'p99 two',
    'writes acked',
    'lost',
    '5xx',
    'errors',
  ];
  const row = (label, part) => [
    label,
    part.one.reqPerSec.toFixed(0),
    part.two.reqPerSec.toFixed(0),
    `${part.ratio.toFixed(2)}×`,
    `${part.one.p99Ms.toFixed(1)} ms`,
    `${part.two.p99Ms.toFixed(1)} ms`,
    part.one.writesAcknowledged === undefined
      ? '–'
      : String(part.one.writesAcknowledged + part.two.writesAcknowledged),
    part.one.lostWrites === undefined ? '–' : String(part.one.lostWrites + part.two.lostWrites),
    String(part.one['5xx'] + part.two['5xx']),
    String(part.one.errors + part.two.errors),
  ];
  const rows = [
    row(`GET ${cluster.path}`, cluster.reads),
    row('mixed: library, suggestion, comment, vote', cluster.mixed),
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells
      .map((cell, i) => (i < 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

async function main() {
  const loadBefore = loadavg();
  let pages = [];
  let api = [];
  let cluster = null;
  let scale = null;
  if (scaleSize !== undefined) {
    scale = await benchScale({
      size: scaleSize,
      root,
      port: args.port ? Number(args.port) : await freePort(),
      startServer,
      stopChild,
      cleanups,
      rawGet,
      lighthouseRun,
      runApi,
      runPages,
      runs: lighthouseRepeats,
      connections,
      duration,
      rounds,
      adminPassword: ADMIN_PASSWORD,
      chromium: CHROMIUM,
      languageStorageKey: LANGUAGE_STORAGE_KEY,
      log: console.log,
    });
  } else if (runPages || runApi) {
    const port = args.port ? Number(args.port) : await freePort();
    const plainPort = args.port ? port + 1 : await freePort();
    const origin = `http://127.0.0.1:${port}`;
    console.log(`Starting the production build on ${origin} (temporary database)…`);
    const server = await startServer(port);
    try {
      const list = await (await fetch(`${origin}/api/libraries`)).json();
      const libraryId = list.some((library) => library.id === 'fr-bnf') ? 'fr-bnf' : list[0].id;
      if (runPages) {
        console.log('Lighthouse (mobile):');
        pages = await lighthouseRuns(origin, libraryId);
      }
      if (runApi) {
        console.log(
          `autocannon (${connections} connections, ${rounds} × ${duration} s each, Accept-Encoding: ${ACCEPT_ENCODING}):`,
        );
        api = await apiRuns(origin, libraryId, plainPort, serverProcess(server));
      }
    } finally {
      await stopChild(server);
    }
  }
  let clusterLoad;
  if (runCluster && scaleSize === undefined) {
    console.log(
      `Cluster: 2 processes on one PostgreSQL, one against both (${connections} connections, ${rounds} × ${duration} s each)…`,
    );
    const before = loadavg();
    cluster = await benchCluster({
      connections,
      duration,
      rounds,
      acceptEncoding: ACCEPT_ENCODING,
      cleanups,
    });
    clusterLoad = { before, after: loadavg() };
    cluster.loadAverageBefore = clusterLoad.before;
    cluster.loadAverageAfter = clusterLoad.after;
  }
  const report = {
    date: new Date().toISOString(),
    machine: {
      cpus: availableParallelism(),
      node: process.version,
      loadAverageBefore: loadBefore,
      loadAverageAfter: loadavg(),
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    },
    settings: {
      connections,
      duration,
      rounds,
      acceptEncoding: ACCEPT_ENCODING,
      logLevel: LOG_LEVEL,
    },
    pages,
    api,
    cluster,
    scale,
  };
  const dir = join(root, '.bench');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `bench-${report.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  if (scale) {
    console.log(`\n${scaleTable(scale)}\n`);
    console.log(
      `Grown from the seed to ${scale.size} libraries in ${scale.growSeconds.toFixed(1)} s.`,
    );
  } else if (runPages || runApi) console.log(`\n${table(pages, api)}\n`);
  if (cluster) {
    console.log(`\n${clusterTable(cluster)}\n`);
    console.log(
      `Cluster: load average ${clusterLoad.before.map((n) => n.toFixed(2)).join(' ')} before, ` +
        `${clusterLoad.after.map((n) => n.toFixed(2)).join(' ')} after. Two processes share the ` +
        `same ${report.machine.cpus} CPUs with PostgreSQL and autocannon: on 2 CPUs a ratio near 1× ` +
        'is the honest figure; what counts is that it does not fall and that nothing is lost.',
    );
    const lost = cluster.mixed.one.lostWrites + cluster.mixed.two.lostWrites;
    if (lost > 0 || cluster.warmUps.lostWrites > 0) {
      console.error(
        `Cluster: ${lost + cluster.warmUps.lostWrites} acknowledged writes lost (warm-ups included)`,
      );
      process.exitCode = 1;
    }
  }
  console.log(
    `Load average before/after: ${loadBefore.map((n) => n.toFixed(2)).join(' ')} / ` +
      `${report.machine.loadAverageAfter.map((n) => n.toFixed(2)).join(' ')} on ${report.machine.cpus} CPUs` +
      ' (compare only runs from the same quiet machine).',
  );
  console.log(`Written to ${file}`);
}

async function cleanUp() {
  await Promise.all([...children].map((child) => stopChild(child)));
  for (const cleanup of cleanups.splice(0)) await cleanup();
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp().finally(() => process.exit(130));
  });
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanUp);
