import type { ConsoleMessage, Page } from '@playwright/test';
import type { Library } from '@libatlas/contracts';
import { openStatus } from '@libatlas/contracts/openingHours';
import { expect, goto, test } from '../appTest';
import { textOf } from './servedHtml';

// Issue 29: a library's page says whether it is open now and when that changes, in the library's
// own time, as the `opening_hours` package says for that moment (the browser's clock is fixed);
// the week's table the server drew is the one the app shows, and taking it over logs no error.

type Language = 'en' | 'ar';

/** The Austrian National Library: its hours are data ("Mo-Su 09:00-21:00", Europe/Vienna). */
const ID = 'at-onb';

// Monday 30 November 2026 in Vienna (UTC+1): 11:00, then 22:30 (closed until the next morning).
const MOMENTS = {
  open: new Date('2026-11-30T10:00:00Z'),
  closed: new Date('2026-11-30T21:30:00Z'),
};

const WORDS: Record<
  Language,
  {
    open: string;
    closed: string;
    closes: (when: string) => string;
    opens: (when: string) => string;
    days: string[];
    localTime: string;
    directions: RegExp;
  }
> = {
  en: {
    open: 'Open now',
    closed: 'Closed',
    closes: (when) => `closes ${when}`,
    opens: (when) => `opens ${when}`,
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    localTime: 'Times are local there:',
    directions: /^Directions/,
  },
  ar: {
    open: 'مفتوحة الآن',
    closed: 'مغلقة',
    closes: (when) => `تُغلق ${when}`,
    opens: (when) => `تفتح ${when}`,
    days: ['الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت', 'الأحد'],
    localTime: 'الأوقات بالتوقيت المحلي هناك:',
    directions: /^الاتجاهات/,
  },
};

async function libraryAnswer(page: Page): Promise<Library> {
  const response = await page.request.get(`/api/libraries/${ID}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Library;
}

/** What the page should say at `moment`, by the package the app itself loads. */
function expectedStatus(library: Library, moment: Date, language: Language) {
  const status = openStatus(
    library.openingHours!,
    {
      timeZone: library.timeZone!,
      countryCode: library.countryCode ?? '',
      location: library.location,
    },
    moment,
  );
  expect(status, 'the package reads the hours at that moment').not.toBeNull();
  const words = WORDS[language];
  const next = status!.next!;
  const when = next.sameDay ? next.time : `${words.days[next.weekday]} ${next.time}`;
  return {
    open: status!.open,
    text: status!.open
      ? `${words.open} · ${words.closes(when)}`
      : `${words.closed} · ${words.opens(when)}`,
  };
}

/** Errors the page logs (a hydration mismatch is one); the map's tiles never answer here. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    if (message.location().url.startsWith('http://127.0.0.1:9/')) return;
    errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** The week's table in the page as the server sent it (no script run), as its text. */
function drawnWeek(html: string): string {
  const table = /<table\b[^>]*data-testid="week-hours"[^>]*>([\s\S]*?)<\/table>/.exec(html);
  expect(table, 'the server drew the week').not.toBeNull();
  return textOf(table![1]!);
}

for (const language of ['en', 'ar'] as const) {
  test(`in ${language}, the page says open or closed and the next change, in the library's time, as the package does`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const library = await libraryAnswer(page);
    expect(library.openingHours).toBeTruthy();
    expect(library.hoursWeek).toBeTruthy();
    await context.addCookies([{ name: 'preferredLanguage', value: language, url: baseURL! }]);
    await page.addInitScript(
      (chosen) => localStorage.setItem('preferredLanguage', chosen),
      language,
    );
    const errors = watchErrors(page);
    const words = WORDS[language];

    // The page as the server sends it: the week's table, and no status (it needs a clock).
    const served = await page.request.get(`/libraries/${ID}`, {
      headers: { cookie: `preferredLanguage=${language}` },
    });
    expect(served.status()).toBe(200);
    const html = await served.text();
    expect(html).not.toContain('data-testid="open-status"');
    const week = drawnWeek(html);
    for (const [index, day] of words.days.entries()) {
      const times = library.hoursWeek![index]!;
      expect(week).toContain(day);
      for (const [from, to] of times) expect(week).toContain(`${from}–${to}`);
    }

    for (const [kind, moment] of Object.entries(MOMENTS)) {
      const expected = expectedStatus(library, moment, language);
      expect(expected.open, `${kind} at ${moment.toISOString()}`).toBe(kind === 'open');
      await page.clock.setFixedTime(moment);
      await goto(page, `/libraries/${ID}`);
      const status = page.getByTestId('open-status');
      await expect(status).toContainText(expected.text);
      await expect(status).toHaveAttribute('data-open', String(expected.open));
      await expect(status).toContainText(words.localTime);
      // The hydrated page shows the very week the server drew.
      expect((await page.getByTestId('week-hours').textContent())?.trim()).toBe(week);
    }

    await expect(page.getByRole('link', { name: words.directions })).toHaveAttribute(
      'href',
      `https://www.openstreetmap.org/directions?to=${library.location.lat}%2C${library.location.lng}`,
    );
    expect(errors).toEqual([]);
  });
}
