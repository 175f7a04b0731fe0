// The phone figures of `npm run bench -- --libraries N` (issue 32's acceptance), in Playwright's
// Chromium with a phone's screen (390×844, touch) and its CPU slowed 4× through CDP
// (Emulation.setCPUThrottlingRate), network unthrottled, so the figures are the page's own work:
//   - keystroke: on /libraries?lang=en, one letter typed in the "Search libraries" field until the
//     list is updated: the count (`role=status`, "N libraries") shows the new number AND the cards
//     drawn are the new answer's first page (the libraries' links in the lists, in the API's order;
//     the figure is the later of the two, as the acceptance asks for the list, not the count); as a
//     whole (from the keydown) and after the search's answer (/api/directory/search) arrived, which
//     the acceptance bounds by 200 ms. All on the page's own clock: the keydown's timeStamp, the
//     answer's responseEnd (Resource Timing) and the moments the DOM held the new count and the new
//     cards (a MutationObserver). The count alone is kept as `countMs`/`countAfterAnswerMs`; the
//     frame that shows the new list, its style, layout and paint done (a task queued from the next
//     animation frame), as `paintedAfterAnswerMs`;
//   - map: /libraries?view=map and /regions, from the start of the navigation until the map has
//     settled: markers or cluster discs drawn (Leaflet's marker pane) and no /api/directory/map
//     request in flight for SETTLE_MS. The figure is the later of the last marker added or removed
//     and the last map answer's end. Tiles (another site) are refused, as nothing here needs them.
//     /regions draws its map at the reader's first move (issue 32): as soon as the app has taken
//     the page over, it is scrolled 100px, the map's box still in view, as a reader's first swipe.
// Written against what the pages show (roles, labels, text and requests), not their components.
import { chromium as playwrightChromium } from 'playwright';

const PHONE = { width: 390, height: 844 };
const CPU_SLOWDOWN = 4;
/** How long the map must stay quiet (no map request in flight) to count as settled. */
const SETTLE_MS = 1000;
const TIMEOUT_MS = 60_000;
/** The letters tried, rarest first, for one that changes the count (asked of the API first). */
const LETTERS = ['z', 'q', 'x', 'j', 'k', 'v', 'w', 'y', 'p', 'b', 'u', 'o', 'e', 'a'];
const MARKERS = '.leaflet-marker-pane > *';

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** A letter whose search on the English page finds some libraries but not all, from the API. */
async function pickLetter(origin) {
  const all = await (await fetch(`${origin}/api/directory/search?lang=en`)).json();
  for (const letter of LETTERS) {
    const found = await (await fetch(`${origin}/api/directory/search?q=${letter}&lang=en`)).json();
    if (found.total > 0 && found.total !== all.total) {
      // The cards the list must show once updated: the first page's exact matches, then its near ones.
      const ids = [...found.items, ...(found.related ?? [])].map((item) => item.id);
      return { letter, total: found.total, ids };
    }
  }
  throw new Error('no letter changes the count of /api/directory/search');
}

/** A fresh phone page (its own context: no cache, cookies or storage), CPU slowed. */
async function phonePage(browser, origin) {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  // Only this server: map tiles and anything else from another site are refused at once.
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/**
 * Runs in the page before its scripts: when the count text last changed, and to what; and, once
 * `window.__benchExpectCards` is set, when the cards in the lists first were those ids, in order.
 */
function watchCount() {
  window.__benchCounts = [];
  const cardIds = () =>
    Array.from(document.querySelectorAll('[role=list] article a[href]'), (link) =>
      decodeURIComponent(new URL(link.href).pathname),
    )
      .filter((path) => path.startsWith('/libraries/'))
      .map((path) => path.slice('/libraries/'.length));
  const lookCards = () => {
    const expected = window.__benchExpectCards;
    if (!expected || window.__benchCardsAt !== undefined) return;
    const ids = cardIds();
    if (ids.length === expected.length && ids.every((id, index) => id === expected[index])) {
      window.__benchCardsAt = performance.now();
      // The frame that shows them: a task queued from the next animation frame runs once that
      // frame's style, layout and paint are done.
      requestAnimationFrame(() =>
        setTimeout(() => {
          window.__benchCardsPaintedAt = performance.now();
        }, 0),
      );
    }
  };
  const pattern = /^\s*[\d,.\s]+ librar(?:y|ies)\s*$/i;
  let last;
  const look = () => {
    for (const element of document.querySelectorAll('[role=status]')) {
      const text = element.textContent ?? '';
      if (pattern.test(text)) {
        if (text !== last) {
          last = text;
          window.__benchCounts.push({ text, at: performance.now() });
        }
        return;
      }
    }
  };
  new MutationObserver(() => {
    look();
    lookCards();
  }).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  });
  window.addEventListener(
    'keydown',
    (event) => {
      if (window.__benchKeyAt === undefined) window.__benchKeyAt = event.timeStamp;
    },
    true,
  );
}

