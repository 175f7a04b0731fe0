import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { serveCatalogs } from './serveCatalogs.ts';

/** A fresh copy of the package, as a first visit has it: only the bundled texts. */
async function freshI18n() {
  vi.resetModules();
  return import('../src/index.ts');
}

async function renderWithStored(language: string) {
  const { LanguageProvider, LANGUAGE_STORAGE_KEY, useLanguage, useTranslation } =
    await import('../src/index.ts');
  function Probe() {
    const { language } = useLanguage();
    const { t } = useTranslation();
    return `${language} ${t('nav.home')}`;
  }
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
    vi.unstubAllGlobals();
    serveCatalogs();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test("bundles Arabic's public texts only: the forms' and English's come on demand", async () => {
    const { i18n, loadCatalog } = await freshI18n();
    expect(i18n.getFixedT('ar')('nav.home')).toBe('الرئيسية');
    expect(i18n.getFixedT('ar')('customize.title')).toBe('customize.title');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);

    await loadCatalog('ar');
    expect(i18n.getFixedT('ar')('customize.title')).not.toBe('customize.title');
    expect(i18n.getFixedT('ar')('nav.home')).toBe('الرئيسية');
  });

  test("resolves at once for Arabic's public texts, which are bundled", async () => {
    const { i18n, loadCatalog } = await freshI18n();
    await loadCatalog('ar', 'public');
    expect(i18n.getFixedT('ar')('customize.title')).toBe('customize.title');
  });

  test('opens in Arabic, not in keys, when the stored English texts could not be loaded', async () => {
    await freshI18n();
    expect(await renderWithStored('en')).toBe('ar الرئيسية');
  });

  test('once English is loaded, a reader who chose it gets it on the first render', async () => {
    const { loadCatalog } = await freshI18n();
    await loadCatalog('en', 'public');
    expect(await renderWithStored('en')).toBe('en Home');
  });
});

test('a catalog that cannot be fetched rejects, and the next call tries again', async () => {
  vi.resetModules();
  const { i18n, loadCatalog } = await import('../src/index.ts');
  vi.stubGlobal('fetch', async () => new Response('gone', { status: 404 }));
  await expect(loadCatalog('en')).rejects.toThrow('404');
  serveCatalogs();
  await loadCatalog('en');
  expect(i18n.getFixedT('en')('nav.home')).toBe('Home');
  vi.unstubAllGlobals();
});
