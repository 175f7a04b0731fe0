import { describe, expect, it } from 'vitest';
import { libraryVersionConflictOf, type Library } from '@libatlas/contracts';
import { sampleLibrary } from '../src/fixtures/sampleLibraries.ts';
import { libraryFormFields } from '../src/LibraryForm/libraryFormFields.ts';
import { libraryFormValues } from '../src/LibraryForm/libraryFormValues.ts';
import { errorTab } from '../src/shared/errorTab.ts';
import { mergeIntoCurrent } from '../src/shared/mergeIntoCurrent.ts';
import { saveFailure } from '../src/shared/saveFailure.ts';

// useLibraryForm's decisions, made by these pure functions with the admin form's own fields: what
// a refused save means, which tab and field an error reveals, and how someone else's version is
// merged into the typing. The stories (LibraryForm, LibraryEditForm) show the same in a browser.

/** The record as the form opened it, and as another admin saved it meanwhile. */
const opened: Library = { ...sampleLibrary('sa-kfnl'), updatedAt: '2026-11-20T10:00:00.000Z' };
const theirs: Library = {
  ...opened,
  updatedAt: '2026-11-26T09:30:00.000Z',
  operatingHours: { en: 'Sunday–Thursday 9:00–21:00', ar: 'من الأحد إلى الخميس 9:00–21:00' },
  contact: { ...opened.contact, phone: '+966 11 462 4999' },
};

/** A rejection as the app's HttpError carries the API's answer. */
const httpError = (status: number, body: object) =>
  Object.assign(new Error(`HTTP ${status}`), { status, body });

const versionConflict = httpError(409, {
  statusCode: 409,
  error: 'Conflict',
  code: 'versionConflict',
  message: 'The record changed since this edit was made from it',
  current: theirs,
});

const invalidRequest = (details: { path: string; message: string }[]) =>
  httpError(400, { statusCode: 400, error: 'Bad Request', message: 'Invalid', details });

const { fieldOf, tabs, shared } = libraryFormFields;

describe('a refused save (saveFailure)', () => {
  it("reads the API's 409 as their version, when the form edits a record", () => {
    expect(saveFailure(versionConflict, fieldOf, libraryVersionConflictOf)).toEqual({
      kind: 'conflict',
      current: theirs,
    });
  });

  it('reads the same 409 as a plain failure where there is no version (adding)', () => {
    expect(saveFailure(versionConflict, fieldOf)).toEqual({ kind: 'failed' });
  });

  it("puts the API's 400 details on the form's fields, a list's entry on the list", () => {
    const error = invalidRequest([
      { path: 'lib_name.ar', message: 'validation.required' },
      { path: 'contact.email', message: 'validation.invalidEmail' },
      { path: 'languages.2', message: 'validation.unknownLanguage' },
      { path: 'region.ar', message: 'validation.required' },
      { path: 'id', message: 'validation.required' },
    ]);
    expect(saveFailure(error, fieldOf, libraryVersionConflictOf)).toEqual({
      kind: 'fields',
      fields: [
        { name: 'lib_name.ar', message: 'validation.required' },
        { name: 'contact.email', message: 'validation.invalidEmail' },
        { name: 'languages', message: 'validation.unknownLanguage' },
        { name: 'region', message: 'validation.required' },
      ],
    });
  });

  it('is a plain failure when no detail names a field of the form, or there are none', () => {
    const unknown = invalidRequest([{ path: 'id', message: 'validation.required' }]);
    expect(saveFailure(unknown, fieldOf, libraryVersionConflictOf)).toEqual({ kind: 'failed' });
    expect(saveFailure(new TypeError('Failed to fetch'), fieldOf)).toEqual({ kind: 'failed' });
    expect(saveFailure(httpError(500, { statusCode: 500 }), fieldOf)).toEqual({ kind: 'failed' });
  });
});

describe('the tab an error opens (errorTab)', () => {
  const errorsIn =
    (...names: string[]) =>
    (name: string) =>
      names.includes(name);

  it('opens the first tab holding an error and focuses its first field in error', () => {
    expect(
      errorTab(tabs, shared, errorsIn('contact.email', 'address.ar', 'lib_name.ar'), 'en'),
    ).toEqual({ tab: 'ar', field: 'lib_name.ar' });
  });

  it('prefers the English tab when both hold errors, whichever is shown', () => {
    expect(errorTab(tabs, shared, errorsIn('country.ar', 'description.en'), 'ar')).toEqual({
      tab: 'en',
      field: 'description.en',
    });
  });

  it('stays on the tab shown when only shared fields are in error, and focuses the first', () => {
    expect(errorTab(tabs, shared, errorsIn('image', 'website', 'region'), 'ar')).toEqual({
      tab: 'ar',
      field: 'region',
    });
  });

  it('focuses nothing when no field is in error', () => {
    expect(errorTab(tabs, shared, errorsIn('id'), 'en')).toEqual({ tab: 'en', field: undefined });
  });
});

describe("loading their version (mergeIntoCurrent, the 409's merge)", () => {
  const base = libraryFormValues(opened);
  const current = libraryFormValues(theirs);
  const typed = structuredClone(base);
  typed.operatingHours.en = 'Daily 8:00–22:00';
  typed.description.en = 'The national library of Saudi Arabia, in Riyadh.';
  const merged = mergeIntoCurrent(libraryFormFields.all, base, current, typed);

  it('takes their value where the admin changed nothing', () => {
    expect(merged.taken).toEqual([
      ['operatingHours.ar', theirs.operatingHours.ar],
      ['contact.phone', theirs.contact.phone],
    ]);
  });

  it('keeps the typing, and lists their value where both changed a field', () => {
    expect(merged.theirs).toEqual([{ name: 'operatingHours.en', value: theirs.operatingHours.en }]);
    expect(merged.taken.map(([name]) => name)).not.toContain('description.en');
  });

  it('lists nothing where both made the same change, and takes nothing from an equal record', () => {
    const same = structuredClone(typed);
    same.operatingHours.en = theirs.operatingHours.en;
    expect(mergeIntoCurrent(libraryFormFields.all, base, current, same).theirs).toEqual([]);
    expect(mergeIntoCurrent(libraryFormFields.all, base, base, typed)).toEqual({
      taken: [],
      theirs: [],
    });
  });

  it('covers every field of both tabs and the shared ones, each once', () => {
    const all = libraryFormFields.all;
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(expect.arrayContaining(['lib_name.en', 'accessNote.ar', 'image']));
    expect(all).toHaveLength(tabs[0]!.fields.length * 2 + shared.length);
  });
});
