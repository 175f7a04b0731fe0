import puppeteer from 'puppeteer-core';
import { readFileSync, existsSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const consumers = new Map();
function original(url, line, column, name) {
  const m = /\/assets\/([^?#]+\.js)$/.exec(url);
  if (!m) return `${name || '(anon)'} ${url.slice(-30)}`;
  let c = consumers.get(m[1]);
  if (c === undefined) {
    const f = 'dist/app/assets/' + m[1] + '.map';
    c = existsSync(f) ? new SourceMapConsumer(JSON.parse(readFileSync(f, 'utf8'))) : null;
    consumers.set(m[1], c);
  }
  if (!c) return m[1];
  const o = c.originalPositionFor({ line: line + 1, column });
  return o.source
    ? `${o.source.replace(/.*node_modules\//, '').replace(/.*packages\//, '')}${o.name ? ' ' + o.name : ''}`
    : m[1];
}
const [url, lang = 'ar', cpu = '4'] = process.argv.slice(2);
const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-dev-shm-usage'],
});
const page = await browser.newPage();
await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
const origin = new URL(url).origin;
await page.goto(`${origin}/api/health`);
await page.evaluate((v) => {
  localStorage.setItem('preferredLanguage', v);
  document.cookie = `preferredLanguage=${v}; Path=/`;
}, lang);
const cdp = await page.createCDPSession();
await cdp.send('Network.clearBrowserCache');
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(cpu) });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await page.tracing.start({
  categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
});
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'networkidle0' });
await new Promise((r) => setTimeout(r, 1500));
const { profile } = await cdp.send('Profiler.stop');
const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
const events = trace.traceEvents;
const rendererPid = events.find(
  (e) =>
    e.name === 'thread_name' &&
    e.args.name === 'CrRendererMain' &&
    events.some((x) => x.pid === e.pid && x.name === 'ParseHTML'),
)?.pid;
const mainTid = events.find(
  (e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain' && e.pid === rendererPid,
)?.tid;
const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === rendererPid);
const tasks = events.filter(
  (e) => e.pid === rendererPid && e.tid === mainTid && e.name === 'RunTask' && e.dur > 50000,
);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
let t = profile.startTime;
const samples = profile.samples.map((id, i) => {
  t += profile.timeDeltas[i];
  return { t, n: byId.get(id) };
});
const t0 =
  events.find(
    (e) =>
      e.name === 'navigationStart' && e.pid === rendererPid && e.args?.data?.isLoadingMainFrame,
  )?.ts ?? tasks[0]?.ts;
console.log('FCP', fcp ? Math.round((fcp.ts - t0) / 1000) : '?');
for (const task of tasks) {
  const inside = samples.filter((s) => s.t >= task.ts && s.t <= task.ts + task.dur);
  const agg = new Map();
  for (const s of inside) {
    const f = s.n.callFrame;
    const k = f.url
      ? original(f.url, f.lineNumber, f.columnNumber, f.functionName).replace(
          /^(@[^/]+\/[^/]+|[^/ ]+)\/.*?(\s|$)/,
          '$1 ',
        )
      : `(${f.functionName || 'native'})`;
    agg.set(k, (agg.get(k) ?? 0) + 1);
  }
  // children events
  const kids = events
    .filter(
      (e) =>
        e.pid === rendererPid &&
        e.tid === mainTid &&
        e.ts >= task.ts &&
        e.ts < task.ts + task.dur &&
        e.ph === 'X' &&
        e.dur > 5000 &&
        e.name !== 'RunTask',
    )
    .map((e) => `${e.name}:${Math.round(e.dur / 1000)}`)
    .slice(0, 6);
  console.log(
    `task @${Math.round((task.ts - t0) / 1000)} ${Math.round(task.dur / 1000)}ms  [${kids.join(' ')}]`,
  );
  console.log(
    '   ',
    [...agg]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 7)
      .map(([k, v]) => `${k.trim()}:${Math.round(v * 0.1)}`)
      .join(' | '),
  );
}
await browser.close();
