import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  I18nextProvider,
  LANGUAGE_STORAGE_KEY,
  LanguageProvider,
  i18n,
  instanceIn,
  useLanguage,
  useTranslation,
  type Language,
} from '../src/index.ts';

function Probe() {
  const { language, direction, otherLanguage } = useLanguage();
  const { t } = useTranslation();
  return `${language} ${direction} ${otherLanguage} ${t('nav.home')} ${t('nav.languageName')}`;
}

function render(props: { initialLanguage?: Language; persist?: boolean } = {}): string {
  return renderToString(
    createElement(LanguageProvider, { ...props, children: createElement(Probe) as ReactNode }),
  );
}

function storageReturning(getItem: (key: string) => string | null): Storage {
  return { getItem, setItem: vi.fn() } as unknown as Storage;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useLanguage', () => {
  test('throws outside a LanguageProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderToString(createElement(Probe))).toThrow(
      'useLanguage must be used within a LanguageProvider',
    );
  });
});

describe('LanguageProvider', () => {
  test('defaults to Arabic, right to left', () => {
    expect(render()).toBe('ar rtl en الرئيسية English');
  });

  test('starts with the language saved under preferredLanguage', () => {
    const getItem = vi.fn((key: string) => (key === LANGUAGE_STORAGE_KEY ? 'en' : null));
    vi.stubGlobal('localStorage', storageReturning(getItem));
    expect(render()).toBe('en ltr ar Home العربية');
    expect(getItem).toHaveBeenCalledWith('preferredLanguage');
  });

  test('falls back to Arabic when the saved value is not a language', () => {
    vi.stubGlobal(
      'localStorage',
      storageReturning(() => 'fr'),
    );
    expect(render()).toBe('ar rtl en الرئيسية English');
  });

  test('falls back to Arabic when storage is blocked', () => {
    vi.stubGlobal(
      'localStorage',
      storageReturning(() => {
        throw new Error('SecurityError');
      }),
    );
    expect(render()).toBe('ar rtl en الرئيسية English');
  });

  test('prefers initialLanguage over the saved one', () => {
    vi.stubGlobal(
      'localStorage',
      storageReturning(() => 'ar'),
    );
    expect(render({ initialLanguage: 'en', persist: false })).toBe('en ltr ar Home العربية');
  });
});

// Each page the server draws has its language's instance (instanceIn): the provider uses that one,
// and the pages of the two languages drawn at the same time never switch each other's.
describe('LanguageProvider under an I18nextProvider', () => {
  function renderWith(instance: typeof i18n, initialLanguage: Language): string {
    return renderToString(
      createElement(I18nextProvider, {
        i18n: instance,
        children: createElement(LanguageProvider, {
          initialLanguage,
          persist: false,
          children: createElement(Probe) as ReactNode,
        }),
      }),
    );
  }

  test('draws in its instance’s language and leaves the default instance alone', () => {
    const before = i18n.language;
    const english = instanceIn('en');
    const arabic = instanceIn('ar');
    expect(renderWith(english, 'en')).toBe('en ltr ar Home العربية');
    expect(renderWith(arabic, 'ar')).toBe('ar rtl en الرئيسية English');
    // Drawn again after the other: each instance kept its own language.
    expect(renderWith(english, 'en')).toBe('en ltr ar Home العربية');
    expect([english.language, arabic.language, i18n.language]).toEqual(['en', 'ar', before]);
  });

  test('an instance in one language keeps it while the default one changes', async () => {
    const english = instanceIn('en');
    await i18n.changeLanguage('ar');
    expect(english.t('nav.home')).toBe('Home');
    expect(i18n.t('nav.home')).toBe('الرئيسية');
  });
});
