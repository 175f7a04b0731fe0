/**
 * Chromatic's modes (`parameters.chromatic.modes`): every story is captured in English, left to
 * right, and in Arabic, right to left, as `npm run test:visual` screenshots it. A mode sets the
 * toolbar's `locale` global, which the preview's decorator turns into the language and direction.
 */
export const directionModes = {
  'en ltr': { locale: 'en' },
  'ar rtl': { locale: 'ar' },
} as const;
