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
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
page.on('console', (m) => {
  if (m.text().startsWith('PROFILE')) console.log(m.text());
});
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(3000);
await browser.close();
