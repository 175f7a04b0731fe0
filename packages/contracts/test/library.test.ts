import { describe, expect, it } from 'vitest';
import {
  blankedContacts,
  emptyLibraryInput,
  isLibrary,
  isLibraryListItem,
  libraryEditSchema,
  libraryInputSchema,
  libraryListItemSchema,
  librarySchema,
  validationMessages as m,
  type LibraryInput,
} from '../src';

function validInput(): LibraryInput {
  return {
    ...emptyLibraryInput(),
    lib_name: { en: 'National Library of Testland', ar: 'المكتبة الوطنية' },
    country: { en: 'Testland', ar: 'تستلاند' },
    region: { en: 'Europe', ar: '' },
    description: { en: 'A library.', ar: 'مكتبة.' },
    address: { en: '1 Main Street', ar: '١ الشارع الرئيسي' },
    operatingHours: { en: '9–5', ar: '٩–٥' },
    contact: { phone: '+33 1 53 79 59 59', email: 'info@example.org' },
  };
}

/** The message reported at a dotted path, or undefined when that path passes. */
function messageAt(input: unknown, path: string): string | undefined {
  const result = libraryInputSchema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join('.') === path)?.message;
}

describe('libraryInputSchema (spec §5 Library form)', () => {
  it('accepts a complete library and fills the defaults', () => {
    const parsed = libraryInputSchema.parse(validInput());
    expect(parsed.website).toBe('');
    expect(parsed.image).toBe('');
    expect(parsed.location).toEqual({ lat: 0, lng: 0 });
  });

  const bilingualFields = [
    'lib_name',
    'country',
    'description',
    'address',
    'operatingHours',
  ] as const;
  for (const field of bilingualFields) {
    for (const lang of ['en', 'ar'] as const) {
      it(`reports 'Required' for an empty ${field}.${lang}`, () => {
        const input = validInput();
        input[field] = { ...input[field], [lang]: '   ' };
        expect(messageAt(input, `${field}.${lang}`)).toBe(m.required);
      });
    }
  }

  it('requires a region and derives its Arabic name, whatever the client sent', () => {
    const input = { ...validInput(), region: { en: 'Asia', ar: 'something else' } };
    expect(libraryInputSchema.parse(input).region).toEqual({ en: 'Asia', ar: 'آسيا' });
    expect(messageAt({ ...validInput(), region: { en: '' } }, 'region.en')).toBe(m.required);
    expect(messageAt({ ...validInput(), region: { en: 'Atlantis' } }, 'region.en')).toBe(
      m.required,
    );
  });

  it("requires a phone ('Required')", () => {
    const input = validInput();
    input.contact = { ...input.contact, phone: '' };
    expect(messageAt(input, 'contact.phone')).toBe(m.required);
  });

  it("requires a valid email ('Required' when empty, 'Invalid email' otherwise)", () => {
    const empty = validInput();
    empty.contact = { ...empty.contact, email: '' };
    expect(messageAt(empty, 'contact.email')).toBe(m.required);
    const bad = validInput();
    bad.contact = { ...bad.contact, email: 'not-an-email' };
    expect(messageAt(bad, 'contact.email')).toBe(m.invalidEmail);
  });

  it("accepts an empty website or a full URL, and reports 'Invalid url' otherwise", () => {
    expect(messageAt({ ...validInput(), website: '' }, 'website')).toBeUndefined();
    expect(
      messageAt({ ...validInput(), website: 'https://www.bnf.fr/' }, 'website'),
    ).toBeUndefined();
    for (const website of ['www.bnf.fr', 'javascript:alert(1)', 'ftp://bnf.fr', 'https://']) {
      expect(messageAt({ ...validInput(), website }, 'website')).toBe(m.invalidUrl);
    }
  });

  it('turns latitude and longitude that do not parse into 0', () => {
    const parsed = libraryInputSchema.parse({
      ...validInput(),
      location: { lat: 'north', lng: '' },
    });
    expect(parsed.location).toEqual({ lat: 0, lng: 0 });
    const typed = libraryInputSchema.parse({
      ...validInput(),
      location: { lat: '48.8336', lng: '2.3755' },
    });
    expect(typed.location).toEqual({ lat: 48.8336, lng: 2.3755 });
  });

  it('refuses coordinates outside the globe', () => {
    expect(messageAt({ ...validInput(), location: { lat: 91, lng: 0 } }, 'location.lat')).toBe(
      m.latitudeRange,
    );
    expect(messageAt({ ...validInput(), location: { lat: 0, lng: -181 } }, 'location.lng')).toBe(
      m.longitudeRange,
    );
  });

  it('accepts only the 23 form languages, without duplicates', () => {
    const parsed = libraryInputSchema.parse({
      ...validInput(),
      languages: ['Arabic', 'French', 'Arabic'],
    });
    expect(parsed.languages).toEqual(['Arabic', 'French']);
    expect(messageAt({ ...validInput(), languages: ['Klingon'] }, 'languages.0')).toBe(
      m.invalidChoice,
    );
  });

  it('accepts an uploaded path or a full URL as image, nothing else', () => {
    expect(messageAt({ ...validInput(), image: '/uploads/3f2c.png' }, 'image')).toBeUndefined();
    expect(
      messageAt({ ...validInput(), image: 'https://example.org/a.jpg' }, 'image'),
    ).toBeUndefined();
    expect(
      libraryInputSchema.safeParse({ ...validInput(), image: '../../etc/passwd' }).success,
    ).toBe(false);
  });

  it('bounds the length of free text', () => {
    const input = validInput();
    input.lib_name = { ...input.lib_name, en: 'x'.repeat(301) };
    expect(messageAt(input, 'lib_name.en')).toBe(m.tooLong);
  });
});

