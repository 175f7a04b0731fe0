import { API_ERROR_CODES, type ApiErrorCode } from '@libatlas/contracts';
import { describe, expect, test } from 'vitest';
import ar from '../src/locales/ar.json';
import en from '../src/locales/en.json';

/**
 * Codes whose meaning depends on what was asked, so the caller's own words say it ('Failed to
 * delete user', 'Failed to load libraries'), and Ask Library's, which its hook words itself.
 */
const WORDED_BY_THE_CALLER: readonly ApiErrorCode[] = [
  'invalidRequest',
  'notFound',
  'conflict',
  'payloadTooLarge',
  'serverError',
  'chatRateLimited',
  'chatBudgetExhausted',
  'chatTimeout',
  'chatUnavailable',
  'chatProviderError',
  'chatInvalidResponse',
  'chatCancelled',
];

describe('API error codes', () => {
  test('each has a message in both languages, or is one its caller words', () => {
    const unworded = API_ERROR_CODES.filter(
      (code) =>
        !WORDED_BY_THE_CALLER.includes(code) && !(code in en.apiErrors && code in ar.apiErrors),
    );
    expect(unworded).toEqual([]);
  });

  test('the catalogs name no code the server does not send', () => {
    for (const catalog of [en, ar]) {
      expect(
        Object.keys(catalog.apiErrors).filter(
          (code) => !(API_ERROR_CODES as readonly string[]).includes(code),
        ),
      ).toEqual([]);
    }
  });
});
