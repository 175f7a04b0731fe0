import puppeteer from 'puppeteer-core';
const [url, lang = 'ar'] = process.argv.slice(2);
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
await page.tracing.start({
  categories: [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'blink.user_timing',
    'loading',
    'v8.execute',
    'disabled-by-default-devtools.timeline.frame',
    'latencyInfo',
  ],
});
await page.goto(url, { waitUntil: 'networkidle0' });
const buf = await page.tracing.stop();
const trace = JSON.parse(Buffer.from(buf).toString('utf8'));
const events = trace.traceEvents ?? trace;
const nav = events.find(
  (e) =>
    e.name === 'navigationStart' &&
    e.args?.data?.isLoadingMainFrame &&
    e.args?.data?.documentLoaderURL?.startsWith(url.split('?')[0]),
);
const t0 = nav?.ts ?? events.find((e) => e.name === 'navigationStart')?.ts;
const main = events.filter(
  (e) =>
    e.ph === 'X' &&
    e.dur > 3000 &&
    e.cat.includes('devtools.timeline') &&
    [
      'RunTask',
      'ParseHTML',
      'EvaluateScript',
      'v8.evaluateModule',
      'FunctionCall',
      'Layout',
      'UpdateLayoutTree',
      'Paint',
      'TimerFire',
      'FireAnimationFrame',
      'EventDispatch',
      'RunMicrotasks',
      'v8.compileModule',
      'ParseAuthorStyleSheet',
      'PrePaint',
      'Commit',
    ].includes(e.name),
);
for (const e of main.sort((a, b) => a.ts - b.ts).slice(0, 60))
  console.log(
    String(Math.round((e.ts - t0) / 1000)).padStart(5),
    String(Math.round(e.dur / 1000)).padStart(4),
    e.name,
    JSON.stringify(e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url ?? '').slice(0, 80),
  );
for (const e of events.filter((e) =>
  [
    'firstPaint',
    'firstContentfulPaint',
    'largestContentfulPaint::Candidate',
    'firstMeaningfulPaint',
    'MarkDOMContent',
    'MarkLoad',
  ].includes(e.name),
))
  console.log('MARK', Math.round((e.ts - t0) / 1000), e.name);
await browser.close();