describe('librarySchema (a stored library)', () => {
  it('allows an unknown phone and email to be empty', () => {
    const parsed = librarySchema.safeParse({
      ...libraryInputSchema.parse(validInput()),
      id: 'tl-national',
      contact: { phone: '', email: '' },
    });
    expect(parsed.success).toBe(true);
  });
});

describe('isLibrary (the browser checks the API answers without zod)', () => {
  function storedLibrary(): Record<string, unknown> {
    return {
      ...libraryInputSchema.parse(validInput()),
      id: 'tl-national',
      sources: ['https://example.org/about'],
      lastChecked: '2025-01-31',
      wikidata: 'Q1',
      sovereignState: { en: 'Testland', ar: 'تستلاند' },
      createdAt: '2025-01-31T10:00:00.000Z',
      updatedAt: '2025-01-31T10:00:00.000Z',
    };
  }

  /** A copy of `value` with the field at a dotted path set to `field` (or removed). */
  function withField(path: string, field: unknown, remove = false): Record<string, unknown> {
    const copy = structuredClone(storedLibrary());
    const keys = path.split('.');
    const last = keys.pop()!;
    const parent = keys.reduce<Record<string, unknown>>(
      (node, key) => node[key] as Record<string, unknown>,
      copy,
    );
    if (remove) delete parent[last];
    else parent[last] = field;
    return copy;
  }

  it('accepts what the schema accepts: a full record, and one without its optional fields', () => {
    const full = storedLibrary();
    const minimal = storedLibrary();
    for (const key of [
      'image',
      'sources',
      'lastChecked',
      'wikidata',
      'isil',
      'locationPrecision',
      'sovereignState',
      'createdAt',
      'updatedAt',
    ])
      delete minimal[key];
    for (const library of [full, minimal, { ...full, sovereignState: null }]) {
      expect(librarySchema.safeParse(library).success).toBe(true);
      expect(isLibrary(library)).toBe(true);
    }
  });

  const required = [
    'id',
    'lib_name',
    'lib_name.en',
    'country.ar',
    'region',
    'description',
    'address.en',
    'operatingHours',
    'website',
    'languages',
    'location',
    'contact',
    'contact.phone',
    'contact.email',
  ];
  it.each(required)('rejects, as the schema does, a record without %s', (path) => {
    const library = withField(path, undefined, true);
    expect(librarySchema.safeParse(library).success).toBe(false);
    expect(isLibrary(library)).toBe(false);
  });

  const wrongTypes: [string, unknown][] = [
    ['id', 7],
    ['lib_name', 'Testland Library'],
    ['country.en', null],
    ['languages', 'Arabic'],
    ['languages', [1]],
    ['location', null],
    ['contact', 'info@example.org'],
    ['image', 3],
    ['sources', 'https://example.org'],
    ['lastChecked', 20250131],
    ['locationPrecision', 'street'],
    ['sovereignState', 'Testland'],
    ['createdAt', 1],
  ];
  it.each(wrongTypes)('rejects, as the schema does, %s set to %j', (path, value) => {
    const library = withField(path, value);
    expect(librarySchema.safeParse(library).success).toBe(false);
    expect(isLibrary(library)).toBe(false);
  });

  it('rejects what is not a record at all', () => {
    for (const value of [null, [], 'library', 1, { id: 'fr-bnf' }]) {
      expect(librarySchema.safeParse(value).success).toBe(false);
      expect(isLibrary(value)).toBe(false);
    }
  });

  it('wants coordinates as numbers, as the API sends them', () => {
    expect(isLibrary(withField('location.lat', 48.8))).toBe(true);
    expect(isLibrary(withField('location.lat', '48.8'))).toBe(false);
    expect(isLibrary(withField('location.lng', Number.NaN))).toBe(false);
  });
});

