import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SITE_SETTINGS,
  publicSettingsSchema,
  siteSettingsSchema,
  toPublicSettings,
} from '../src';

describe('site settings', () => {
  it('has valid defaults', () => {
    expect(siteSettingsSchema.parse(DEFAULT_SITE_SETTINGS)).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('keeps font sizes between 12 and 24', () => {
    const at = (body: number) =>
      siteSettingsSchema.safeParse({
        ...DEFAULT_SITE_SETTINGS,
        fontSizes: { ...DEFAULT_SITE_SETTINGS.fontSizes, body },
      }).success;
    expect([at(11), at(12), at(24), at(25)]).toEqual([false, true, true, false]);
  });

  it('takes only hex colours for the custom scheme', () => {
    const custom = (primary: string) =>
      siteSettingsSchema.safeParse({
        ...DEFAULT_SITE_SETTINGS,
        customColors: { primary, background: '#ffffff' },
      }).success;
    expect(custom('#1a2b3c')).toBe(true);
    expect(custom('red; background:url(x)')).toBe(false);
  });

  it('takes as hero image none, an upload path or an https URL that cannot end its CSS', () => {
    const hero = (heroImage: string) =>
      siteSettingsSchema.safeParse({ ...DEFAULT_SITE_SETTINGS, heroImage }).success;
    for (const fine of ['', '/uploads/hero-1.jpg', 'https://images.example.org/a/b(1).jpg?w=2'])
      expect(hero(fine), fine).toBe(true);
    for (const refused of [
      '</style><meta http-equiv="refresh" content="0;url=https://evil.example">',
      'https://images.example.org/hero.jpg</style><meta http-equiv="refresh">',
      'https://images.example.org/a b.jpg',
      "https://images.example.org/a'.jpg",
      'https://images.example.org/a\\.jpg',
      'http://images.example.org/hero.jpg',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/uploads/../secret',
      `/uploads/${'a'.repeat(2048)}.jpg`,
      `https://images.example.org/${'a'.repeat(2048)}.jpg`,
    ])
      expect(hero(refused), refused).toBe(false);
  });
});

describe('toPublicSettings (the browser reads its kept settings without zod)', () => {
  const settings = {
    ...DEFAULT_SITE_SETTINGS,
    tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
  };

  it('gives back what the schema accepts, as the schema reads it', () => {
    const single = { ...settings, ownerName: 'Atlas' };
    for (const value of [settings, single]) {
      expect(toPublicSettings(value)).toEqual(publicSettingsSchema.parse(value));
    }
  });

  const broken: [string, unknown][] = [
    ['colorScheme', 'neon'],
    ['accent', undefined],
    ['customColors', { primary: 'red', background: '#ffffff' }],
    ['navigationStyle', 'bottom'],
    ['contentWidth', 3],
    ['fontFamily', 'comic'],
    ['fontSizes', { headings: 20, body: 30, small: 13 }],
    ['fontSizes', { headings: 20, body: 16.5, small: 13 }],
    ['heroImage', null],
    ['roundedCorners', 'yes'],
    ['ownerName', { en: 'Atlas' }],
    ['contactEmail', undefined],
    ['tileUrl', undefined],
  ];
  it.each(broken)('rejects, as the schema does, %s set to %j', (field, value) => {
    const copy: Record<string, unknown> = { ...settings, [field]: value };
    if (value === undefined) delete copy[field];
    expect(publicSettingsSchema.safeParse(copy).success).toBe(false);
    expect(toPublicSettings(copy)).toBeUndefined();
  });

  it('reads nothing from what is not a record', () => {
    for (const value of [null, 'settings', [settings]])
      expect(toPublicSettings(value)).toBeUndefined();
  });
});
