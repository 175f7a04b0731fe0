import { chromium } from 'playwright';
const [url, lang='ar'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
await context.addCookies([{ name: 'preferredLanguage', value: lang, url }]);
const page = await context.newPage();
await page.addInitScript((l) => {
  localStorage.setItem('preferredLanguage', l);
  window.__rules = [];
  const orig = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (rule, i) { window.__rules.push([Math.round(performance.now()), document.documentElement.hasAttribute('data-ready'), rule.slice(0, 90)]); return orig.call(this, rule, i); };
}, lang);
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
const rules = await page.evaluate(() => window.__rules);
console.log('total', rules.length, 'before ready', rules.filter(r => !r[1]).length);
const sel = new Map(); for (const [, , r] of rules) { const k = r.replace(/\{.*/, '').slice(0, 60); sel.set(k, (sel.get(k) ?? 0) + 1); }
console.log([...sel].slice(0, 60).map(([k, v]) => `${v} ${k}`).join('\n'));
await browser.close();
