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
const resp = await page.goto(url, { waitUntil: 'networkidle' });
const html = await resp.text();
console.log(
  'SERVER globals:',
  [...html.matchAll(/<style data-emotion="(mui[-a-z]*-global [^"]+)">([^<]{0,300})/g)]
    .map((m) => m[1] + ' :: ' + m[2])
    .join('\n'),
);
await page.waitForTimeout(1000);
const info = await page.evaluate(() =>
  [...document.querySelectorAll('style[data-emotion]')].map(
    (s) =>
      s.getAttribute('data-emotion') +
      ' :: ' +
      (s.textContent || [...(s.sheet?.cssRules ?? [])].map((r) => r.cssText).join('')).slice(
        0,
        300,
      ),
  ),
);
console.log('CLIENT:\n' + info.join('\n'));
await browser.close();
