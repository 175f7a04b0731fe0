import { describe, expect, it } from 'vitest';
import {
  diffLibraries,
  isLibraryHistorySummary,
  isNotificationList,
  libraryConflictBodySchema,
  libraryConflictOf,
  libraryHistorySummarySchema,
  notificationListSchema,
  libraryProposalInputSchema,
  librarySchema,
  proposalSummary,
  sameFieldValue,
  suggestionListQuerySchema,
  validationMessages as m,
  type Library,
} from '../src';

const library: Library = librarySchema.parse({
  id: 'fr-bnf',
  lib_name: { en: 'National Library of France', ar: 'المكتبة الوطنية الفرنسية' },
  country: { en: 'France', ar: 'فرنسا' },
  region: { en: 'Europe', ar: 'أوروبا' },
  description: { en: 'd', ar: 'و' },
  address: { en: 'Quai François Mauriac', ar: 'رصيف فرانسوا مورياك' },
  operatingHours: { en: 'Tue–Sat 10–19', ar: 'الثلاثاء–السبت 10–19' },
  website: 'https://www.bnf.fr',
  languages: ['French'],
  location: { lat: 48.83, lng: 2.37 },
  contact: { phone: '', email: '' },
});

describe('library fields', () => {
  it('compares values whatever the order of their keys', () => {
    expect(sameFieldValue({ en: 'a', ar: 'b' }, { ar: 'b', en: 'a' })).toBe(true);
    expect(sameFieldValue({ lat: 1, lng: 2 }, { lng: 2, lat: 1 })).toBe(true);
    expect(sameFieldValue(['French', 'English'], ['English', 'French'])).toBe(false);
    expect(sameFieldValue('', null)).toBe(false);
  });

  it('lists the fields two versions differ in, old → new, in the diff order', () => {
    const after = {
      ...library,
      operatingHours: { ...library.operatingHours, en: 'Mon–Sat 9–20' },
      contact: { phone: '+33 1 53 79 59 59', email: '' },
      location: { lat: 48.8339, lng: 2.3757 },
    };
    expect(diffLibraries(library, after)).toEqual([
      { field: 'operatingHours', old: library.operatingHours, new: after.operatingHours },
      { field: 'contact.phone', old: '', new: '+33 1 53 79 59 59' },
      { field: 'location', old: { lat: 48.83, lng: 2.37 }, new: { lat: 48.8339, lng: 2.3757 } },
    ]);
  });
});

describe('proposals', () => {
  it('requires a source URL and takes only the proposable fields', () => {
    const parsed = libraryProposalInputSchema.safeParse({
      changes: { operatingHours: { en: 'x', ar: 'y' }, country: { en: 'Z', ar: 'ز' } },
      source: '',
    });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['source', m.required],
    ]);
    const ok = libraryProposalInputSchema.parse({
      changes: { country: { en: 'Z', ar: 'ز' }, languages: ['French', 'French'] },
      source: 'https://www.bnf.fr/fr/horaires',
    });
    expect(ok).toEqual({
      changes: { languages: ['French'] },
      source: 'https://www.bnf.fr/fr/horaires',
      note: '',
    });
  });

  it('summarises the proposal readably in both languages', () => {
    const summary = proposalSummary({
      libraryName: library.lib_name,
      changes: [
        {
          field: 'operatingHours',
          old: library.operatingHours,
          new: { ...library.operatingHours, en: 'Mon–Sat 9–20' },
        },
        { field: 'contact.phone', old: '', new: '+33 1 53 79 59 59' },
        { field: 'languages', old: ['French'], new: ['French', 'English'] },
      ],
      source: 'https://www.bnf.fr/fr/horaires',
      note: 'From the opening-hours page',
    });
    expect(summary.en).toBe(
      [
        'Proposed edit to National Library of France:',
        '• Operating Hours (in English): Tue–Sat 10–19 → Mon–Sat 9–20',
        '• Phone: (empty) → +33 1 53 79 59 59',
        '• Languages: French → French, English',
        'Source: https://www.bnf.fr/fr/horaires',
        'Note: From the opening-hours page',
      ].join('\n'),
    );
    // In Arabic each value and the note are isolated (FSI … PDI), so that "Tue–Sat 10–19 ←
    // Mon–Sat 9–20" is not drawn as one left-to-right run with the arrow pointing at the old value.
    const isolated = (text: string) => `\u2068${text}\u2069`;
    expect(summary.ar).toBe(
      [
        'تعديل مقترح على المكتبة الوطنية الفرنسية:',
        `• مواعيد العمل (بالإنجليزية): ${isolated('Tue–Sat 10–19')} ← ${isolated('Mon–Sat 9–20')}`,
        `• الهاتف: ${isolated('(فارغ)')} ← ${isolated('+33 1 53 79 59 59')}`,
        `• اللغات: ${isolated('الفرنسية')} ← ${isolated('الفرنسية، الإنجليزية')}`,
        'المصدر: https://www.bnf.fr/fr/horaires',
        `ملاحظة: ${isolated('From the opening-hours page')}`,
      ].join('\n'),
    );
  });

  it('isolates Arabic values in the English summary, each line of a value on its own', () => {
    const summary = proposalSummary({
      libraryName: library.lib_name,
      changes: [
        {
          field: 'description',
          old: { en: 'Same', ar: 'وصف قديم' },
          new: { en: 'Same', ar: 'السطر الأول\nالسطر الثاني' },
        },
      ],
      source: 'https://www.bnf.fr',
      note: '',
    });
    expect(summary.en.split('\n').slice(1, 3)).toEqual([
      '• Description (in Arabic): \u2068وصف قديم\u2069 → \u2068السطر الأول\u2069',
      '\u2068السطر الثاني\u2069',
    ]);
  });

  it("reads the board's query, newest first by default", () => {
    expect(suggestionListQuerySchema.parse({})).toEqual({ sort: 'newest' });
    expect(suggestionListQuerySchema.safeParse({ sort: 'loudest' }).success).toBe(false);
  });
});