describe('provenance fields of a library', () => {
  it('take the sources as a list or as text with one URL per line, without duplicates', () => {
    const text = libraryInputSchema.parse({
      ...validInput(),
      sources: ' https://a.example.org/x \n\nhttps://b.example.org\nhttps://a.example.org/x',
    });
    expect(text.sources).toEqual(['https://a.example.org/x', 'https://b.example.org']);
    expect(libraryInputSchema.parse(validInput()).sources).toEqual([]);
  });

  it('refuse a date that does not exist, a malformed Wikidata item or ISIL', () => {
    const result = libraryInputSchema.safeParse({
      ...validInput(),
      lastChecked: '2025-02-30',
      wikidata: 'q12',
      isil: 'no hyphen',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['wikidata', 'validation.invalidWikidata'],
        ['isil', 'validation.invalidIsil'],
      ]),
    );
    expect(messages?.some(([path]) => path === 'lastChecked')).toBe(true);
  });

  it('read two empty sovereign-state names as none, and one name alone as incomplete', () => {
    const none = libraryInputSchema.parse({ ...validInput(), sovereignState: { en: ' ', ar: '' } });
    expect(none.sovereignState).toBeNull();
    const half = libraryInputSchema.safeParse({
      ...validInput(),
      sovereignState: { en: 'United Kingdom', ar: '' },
    });
    expect(half.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['sovereignState.ar']);
  });
});

describe('editing rules for contacts (spec §5)', () => {
  const known = { phone: '+44 20 0000 0000', email: 'info@library.example.org' };
  const none = { phone: '', email: '' };

  it('let an update keep an empty contact empty', () => {
    const parsed = libraryEditSchema(none).safeParse({ ...validInput(), contact: none });
    expect(parsed.success).toBe(true);
  });

  it('refuse to blank a known contact, naming the field with Required', () => {
    const parsed = libraryEditSchema(known).safeParse({
      ...validInput(),
      contact: { phone: '', email: known.email },
    });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['contact.phone', 'validation.required'],
    ]);
    expect(blankedContacts(known, { phone: ' ', email: '' })).toEqual(['phone', 'email']);
  });

  it('still require both on create', () => {
    expect(libraryInputSchema.safeParse({ ...validInput(), contact: none }).success).toBe(false);
  });
});

describe('isLibraryListItem (the list pages check the API answers without zod)', () => {
  function listItem(): Record<string, unknown> {
    const stored = {
      ...libraryInputSchema.parse(validInput()),
      id: 'tl-national',
      sovereignState: { en: 'Testland', ar: 'تستلاند' },
    };
    return libraryListItemSchema.parse(stored);
  }

  it('is the list fields of a record, and accepts what the schema accepts', () => {
    const item = listItem();
    expect(Object.keys(item).sort()).toEqual(
      [
        'country',
        'countryCode',
        'id',
        'image',
        'lib_name',
        'location',
        'locationPrecision',
        'openingHours',
        'region',
        'sovereignState',
        'timeZone',
        'website',
      ].filter((key) => key in item),
    );
    expect(isLibraryListItem(item)).toBe(true);
    const minimal = { ...item };
    for (const key of [
      'image',
      'locationPrecision',
      'sovereignState',
      'openingHours',
      'timeZone',
      'countryCode',
    ])
      delete minimal[key];
    expect(libraryListItemSchema.safeParse(minimal).success).toBe(true);
    expect(isLibraryListItem(minimal)).toBe(true);
  });

  const broken: [string, unknown][] = [
    ['id', undefined],
    ['lib_name', 'Testland Library'],
    ['country', { en: 'Testland' }],
    ['region', null],
    ['website', undefined],
    ['image', 3],
    ['location', 'here'],
    ['locationPrecision', 'street'],
    ['sovereignState', 'Testland'],
    ['openingHours', 24],
    ['timeZone', null],
    ['countryCode', ['TL']],
  ];
  it.each(broken)('rejects, as the schema does, %s set to %j', (key, value) => {
    const item = { ...listItem(), [key]: value };
    if (value === undefined) delete item[key];
    expect(libraryListItemSchema.safeParse(item).success).toBe(false);
    expect(isLibraryListItem(item)).toBe(false);
  });
});