/** One keystroke on /libraries?lang=en, to the new count and the new cards. */
async function keystrokeRun(browser, origin, letter, ids) {
  const { context, page } = await phonePage(browser, origin);
  try {
    await page.addInitScript(watchCount);
    await page.goto(`${origin}/libraries?lang=en`, { timeout: TIMEOUT_MS });
    // The app works (hydrated) once <html data-ready> is there (packages/app/src/layout/MarkReady.tsx).
    await page.waitForSelector('html[data-ready]', { timeout: TIMEOUT_MS, state: 'attached' });
    const box = page
      .getByRole('searchbox', { name: 'Search libraries' })
      .or(page.getByRole('textbox', { name: 'Search libraries' }));
    await box.first().click();
    const before = await page.evaluate(() => window.__benchCounts.at(-1)?.text);
    if (before === undefined) return { error: 'no count ("N libraries") shown before typing' };
    await page.evaluate((expected) => {
      window.__benchExpectCards = expected;
    }, ids);
    await page.keyboard.press(letter);
    try {
      await page.waitForFunction(
        (shown) =>
          window.__benchCounts.some((count) => count.text !== shown) &&
          window.__benchCardsPaintedAt !== undefined,
        before,
        { timeout: TIMEOUT_MS, polling: 50 },
      );
    } catch {
      return {
        error: `the count ("${before}") or the cards were not updated ${TIMEOUT_MS / 1000} s after typing`,
      };
    }
    const seen = await page.evaluate((shown) => {
      const keyAt = window.__benchKeyAt;
      const count = window.__benchCounts.find((c) => c.text !== shown && c.at >= keyAt);
      const listAt = Math.max(count.at, window.__benchCardsAt);
      const answers = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/directory/search') && entry.startTime >= keyAt)
        .filter((entry) => entry.responseEnd <= listAt);
      return {
        keyAt,
        countAt: count.at,
        listAt,
        paintedAt: Math.max(count.at, window.__benchCardsPaintedAt),
        countText: count.text.trim(),
        answerAt: answers.length ? Math.max(...answers.map((e) => e.responseEnd)) : undefined,
      };
    }, before);
    const afterAnswer = (at) => (seen.answerAt === undefined ? undefined : at - seen.answerAt);
    return {
      from: before.trim(),
      to: seen.countText,
      totalMs: seen.listAt - seen.keyAt,
      afterAnswerMs: afterAnswer(seen.listAt),
      paintedAfterAnswerMs: afterAnswer(seen.paintedAt),
      countMs: seen.countAt - seen.keyAt,
      countAfterAnswerMs: afterAnswer(seen.countAt),
      answerMs: seen.answerAt === undefined ? undefined : seen.answerAt - seen.keyAt,
    };
  } finally {
    await context.close();
  }
}

/** Runs in the page before its scripts: when a marker or cluster disc was last added or removed. */
function watchMarkers() {
  new MutationObserver((records) => {
    const inPane = records.some(
      (record) => record.target instanceof Element && record.target.matches('.leaflet-marker-pane'),
    );
    if (inPane) window.__benchMarkersAt = performance.now();
  }).observe(document, { subtree: true, childList: true });
}

