import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 400, height: 600 } });
await p.goto('file:///tmp/cvtest/index.html');
await p.screenshot({ path: '/tmp/cvtest/full.png', fullPage: true });
await b.close();
