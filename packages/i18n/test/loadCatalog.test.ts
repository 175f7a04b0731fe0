import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  i18n,
  LANGUAGE_STORAGE_KEY,
  LanguageProvider,
  loadCatalog,
  useLanguage,
  useTranslation,
} from '../src/index.ts';

function Probe() {
  const { language } = useLanguage();
  const { t } = useTranslation();
  return `${language} ${t('nav.home')}`;
}

function renderWithStored(language: string): string {
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => (key === LANGUAGE_STORAGE_KEY ? language : null),
    setItem: vi.fn(),
  });
  return renderToString(
    createElement(LanguageProvider, { children: createElement(Probe) as ReactNode }),
  );
}

describe('loadCatalog', () => {
  beforeEach(() => {
    // As on a first visit: only the bundled Arabic catalog (the setup file loaded English).
    i18n.removeResourceBundle('en', 'translation');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('bundles only Arabic: English is not there until it is loaded', () => {
    expect(i18n.hasResourceBundle('ar', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
  });

  test('opens in Arabic, not in keys, when the stored English texts could not be loaded', () => {
    expect(renderWithStored('en')).toBe('ar الرئيسية');
  });

  test('once English is loaded, a reader who chose it gets it on the first render', async () => {
    await loadCatalog('en');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(renderWithStored('en')).toBe('en Home');
  });

  test('resolves at once for Arabic, which is bundled', async () => {
    await expect(loadCatalog('ar')).resolves.toBeUndefined();
  });
});
