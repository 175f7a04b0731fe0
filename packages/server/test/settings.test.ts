import {
  DEFAULT_SITE_SETTINGS,
  publicSettingsSchema,
  type SiteSettings,
} from '@libatlas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TILE_URL } from '../src/config';
import { mergeSettings } from '../src/services/settings';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png' });
});
afterAll(async () => {
  await t?.close();
});

const custom: SiteSettings = {
  ...DEFAULT_SITE_SETTINGS,
  colorScheme: 'dark',
  accent: 'green',
  navigationStyle: 'side',
  fontFamily: 'lato',
  fontSizes: { headings: 24, body: 14, small: 12 },
  hoverZoom: false,
  ownerName: { en: 'Atlas Team', ar: 'فريق الأطلس' },
};

describe('GET /api/settings', () => {
  it('answers the defaults and the tile URL to anyone', async () => {
    const response = await t.request('GET', '/api/settings');
    expect(response.statusCode).toBe(200);
    expect(publicSettingsSchema.parse(response.json())).toEqual({
      ...DEFAULT_SITE_SETTINGS,
      tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
    });
  });
});

describe('PUT /api/settings', () => {
  it('lets an admin replace the settings, which every visitor then reads', async () => {
    const response = await t.request('PUT', '/api/settings', {
      token: t.admin.token,
      payload: custom,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...custom,
      tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
    });
    expect((await t.request('GET', '/api/settings')).json()).toMatchObject({
      colorScheme: 'dark',
      ownerName: { en: 'Atlas Team', ar: 'فريق الأطلس' },
    });
  });

  it('takes a footer credit in each language, or one name (the older form) for both', async () => {
    const single = await t.request('PUT', '/api/settings', {
      token: t.admin.token,
      payload: { ...custom, ownerName: 'Dar Al-Kutub' },
    });
    expect(single.statusCode).toBe(200);
    expect(single.json().ownerName).toEqual({ en: 'Dar Al-Kutub', ar: 'Dar Al-Kutub' });
    const tooLong = await t.request('PUT', '/api/settings', {
      token: t.admin.token,
      payload: { ...custom, ownerName: { en: 'x'.repeat(121), ar: 'ب' } },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details).toEqual([expect.objectContaining({ path: 'ownerName.en' })]);
  });

  it('wants the whole settings object: a partial or invalid one is a 400', async () => {
    const partial = await t.request('PUT', '/api/settings', {
      token: t.admin.token,
      payload: { colorScheme: 'light' },
    });
    expect(partial.statusCode).toBe(400);
    const invalid = await t.request('PUT', '/api/settings', {
      token: t.admin.token,
      payload: {
        ...custom,
        fontSizes: { headings: 30, body: 16, small: 13 },
        customColors: { primary: 'red', background: '#fff' },
      },
    });
    expect(invalid.statusCode).toBe(400);
    const paths = (invalid.json().details as { path: string }[]).map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['fontSizes.headings', 'customColors.primary']));
  });

  it('is refused to visitors (401) and non-admins (403), leaving the settings as they were', async () => {
    const before = (await t.request('GET', '/api/settings')).json();
    const payload = { ...custom, colorScheme: 'light' };
    expect((await t.request('PUT', '/api/settings', { payload })).statusCode).toBe(401);
    for (const role of ['regular', 'premium'] as const) {
      const user = await t.createUser(role);
      expect(
        (await t.request('PUT', '/api/settings', { token: user.token, payload })).statusCode,
      ).toBe(403);
    }
    expect((await t.request('GET', '/api/settings')).json()).toEqual(before);
  });
});

describe('mergeSettings', () => {
  it('fills what a saved object lacks from the defaults, key by key', () => {
    expect(
      mergeSettings({ accent: 'red', fontSizes: { headings: 22 } as SiteSettings['fontSizes'] }),
    ).toEqual({
      ...DEFAULT_SITE_SETTINGS,
      accent: 'red',
      fontSizes: { ...DEFAULT_SITE_SETTINGS.fontSizes, headings: 22 },
    });
    expect(mergeSettings({ accent: 'chartreuse' as SiteSettings['accent'] })).toEqual(
      DEFAULT_SITE_SETTINGS,
    );
    expect(mergeSettings({ ownerName: 'Atlas Team' } as unknown as SiteSettings).ownerName).toEqual(
      {
        en: 'Atlas Team',
        ar: 'Atlas Team',
      },
    );
    expect(DEFAULT_TILE_URL).toContain('{z}');
  });
});
