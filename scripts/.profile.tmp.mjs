import puppeteer from 'puppeteer-core';
import { readFileSync, existsSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const consumers = new Map();
function original(url, line, column) {
  const m = /\/assets\/([^?#]+\.js)$/.exec(url);
  if (!m) return null;
  let c = consumers.get(m[1]);
  if (c === undefined) {
    const f = 'dist/app/assets/' + m[1] + '.map';
    c = existsSync(f) ? new SourceMapConsumer(JSON.parse(readFileSync(f, 'utf8'))) : null;
    consumers.set(m[1], c);
  }
  if (!c) return null;
  const o = c.originalPositionFor({ line: line + 1, column });
  return o.source
    ? `${o.source.replace(/.*node_modules\//, '').replace(/.*packages\//, '')}`
    : null;
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
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'networkidle0' });
await new Promise((r) => setTimeout(r, 1000));
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
let total = 0;
profile.samples.forEach((id, i) => {
  const n = byId.get(id);
  const f = n.callFrame;
  const orig = original(f.url, f.lineNumber, f.columnNumber);
  const key = orig
    ? process.argv[5] === 'pkg'
      ? orig.replace(/^(@[^/]+\/[^/]+|[^/]+)\/.*/, '$1')
      : orig
    : `${f.functionName || '(anon)'} ${f.url.replace(origin, '').replace(/.*\/assets\//, '')}`;
  self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0));
  total += dt[i] ?? 0;
});
const top = [...self]
  .filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(program)'))
  .sort((a, b) => b[1] - a[1])
  .slice(0, 35);
console.log(
  'total ms',
  Math.round(total / 1000),
  'idle',
  Math.round((self.get('(idle) :-1') ?? 0) / 1000),
  'program',
  Math.round((self.get('(program) :-1') ?? 0) / 1000),
  'gc',
  Math.round((self.get('(garbage collector) :-1') ?? 0) / 1000),
);
for (const [k, v] of top) console.log(String(Math.round(v / 1000)).padStart(6), k.slice(0, 120));
await browser.close();
