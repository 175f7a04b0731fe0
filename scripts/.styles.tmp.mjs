import { chromium } from 'playwright';
const [url, lang = 'ar'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
await context.addCookies([{ name: 'preferredLanguage', value: lang, url }]);
const page = await context.newPage();
await page.addInitScript((l) => localStorage.setItem('preferredLanguage', l), lang);
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
const info = await page.evaluate(() => {
  const ssr = [...document.querySelectorAll('style[data-emotion]')].filter((s) =>
    s.getAttribute('data-emotion').includes(' '),
  );
  const client = [...document.querySelectorAll('style[data-emotion]')].filter(
    (s) => !s.getAttribute('data-emotion').includes(' '),
  );
  const rules = client.flatMap((s) => {
    try {
      return [...s.sheet.cssRules].map((r) => r.selectorText || r.cssText.slice(0, 60));
    } catch {
      return [];
    }
  });
  const classes = new Set(
    [...document.querySelectorAll('[class]')].flatMap((e) => [...e.classList]),
  );
  const selectorsUsedBySsrDom = rules.filter((r) => {
    const m = /\.([\w-]+)/.exec(r || '');
    return m && classes.has(m[1]);
  });
  return {
    ssrTags: ssr.length,
    ssrIds: ssr
      .map((s) => s.getAttribute('data-emotion').split(' ').length - 1)
      .reduce((a, b) => a + b, 0),
    clientTags: client.length,
    clientRules: rules.length,
    sample: rules.slice(0, 15),
    usedByDom: selectorsUsedBySsrDom.length,
  };
});
console.log(JSON.stringify(info, null, 1));
await browser.close();
