import { describe, expect, test } from 'vitest';
import ar from '../src/locales/ar.json';
import en from '../src/locales/en.json';
import { flattenCatalog } from './flattenCatalog.ts';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

// Plural forms are grouped under their base key: the languages need different sets of forms.
function group(
  catalog: Map<string, string>,
): Map<string, { forms: Set<string>; variables: Set<string> }> {
  const groups = new Map<string, { forms: Set<string>; variables: Set<string> }>();
  for (const [key, text] of catalog) {
    const form = PLURAL_SUFFIX.exec(key)?.[1];
    const base = form ? key.slice(0, -form.length - 1) : key;
    const entry = groups.get(base) ?? { forms: new Set<string>(), variables: new Set<string>() };
    if (form) entry.forms.add(form);
    for (const match of text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)) entry.variables.add(match[1]!);
    groups.set(base, entry);
  }
  return groups;
}

const enEntries = flattenCatalog(en);
const arEntries = flattenCatalog(ar);
const enGroups = group(enEntries);
const arGroups = group(arEntries);

// Texts that are meant to stay in Latin script inside the Arabic catalog.
const LATIN_IN_ARABIC = new Set(['nav.languageName']);

describe('catalogs', () => {
  test('have exactly the same keys', () => {
    const enKeys = [...enGroups.keys()].sort();
    const arKeys = [...arGroups.keys()].sort();
    expect(
      arKeys.filter((key) => !enGroups.has(key)),
      'keys only in ar.json',
    ).toEqual([]);
    expect(
      enKeys.filter((key) => !arGroups.has(key)),
      'keys missing from ar.json',
    ).toEqual([]);
  });

  test('use the same interpolation variables for each key', () => {
    const mismatched = [...enGroups]
      .filter(([key, { variables }]) => {
        const arVariables = arGroups.get(key)?.variables ?? new Set();
        return [...variables].sort().join() !== [...arVariables].sort().join();
      })
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  test('give English plurals the forms one and other, and Arabic all six', () => {
    const plurals = [...enGroups].filter(([, { forms }]) => forms.size > 0);
    expect(plurals.map(([key]) => key)).toContain('regions.count');
    for (const [key, { forms }] of plurals) {
      expect([...forms].sort(), `en ${key}`).toEqual(['one', 'other']);
      expect([...(arGroups.get(key)?.forms ?? [])].sort(), `ar ${key}`).toEqual([
        'few',
        'many',
        'one',
        'other',
        'two',
        'zero',
      ]);
    }
  });

  test('have no empty texts', () => {
    const empty = [...enEntries, ...arEntries]
      .filter(([, text]) => text.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  test('write every Arabic text in Arabic script', () => {
    const notArabic = [...arEntries]
      .filter(([key, text]) => !LATIN_IN_ARABIC.has(key) && !/[\u0600-\u06FF]/.test(text))
      .map(([key]) => key);
    expect(notArabic).toEqual([]);
  });

  test('show the other language on the toggle', () => {
    expect(en.nav.languageName).toBe('العربية');
    expect(ar.nav.languageName).toBe('English');
  });

  test('name all 23 form languages of spec §3', () => {
    const formLanguages = [
      'Arabic',
      'English',
      'French',
      'German',
      'Spanish',
      'Italian',
      'Portuguese',
      'Russian',
      'Turkish',
      'Chinese',
      'Japanese',
      'Korean',
      'Hindi',
      'Bengali',
      'Urdu',
      'Swahili',
      'Persian',
      'Indonesian',
      'Malay',
      'Tamil',
      'Telugu',
      'Malayalam',
      'Punjabi',
    ];
    const toKey = (name: string) => `language.${name.charAt(0).toLowerCase()}${name.slice(1)}`;
    expect(formLanguages.map((name) => [toKey(name), enEntries.get(toKey(name))])).toEqual(
      formLanguages.map((name) => [toKey(name), name]),
    );
    expect(formLanguages.filter((name) => !arEntries.has(toKey(name)))).toEqual([]);
  });
});

describe('English catalog', () => {
  // The spec quotes these texts word for word; other packages and the end-to-end tests rely on them.
  test.each([
    ['app.title', 'National Libraries Atlas'],
    ['library.fetchError', 'Failed to load libraries'],
    ['library.unnamed', 'Unnamed Library'],
    ['library.unknownCountry', 'Unknown Country'],
    ['library.visitWebsite', 'Visit Website'],
    ['library.saveError', 'Error saving library'],
    ['library.deleteError', 'Failed to delete library'],
    ['library.loginRequired', 'You must be logged in to perform this action'],
    ['library.deleteUnauthorized', 'You are not authorized to delete this library'],
    ['libraries.loadError', 'Failed to load libraries. Please try again later.'],
    ['libraries.noResults', 'No libraries found'],
    ['auth.loginFailed', 'Failed to login'],
    ['auth.invalidCredentials', 'Invalid email or password'],
    ['auth.signupFailed', 'Failed to sign up'],
    ['auth.logoutFailed', 'Failed to logout'],
    ['auth.notAuthenticated', 'You are not authenticated'],
    ['validation.required', 'Required'],
    ['validation.invalidEmail', 'Invalid email'],
    ['validation.invalidUrl', 'Invalid url'],
    ['validation.nameRequired', 'Name is required'],
    ['validation.invalidEmailAddress', 'Invalid email address'],
    ['validation.passwordsDontMatch', "Passwords don't match"],
    ['validation.mainAdminRole', 'Cannot change main admin role'],
    ['region.all', 'All regions'],
    ['date.never', 'Never'],
    ['errors.somethingWentWrong', 'Something went wrong'],
    ['errors.accessDenied', 'Access Denied'],
    ['errors.adminRequired', 'You need admin privileges to access this page.'],
    ['users.notFound', 'User not found'],
    ['users.createError', 'Failed to create user. Please try again.'],
    ['users.deleteError', 'Failed to delete user'],
    [
      'upload.invalidImageType',
      'Invalid file type. Please upload a JPEG, JPG, PNG, or WebP image.',
    ],
    ['upload.imageFailed', 'Failed to upload image. Please try again.'],
    ['upload.tooManyFiles', 'Too many files'],
    ['profile.updateError', 'Failed to update profile. Please try again.'],
    ['suggestions.fetchError', 'Failed to fetch suggestions'],
    ['suggestions.submitError', 'Failed to submit suggestion'],
    ['suggestions.voteError', 'Failed to vote'],
    ['suggestions.commentError', 'Failed to add comment'],
    ['suggestions.statusError', 'Failed to update status'],
    ['suggestions.empty', 'No suggestions available'],
    ['manage.users.empty', 'No users found'],
    ['files.empty', 'No files available'],
    ['askLib.upgrade', 'Upgrade to Premium'],
    ['askLib.maintenance', 'Service under maintenance. Please check back later.'],
    ['askLib.sendError', 'Failed to send message. Please try again.'],
    ['askLib.cancelled', 'Request was cancelled'],
    ['askLib.invalidResponse', 'Invalid response format from AI service'],
    ['askLib.serviceError', 'Failed to get response from AI service'],
  ])('%s reads "%s"', (key, text) => {
    expect(enEntries.get(key)).toBe(text);
  });
});
