import { expect, test } from 'vitest';
import { i18n } from '../src/index.ts';

test.each(['en', 'ar'] as const)('a missing key renders as the key itself in %s', (language) => {
  // @ts-expect-error keys are typed, so an unknown key does not compile
  expect(i18n.getFixedT(language)('typo.key')).toBe('typo.key');
});

test('a key missing only from Arabic is not filled in from English', () => {
  const fork = i18n.cloneInstance({ forkResourceStore: true });
  fork.addResource('en', 'translation', 'onlyInEnglish', 'English text');
  expect(fork.getFixedT('en')('onlyInEnglish' as never)).toBe('English text');
  expect(fork.getFixedT('ar')('onlyInEnglish' as never)).toBe('onlyInEnglish');
  expect(i18n.exists('onlyInEnglish', { lng: 'en' })).toBe(false);
});