describe('guards without zod', () => {
  it('hold the answers to their schemas', () => {
    const list = {
      unread: 1,
      notifications: [
        {
          id: 'n1',
          kind: 'applied',
          createdAt: '2025-04-05T15:10:00.000Z',
          read: false,
          actorName: 'Admin',
          suggestion: {
            id: 's1',
            type: 'improvement',
            content: { en: 'a', ar: 'ب' },
            status: 'approved',
            libraryId: 'fr-bnf',
          },
          fields: ['operatingHours'],
        },
      ],
    };
    expect(notificationListSchema.safeParse(list).success).toBe(true);
    expect(isNotificationList(list)).toBe(true);
    expect(isNotificationList({ ...list, unread: '1' })).toBe(false);
    expect(
      isNotificationList({ ...list, notifications: [{ ...list.notifications[0], kind: 'liked' }] }),
    ).toBe(false);
    const unknownField = { ...list.notifications[0], fields: ['openingTimes'] };
    expect(
      notificationListSchema.safeParse({ ...list, notifications: [unknownField] }).success,
    ).toBe(false);
    expect(isNotificationList({ ...list, notifications: [unknownField] })).toBe(false);
    const summary = { lastUpdated: '2025-04-05T15:10:00.000Z', improvedBy: 2 };
    expect(libraryHistorySummarySchema.safeParse(summary).success).toBe(true);
    expect(isLibraryHistorySummary(summary)).toBe(true);
    expect(isLibraryHistorySummary({ lastUpdated: null, improvedBy: 2 })).toBe(false);
  });

  it('read a 409 libraryConflict as its schema does, and nothing else as one', () => {
    const body = {
      statusCode: 409,
      error: 'Conflict',
      code: 'libraryConflict',
      message: 'The library changed since',
      current: library,
      conflicts: ['operatingHours', 'contact.phone'],
    };
    expect(libraryConflictBodySchema.safeParse(body).success).toBe(true);
    expect(libraryConflictOf(body)).toEqual({
      current: library,
      conflicts: ['operatingHours', 'contact.phone'],
    });
    const notConflicts: unknown[] = [
      null,
      'libraryConflict',
      { ...body, current: undefined },
      { ...body, current: { id: 'fr-bnf' } },
      { ...body, conflicts: 'operatingHours' },
      { ...body, conflicts: ['openingTimes'] },
    ];
    for (const value of notConflicts) {
      expect(libraryConflictOf(value)).toBeNull();
      expect(libraryConflictBodySchema.safeParse(value).success).toBe(false);
    }
    // Another 409 (a suggestion no longer pending) is not a conflict of fields.
    expect(libraryConflictOf({ ...body, code: 'suggestionNotPending' })).toBeNull();
  });
});
