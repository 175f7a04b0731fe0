#!/usr/bin/env node
// `npm run soak`: the production build under mixed traffic for a while, on a temporary database.
// autocannon keeps --connections connections busy for --minutes with a cycle of reads (the list,
// a library, two pages drawn on the server, the suggestions), sign-ins with a wrong password
// (throttled to 429 after a few), votes by a signed-in user and image uploads by an admin; beside
// it a probe asks GET /api/health every 200 ms. It prints, and writes under .bench/:
//   - the answers by status class (no 5xx is the bar), and the probe's failures;
//   - the server's memory (RSS) each minute: the end within 20 % of the first minute's;
//   - the health probe's p99 latency each minute and overall (under 100 ms is the bar).
// It exits non-zero when a bar is missed. Like the bench, run it on an otherwise quiet machine.
//   npm run soak -- [--minutes 10] [--connections 50]
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort } from './freePort.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});
const minutes = Number(args.minutes);
const connections = Number(args.connections);

/** A 1 × 1 PNG, the image the admin uploads. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The resident memory of a process and its children, in MiB (from /proc). */
function treeRssMiB(pid) {
  const parentOf = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) {
    for (const [child, parent] of parentOf) if (parent === tree[i]) tree.push(child);
  }
  let kib = 0;
  for (const member of tree) {
    try {
      const status = readFileSync(`/proc/${member}/status`, 'utf8');
      kib += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return kib / 1024;
}

function percentile(values, p) {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function json(response) {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function main() {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'libatlas-soak-'));
  const adminPassword = `soak-${process.pid}-${Date.now()}`;
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: adminPassword,
      SEED: 'true',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // The per-user write limit would turn most votes and uploads into 429s; the soak wants them
      // to reach the database.
      WRITE_RATE_LIMIT: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = once(server, 'exit');
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => void stop().finally(() => process.exit(130)));
  try {
    const deadline = Date.now() + 600_000;
    for (;;) {
      try {
        if ((await fetch(`${origin}/api/ready`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }

    const jsonPost = (path, body, token) =>
      fetch(`${origin}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    const admin = await json(
      await jsonPost('/api/users/login', {
        email: 'admin@libatlas.local',
        password: adminPassword,
      }),
    );
    const email = `soak-${Date.now()}@example.org`;
    const password = 'soak walk through the stacks';
    await json(await jsonPost('/api/users', { name: 'Soak', email, password }));
    const user = await json(await jsonPost('/api/users/login', { email, password }));
    const suggestion = await json(
      await jsonPost(
        '/api/suggestions',
        { type: 'feature', content: { en: 'A suggestion the soak votes on.' } },
        user.token,
      ),
    );

    const boundary = 'soakboundary';
    const upload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="dot.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const read = { method: 'GET', headers: { 'accept-encoding': 'gzip, br' } };
    const requests = [
      { ...read, path: '/api/libraries' },
      { ...read, path: '/api/libraries/fr-bnf' },
      { ...read, path: '/' },
      { ...read, path: '/libraries/fr-bnf?lang=en' },
      { ...read, path: '/api/suggestions' },
      {
        method: 'POST',
        path: '/api/users/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.org', password: 'not the password' }),
      },
      {
        method: 'POST',
        path: `/api/suggestions/${suggestion.id}/vote`,
        headers: { authorization: `Bearer ${user.token}` },
      },
      {
        method: 'POST',
        path: '/api/upload/image',
        headers: {
          authorization: `Bearer ${admin.token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        body: upload,
      },
    ];

    const probe = { latencies: [], failures: 0, perMinute: [[]] };
    const memory = [];
    let probing = true;
    const probeLoop = (async () => {
      while (probing) {
        const started = performance.now();
        try {
          const response = await fetch(`${origin}/api/health`, {
            signal: AbortSignal.timeout(5_000),
          });
          await response.arrayBuffer();
          if (!response.ok) probe.failures += 1;
        } catch {
          probe.failures += 1;
        }
        const took = performance.now() - started;
        probe.latencies.push(took);
        probe.perMinute.at(-1).push(took);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    const minuteTimer = setInterval(() => {
      memory.push(treeRssMiB(server.pid));
      const last = probe.perMinute.at(-1);
      console.log(
        `minute ${memory.length}: RSS ${memory.at(-1).toFixed(0)} MiB, health p99 ${percentile(last, 99)?.toFixed(1)} ms (${last.length} probes)`,
      );
      probe.perMinute.push([]);
    }, 60_000);

    console.log(
      `Soak: ${connections} connections for ${minutes} min on ${origin} (${requests.length} kinds of request in turn)…`,
    );
    const loadBefore = loadavg();
    const result = await autocannon({
      url: origin,
      connections,
      duration: minutes * 60,
      requests,
      timeout: 30,
    });
    clearInterval(minuteTimer);
    probing = false;
    await probeLoop;
    memory.push(treeRssMiB(server.pid));

    const firstMinute = memory[0];
    const end = memory.at(-1);
    const healthP99 = percentile(probe.latencies, 99);
    const report = {
      date: new Date().toISOString(),
      machine: {
        cpus: availableParallelism(),
        node: process.version,
        loadAverageBefore: loadBefore,
      },
      settings: { minutes, connections, requests: requests.map((r) => `${r.method} ${r.path}`) },
      answers: {
        total: result.requests.total,
        perSecond: result.requests.average,
        '2xx': result['2xx'],
        '3xx': result['3xx'],
        '4xx': result['4xx'],
        '5xx': result['5xx'],
        errors: result.errors,
        timeouts: result.timeouts,
        latencyP99Ms: result.latency.p99,
      },
      memoryMiB: memory.map((m) => Math.round(m)),
      memoryEndVsFirstMinute: end / firstMinute,
      health: {
        probes: probe.latencies.length,
        failures: probe.failures,
        p99Ms: healthP99,
        p99MsPerMinute: probe.perMinute
          .filter((m) => m.length > 0)
          .map((m) => Number(percentile(m, 99).toFixed(1))),
      },
    };
    const bars = {
      'no 5xx': result['5xx'] === 0 && result.errors === 0 && probe.failures === 0,
      'memory flat (end within 20 % of the first minute)': Math.abs(end / firstMinute - 1) <= 0.2,
      'health p99 under 100 ms': healthP99 < 100,
    };
    report.bars = bars;
    const dir = join(root, '.bench');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `soak-${report.date.replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(JSON.stringify(report, null, 2));
    for (const [bar, met] of Object.entries(bars)) console.log(`${met ? '✓' : '✗'} ${bar}`);
    console.log(`Written to ${file}`);
    if (!Object.values(bars).every(Boolean)) process.exitCode = 1;
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
