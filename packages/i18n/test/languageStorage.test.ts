import { afterEach, describe, expect, test, vi } from 'vitest';
import { languageCookie, readStoredLanguage, storeLanguage } from '../src/index.ts';

// The reader's language lives in local storage (spec §4) and in a cookie that mirrors it for the
// server, which draws the page in it. These run in Node: `localStorage` and `document` are
// stand-ins with only what the code reads.

/** A local storage holding `saved` under preferredLanguage, or one that refuses every call. */
function storage(saved: string | null | 'blocked'): Storage {
  const items = new Map<string, string>(
    saved && saved !== 'blocked' ? [['preferredLanguage', saved]] : [],
  );
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    getItem: saved === 'blocked' ? refuse : (key: string) => items.get(key) ?? null,
    setItem:
      saved === 'blocked' ? refuse : (key: string, value: string) => void items.set(key, value),
  } as unknown as Storage;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('languageCookie', () => {
  test('is named like the storage key, and lasts a year on the whole site', () => {
    expect(languageCookie.name).toBe('preferredLanguage');
    expect(languageCookie.serialize('en')).toBe(
      'preferredLanguage=en; Path=/; Max-Age=31536000; SameSite=Lax',
    );
  });

  test.each([
    ['preferredLanguage=en', 'en'],
    ['theme=dark; preferredLanguage=ar; session=abc', 'ar'],
    ['  preferredLanguage = en  ', 'en'],
    ['flag; preferredLanguage=en', 'en'],
    ['preferredLanguage=', ''],
  ])('reads %j as %j', (header, expected) => {
    expect(languageCookie.read(header)).toBe(expected);
  });

  test.each([
    '',
    'theme=dark',
    'xpreferredLanguage=en',
    'preferredLanguageX=en',
    'preferredLanguage',
  ])('finds no language in %j', (header) => {
    expect(languageCookie.read(header)).toBeUndefined();
  });

  test('reads back what it wrote, as a browser sends it', () => {
    for (const language of ['en', 'ar']) {
      const sent = languageCookie.serialize(language).split(';')[0]!;
      expect(languageCookie.read(`other=1; ${sent}`)).toBe(language);
    }
  });
});

describe('readStoredLanguage', () => {
  test('is Arabic when nothing is stored, or there is no storage nor document (the server)', () => {
    expect(readStoredLanguage()).toBe('ar');
    vi.stubGlobal('localStorage', storage(null));
    vi.stubGlobal('document', { cookie: '' });
    expect(readStoredLanguage()).toBe('ar');
  });

  test('takes the language saved in local storage first, whatever the cookie says', () => {
    vi.stubGlobal('localStorage', storage('en'));
    vi.stubGlobal('document', { cookie: 'preferredLanguage=ar' });
    expect(readStoredLanguage()).toBe('en');
  });

  test.each([
    ['nothing saved', null],
    ['a saved value that is not a language', 'fr'],
    ['blocked storage', 'blocked'],
  ] as const)('falls back to the cookie with %s', (_label, saved) => {
    vi.stubGlobal('localStorage', storage(saved));
    vi.stubGlobal('document', { cookie: 'theme=dark; preferredLanguage=en' });
    expect(readStoredLanguage()).toBe('en');
  });

  test('falls back to Arabic when the cookie holds no language either', () => {
    vi.stubGlobal('localStorage', storage('fr'));
    for (const cookie of ['preferredLanguage=de', 'preferredLanguage=', 'theme=dark']) {
      vi.stubGlobal('document', { cookie });
      expect(readStoredLanguage(), cookie).toBe('ar');
    }
  });
});

describe('storeLanguage', () => {
  test('saves the choice in local storage and in the cookie the server reads', () => {
    const local = storage(null);
    const document = { cookie: '' };
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('document', document);
    storeLanguage('en');
    expect(local.getItem('preferredLanguage')).toBe('en');
    expect(document.cookie).toBe(languageCookie.serialize('en'));
    expect(readStoredLanguage()).toBe('en');
  });

  test('keeps the choice in the cookie when local storage is blocked', () => {
    const document = { cookie: '' };
    vi.stubGlobal('localStorage', storage('blocked'));
    vi.stubGlobal('document', document);
    expect(() => storeLanguage('en')).not.toThrow();
    expect(document.cookie).toBe(languageCookie.serialize('en'));
  });

  test('keeps the choice in local storage when cookies are refused, and never throws', () => {
    const local = storage(null);
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('document', {
      set cookie(_value: string) {
        throw new DOMException('Cookies are disabled.', 'SecurityError');
      },
    });
    expect(() => storeLanguage('ar')).not.toThrow();
    expect(local.getItem('preferredLanguage')).toBe('ar');
    vi.unstubAllGlobals();
    expect(() => storeLanguage('ar')).not.toThrow();
  });
});
