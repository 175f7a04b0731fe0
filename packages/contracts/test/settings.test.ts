import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, siteSettingsSchema } from '../src';

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
});
