import { chromium } from 'playwright';
const base = process.argv[2] ?? 'http://127.0.0.1:3400';
const routes = (
  process.argv[3] ?? '/,/libraries,/libraries/fr-bnf,/regions,/about,/suggestions,/nope'
).split(',');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
for (const lang of ['ar', 'en']) {
  for (const route of routes) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addCookies([{ name: 'preferredLanguage', value: lang, url: base }]);
    const page = await context.newPage();
    await page.addInitScript((l) => localStorage.setItem('preferredLanguage', l), lang);
    const messages = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning')
        messages.push(`${m.type()}: ${m.text().slice(0, 300)}`);
    });
    page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
    const response = await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const h1 = await page
      .locator('h1')
      .first()
      .textContent()
      .catch(() => null);
    const title = await page.title();
    await page.screenshot({
      path: `/tmp/ssrcheck/${lang}${route.replaceAll('/', '_')}.png`,
      fullPage: false,
    });
    console.log(`${lang} ${route} ${response.status()} h1=${h1} title=${title}`);
    for (const m of messages.filter((m) => !m.includes('tile'))) console.log('   ', m);
    await context.close();
  }
}
await browser.close();
