import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  LANGUAGE_STORAGE_KEY,
  LanguageProvider,
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
