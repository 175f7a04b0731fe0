import { describe, expect, it } from 'vitest';
import { dataGaps, GAP_FIELDS, HOURS_NOT_RECORDED, type Library } from '../src/index';

const text = (en: string, ar = en) => ({ en, ar });

/** A library with every fact of GAP_FIELDS, checked on 2026-03-01; `change` takes some away. */
function library(id: string, change: Partial<Library> = {}): Library {
  return {
    id,
    lib_name: text(`Library ${id}`),
    country: text('Testland'),
    region: text('Europe'),
    description: text('d'),
    address: text('1 Main Street'),
    operatingHours: text('Mo-Fr 9-17'),
    openingHours: 'Mo-Fr 09:00-17:00',
    website: 'https://library.example',
    catalogue: 'https://catalogue.example',
    access: 'public',
    isil: 'TL-1',
    image: '/uploads/front.jpg',
    languages: [],
    location: { lat: 48.8, lng: 2.3 },
    locationPrecision: 'building',
    contact: { phone: '+1 555 0100', email: 'info@library.example' },
    lastChecked: '2026-03-01',
    ...change,
  };
}

const TODAY = '2026-11-28';

describe('dataGaps (the Data gaps tab)', () => {
  it('counts, per field in GAP_FIELDS order, the libraries that have it and lists those that lack it', () => {
    const complete = library('a');
    const noPhone = library('b', { contact: { phone: '', email: 'b@library.example' } });
    const bare = library('c', {
      operatingHours: HOURS_NOT_RECORDED,
      openingHours: '',
      website: '',
      catalogue: '',
      access: '',
      isil: '',
      image: '',
      contact: { phone: ' ', email: '' },
      locationPrecision: 'city',
    });
    const gaps = dataGaps([complete, noPhone, bare], TODAY);

    expect(gaps.total).toBe(3);
    expect(gaps.fields.map(({ field }) => field)).toEqual([...GAP_FIELDS]);
    const byField = Object.fromEntries(gaps.fields.map((gap) => [gap.field, gap]));
    expect(byField['contact.phone']).toEqual({
      field: 'contact.phone',
      have: 1,
      percent: 33,
      missing: [noPhone, bare],
    });
    expect(byField['contact.email']).toMatchObject({ have: 2, percent: 67, missing: [bare] });
    for (const field of ['operatingHours', 'website', 'catalogue', 'access', 'isil', 'image']) {
      expect(byField[field]).toMatchObject({ have: 2, missing: [bare] });
    }
    // A city-level point is not a point at the building.
    expect(byField.location).toMatchObject({ have: 2, missing: [bare] });
  });

  it('says 100% only when every library has the fact and 0% only when none has it', () => {
    const many = Array.from({ length: 300 }, (_, i) => library(`l${i}`));
    const oneWithout = [...many.slice(1), library('x', { isil: '' })];
    const oneWith = many.map((item, i) => (i === 0 ? item : { ...item, isil: '' }));
    const percent = (libraries: Library[]) =>
      dataGaps(libraries, TODAY).fields.find(({ field }) => field === 'isil')?.percent;
    expect(percent(many)).toBe(100);
    expect(percent(oneWithout)).toBe(99);
    expect(percent(oneWith)).toBe(1);
    expect(percent(many.map((item) => ({ ...item, isil: '' })))).toBe(0);
    expect(dataGaps([], TODAY)).toEqual({
      total: 0,
      fields: GAP_FIELDS.map((field) => ({ field, have: 0, percent: 0, missing: [] })),
      stale: [],
    });
  });

  it('lists apart the libraries not checked for a year from `today`: never checked first, then the oldest', () => {
    const recent = library('recent', { lastChecked: '2026-01-15' });
    const yearToTheDay = library('year', { lastChecked: '2025-11-28' });
    const yearAndADay = library('older', { lastChecked: '2025-11-27' });
    const oldest = library('oldest', { lastChecked: '2019-06-30' });
    const never = library('never', { lastChecked: '' });
    const unset = library('unset', { lastChecked: undefined });
    const gaps = dataGaps([recent, yearToTheDay, yearAndADay, oldest, never, unset], TODAY);
    expect(gaps.stale).toEqual([
      { library: never, lastChecked: '' },
      { library: unset, lastChecked: '' },
      { library: oldest, lastChecked: '2019-06-30' },
      { library: yearAndADay, lastChecked: '2025-11-27' },
    ]);
    // The same records a year on are all stale; the day decides, not the record.
    expect(dataGaps([recent], '2027-01-15').stale).toEqual([]);
    expect(dataGaps([recent], '2027-01-16').stale).toHaveLength(1);
  });

  it('leaves the libraries as they are (the tab opens each one’s form)', () => {
    const noEmail = library('b', { contact: { phone: '+1', email: '' } });
    const gaps = dataGaps([noEmail], TODAY);
    expect(gaps.fields.find(({ field }) => field === 'contact.email')?.missing[0]).toBe(noEmail);
  });
});
