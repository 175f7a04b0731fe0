import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  formatCreatedDate,
  formatLastLogin,
  formatLocaleDate,
  formatLongDateTime,
  formatNumber,
} from '../src/index.ts';

// Local wall-clock time (no 'Z'), so the expectations hold in every time zone.
const ISO = '2024-03-05T14:07:00';
const DATE = new Date(2024, 2, 5, 14, 7);

// ICU puts narrow no-break spaces and bidi marks inside some formats; what a reader sees is the
// text around them.
function visible(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');
}

const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/;

describe('formatCreatedDate', () => {
  test.each([ISO, DATE])('formats %s in English as MMM d, yyyy', (value) => {
    expect(formatCreatedDate(value, 'en')).toBe('Mar 5, 2024');
  });

  test('formats in Arabic with the Arabic month name and Latin digits', () => {
    expect(formatCreatedDate(ISO, 'ar')).toBe('5 مارس 2024');
  });

  test.each([null, undefined, '', 'not a date'])('is empty for %s', (value) => {
    expect(formatCreatedDate(value, 'en')).toBe('');
  });

  test('writes every month, day and year as the browsers’ Intl date format does', () => {
    const intl = {
      en: new Intl.DateTimeFormat('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }),
      ar: new Intl.DateTimeFormat('ar-u-nu-latn', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    };
    for (const language of ['en', 'ar'] as const) {
      for (let month = 0; month < 12; month += 1) {
        for (const [year, day] of [
          [1999, 1],
          [2026, 9],
          [2031, 28],
        ] as const) {
          const date = new Date(Date.UTC(year, month, day, 12));
          expect(formatCreatedDate(date, language)).toBe(intl[language].format(date));
        }
      }
    }
  });
});

describe('formatLastLogin', () => {
  test('formats in English as MMM d, yyyy HH:mm', () => {
    expect(formatLastLogin(ISO, 'en')).toBe('Mar 5, 2024 14:07');
  });

  test('formats in Arabic with the Arabic month name and a 24-hour time', () => {
    expect(formatLastLogin(DATE, 'ar')).toBe('5 مارس 2024 14:07');
  });

  test.each([null, undefined, '', 'not a date'])('reads Never for %s', (value) => {
    expect(formatLastLogin(value, 'en')).toBe('Never');
    expect(formatLastLogin(value, 'ar')).toBe('أبدًا');
  });
});

describe('formatLongDateTime', () => {
  test('uses the long English date and a short time', () => {
    expect(visible(formatLongDateTime(ISO, 'en'))).toMatch(/^March 5, 2024(,| at) 2:07 PM$/);
  });

  test('uses the long Arabic date, a short time and Latin digits', () => {
    const text = visible(formatLongDateTime(ISO, 'ar'));
    expect(text).toMatch(/^5 مارس 2024/);
    expect(text).toMatch(/2:07 م$/);
    expect(text).not.toMatch(ARABIC_INDIC_DIGITS);
  });

  test('is empty when unset', () => {
    expect(formatLongDateTime(null, 'ar')).toBe('');
  });
});

describe('formatLocaleDate', () => {
  test('writes month/day/year in English', () => {
    expect(formatLocaleDate(ISO, 'en')).toBe('3/5/2024');
  });

  test('writes day/month/year in Arabic with Latin digits', () => {
    expect(visible(formatLocaleDate(DATE, 'ar'))).toBe('5/3/2024');
  });

  test('is empty when unset', () => {
    expect(formatLocaleDate(undefined, 'en')).toBe('');
  });
});

// The server draws in UTC; a reader's browser may be anywhere. A page the server drew must show the
// same day once the browser takes it over (else React's hydration finds another text).
describe('a day is the same on the server and in a browser of any time zone', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  /** Runs `check` with the process's time zone set to `zone`, as a reader's browser would have it. */
  function inZone(zone: string, check: () => void) {
    vi.stubEnv('TZ', zone);
    check();
  }

  test('an instant late in the UTC day is written on that day in UTC+3 too', () => {
    const late = '2026-12-31T22:30:00.000Z';
    inZone('Asia/Riyadh', () => {
      // The zone is in force: there it is already the next year.
      expect(new Date(late).getFullYear()).toBe(2027);
      expect(formatCreatedDate(late, 'en')).toBe('Dec 31, 2026');
      expect(formatCreatedDate(new Date(late), 'ar')).toBe('31 ديسمبر 2026');
      expect(formatLocaleDate(late, 'en')).toBe('12/31/2026');
      expect(visible(formatLocaleDate(late, 'ar'))).toBe('31/12/2026');
    });
  });

  test.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC'])(
    'a day the data names is that day in %s',
    (zone) => {
      inZone(zone, () => {
        for (const written of ['2026-03-05', '2026-03-05T12:00:00']) {
          expect(formatCreatedDate(written, 'en')).toBe('Mar 5, 2026');
          expect(formatLocaleDate(written, 'en')).toBe('3/5/2026');
        }
      });
    },
  );
});

describe('formatNumber', () => {
  test.each(['en', 'ar'] as const)('groups thousands with Latin digits in %s', (language) => {
    expect(formatNumber(1234567, language)).toBe('1,234,567');
  });
});
