import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { writeFileSync } from 'node:fs';
const [url, lang = 'ar'] = process.argv.slice(2);
const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-dev-shm-usage'],
});
const page = await browser.newPage();
const origin = new URL(url).origin;
await page.goto(`${origin}/api/health`);
await page.evaluate((v) => {
  localStorage.setItem('preferredLanguage', v);
  document.cookie = `preferredLanguage=${v}; Path=/`;
}, lang);
const cdp = await page.createCDPSession();
await cdp.send('Network.clearBrowserCache');
await cdp.detach();
const { lhr } = await lighthouse(
  url,
  { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
  undefined,
  page,
);
writeFileSync('/tmp/lhr.json', JSON.stringify(lhr));
const a = (id) => lhr.audits[id];
console.log(
  'perf',
  lhr.categories.performance.score,
  'FCP',
  a('first-contentful-paint').numericValue,
  'LCP',
  a('largest-contentful-paint').numericValue,
  'TBT',
  a('total-blocking-time').numericValue,
  'SI',
  a('speed-index').numericValue,
  'CLS',
  a('cumulative-layout-shift').numericValue,
);
const obs = a('metrics').details.items[0];
console.log(
  'observed FCP',
  obs.observedFirstContentfulPaint,
  'LCP',
  obs.observedLargestContentfulPaint,
  'DCL',
  obs.observedDomContentLoaded,
  'load',
  obs.observedLoad,
);
for (const r of a('network-requests').details.items)
  console.log(
    String(Math.round(r.networkRequestTime)).padStart(6),
    String(Math.round(r.networkEndTime)).padStart(6),
    (r.priority ?? '').padEnd(8),
    r.resourceType?.padEnd(10),
    String(r.transferSize).padStart(7),
    r.url.replace(origin, ''),
  );
console.log(
  'render-blocking',
  JSON.stringify(a('render-blocking-resources')?.details?.items?.map((i) => i.url)),
);
console.log(
  'lcp element',
  JSON.stringify(
    a('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node?.snippet ??
      a('largest-contentful-paint-element')?.details,
  ).slice(0, 300),
);
const tasks = a('long-tasks')?.details?.items ?? [];
console.log(
  'long tasks',
  tasks
    .map(
      (t) => `${Math.round(t.startTime)}+${Math.round(t.duration)} ${t.url?.replace(origin, '')}`,
    )
    .join(' | '),
);
const boot = a('bootup-time')?.details?.items ?? [];
console.log(
  'bootup',
  boot
    .map((b) => `${b.url.replace(origin, '')} ${Math.round(b.total)}/${Math.round(b.scripting)}`)
    .join(' | '),
);
const mt = a('mainthread-work-breakdown')?.details?.items ?? [];
console.log('mainthread', mt.map((b) => `${b.group} ${Math.round(b.duration)}`).join(' | '));
await browser.close();
