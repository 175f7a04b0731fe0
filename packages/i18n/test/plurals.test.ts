import { describe, expect, test } from 'vitest';
import { i18n } from '../src/index.ts';

describe('Arabic plurals', () => {
  test.each([
    [0, 'zero'],
    [1, 'one'],
    [2, 'two'],
    [3, 'few'],
    [11, 'many'],
    [100, 'other'],
    [103, 'few'],
  ])('Intl.PluralRules puts %i in the %s form', (count, form) => {
    expect(new Intl.PluralRules('ar').select(count)).toBe(form);
  });

  test.each([
    [0, 'لا توجد مكتبات'],
    [1, 'مكتبة واحدة'],
    [2, 'مكتبتان'],
    [3, '3 مكتبات'],
    [11, '11 مكتبة'],
    [100, '100 مكتبة'],
  ])('regions.count with %i reads "%s"', (count, text) => {
    expect(i18n.getFixedT('ar')('regions.count', { count })).toBe(text);
  });

  test.each([
    [0, 'لا تعليقات'],
    [1, 'تعليق واحد'],
    [2, 'تعليقان'],
    [3, '3 تعليقات'],
    [11, '11 تعليقًا'],
    [100, '100 تعليق'],
  ])('suggestions.comments with %i reads "%s"', (count, text) => {
    expect(i18n.getFixedT('ar')('suggestions.comments', { count })).toBe(text);
  });
});

describe('English plurals', () => {
  test.each([
    [0, '0 libraries'],
    [1, '1 library'],
    [2, '2 libraries'],
    [11, '11 libraries'],
  ])('regions.count with %i reads "%s"', (count, text) => {
    expect(i18n.getFixedT('en')('regions.count', { count })).toBe(text);
  });
});
