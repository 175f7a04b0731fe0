import { describe, expect, it } from 'vitest';
import { localized } from '../src/localized.ts';

describe('localized', () => {
  it('picks the active language', () => {
    expect(localized({ en: 'British Library', ar: 'المكتبة البريطانية' }, 'ar')).toBe(
      'المكتبة البريطانية',
    );
    expect(localized({ en: 'British Library', ar: 'المكتبة البريطانية' }, 'en')).toBe(
      'British Library',
    );
  });

  it('falls back to the other language when the active one is empty', () => {
    expect(localized({ en: 'Add a map', ar: '  ' }, 'ar')).toBe('Add a map');
    expect(localized({ en: '', ar: 'خريطة' }, 'en')).toBe('خريطة');
  });

  it('gives an empty string when there is nothing', () => {
    expect(localized(undefined, 'en')).toBe('');
    expect(localized({ en: '', ar: '' }, 'ar')).toBe('');
  });
});