/** One cold visit of a map page, to the map settled (see the top of this file). */
async function mapRun(browser, origin, route) {
  const { context, page } = await phonePage(browser, origin);
  try {
    await page.addInitScript(watchMarkers);
    const isMap = (request) => request.url().includes('/api/directory/map');
    let inFlight = 0;
    let lastChange = performance.now();
    page.on('request', (request) => {
      if (isMap(request)) {
        inFlight += 1;
        lastChange = performance.now();
      }
    });
    for (const event of ['requestfinished', 'requestfailed']) {
      page.on(event, (request) => {
        if (isMap(request)) {
          inFlight -= 1;
          lastChange = performance.now();
        }
      });
    }
    const started = performance.now();
    await page.goto(`${origin}${route}`, { timeout: TIMEOUT_MS, waitUntil: 'commit' });
    if (route === '/regions') {
      // Opened at its address, Regions draws its map at the reader's first move (a scroll, a
      // touch, a key) or by its button (issue 32: the page is ready without it). As soon as the
      // app has taken the page over, the page is scrolled 100px as by a reader's first swipe (the
      // map's box stays in view), so the figure is still the map's, from the navigation's start.
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'), null, {
        timeout: TIMEOUT_MS,
      });
      await page.evaluate(() => window.scrollBy(0, 100));
    }
    for (;;) {
      if (performance.now() - started > TIMEOUT_MS) {
        return { error: `${route}: the map did not settle within ${TIMEOUT_MS / 1000} s` };
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      const markers = await page.locator(MARKERS).count();
      const quietFor = performance.now() - lastChange;
      if (markers > 0 && inFlight === 0 && quietFor >= SETTLE_MS) {
        const seen = await page.evaluate(() => ({
          markersAt: window.__benchMarkersAt,
          answers: performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes('/api/directory/map'))
            .map((entry) => entry.responseEnd),
        }));
        if (seen.markersAt === undefined) continue;
        return {
          settledMs: Math.max(seen.markersAt, ...seen.answers),
          markers,
          mapRequests: seen.answers.length,
        };
      }
    }
  } finally {
    await context.close();
  }
}

/** Median of the runs that finished, with how many did not (and why, in `log`). */
function summarise(runs, key, log, label) {
  const done = runs.filter((run) => run.error === undefined && run[key] !== undefined);
  for (const run of runs.filter((r) => r.error !== undefined)) log(`    ${label}: ${run.error}`);
  return done.length ? median(done.map((run) => run[key])) : undefined;
}

/** The keystroke figures (see the top of this file), the median of `runs` cold visits. */
async function keystrokeFiguresIn(browser, origin, { runs, log }) {
  const { letter, total, ids } = await pickLetter(origin);
  log(`    keystroke "${letter}" (the API finds ${total}, ${ids.length} cards on its first page)…`);
  const keystrokes = [];
  for (let run = 0; run < runs; run += 1) {
    keystrokes.push(await keystrokeRun(browser, origin, letter, ids));
  }
  return {
    letter,
    keystrokeMs: summarise(keystrokes, 'totalMs', log, 'keystroke'),
    keystrokeAfterAnswerMs: summarise(keystrokes, 'afterAnswerMs', () => {}, 'keystroke'),
    keystrokePaintedAfterAnswerMs: summarise(
      keystrokes,
      'paintedAfterAnswerMs',
      () => {},
      'keystroke',
    ),
    keystrokeCountMs: summarise(keystrokes, 'countMs', () => {}, 'keystroke'),
    keystrokeCountAfterAnswerMs: summarise(keystrokes, 'countAfterAnswerMs', () => {}, 'keystroke'),
    keystrokes,
  };
}

/** The keystroke figures alone on a phone (for measuring the list by itself). */
export async function keystrokeFigures(origin, { runs, chromium, log }) {
  const browser = await playwrightChromium.launch({
    executablePath: chromium,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });
  try {
    return await keystrokeFiguresIn(browser, origin, { runs, log });
  } finally {
    await browser.close();
  }
}

/** The keystroke and map figures on a phone, the median of `runs` cold visits each. */
export async function phoneFigures(origin, { runs, chromium, log }) {
  const browser = await playwrightChromium.launch({
    executablePath: chromium,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });
  try {
    const { letter, keystrokes, ...keystroke } = await keystrokeFiguresIn(browser, origin, {
      runs,
      log,
    });
    const maps = {};
    for (const route of ['/libraries?view=map', '/regions']) {
      log(`    map settled on ${route}…`);
      maps[route] = [];
      for (let run = 0; run < runs; run += 1)
        maps[route].push(await mapRun(browser, origin, route));
    }
    return {
      letter,
      ...keystroke,
      keystrokes,
      mapSettledMs: Object.fromEntries(
        Object.entries(maps).map(([route, visits]) => [
          route,
          summarise(visits, 'settledMs', log, route),
        ]),
      ),
      maps,
    };
  } finally {
    await browser.close();
  }
}
