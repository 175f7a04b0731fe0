import { librarySchema } from '@libatlas/contracts';
import { describe, expect, it } from 'vitest';
import { countryBounds } from '../src/seed/countryBounds';
import { nationalLibraries } from '../src/seed/nationalLibraries';
import { seedLibrarySchema } from '../src/seed/SeedLibrary';
import { SYNTHETIC_JITTER_DEGREES, syntheticLibraries } from '../src/seed/syntheticLibraries';

describe('syntheticLibraries', () => {
  const count = nationalLibraries.length * 3 + 17;
  const copies = syntheticLibraries(nationalLibraries, count);

  it('makes as many records as asked, each one the API would take and answer', () => {
    expect(copies).toHaveLength(count);
    for (const copy of copies) {
      expect(seedLibrarySchema.safeParse(copy).success, copy.id).toBe(true);
      expect(librarySchema.safeParse(copy).success, copy.id).toBe(true);
    }
  });

  it('gives every copy an id and a name of its own, in both languages', () => {
    const ids = new Set([...nationalLibraries, ...copies].map((library) => library.id));
    expect(ids.size).toBe(nationalLibraries.length + count);
    expect(new Set(copies.map((copy) => copy.lib_name.en)).size).toBe(count);
    expect(new Set(copies.map((copy) => copy.lib_name.ar)).size).toBe(count);
    const first = copies[0]!;
    const original = nationalLibraries[0]!;
    expect(first.lib_name.en).toBe(`${original.lib_name.en} — Branch 1`);
    expect(first.lib_name.ar).toBe(`${original.lib_name.ar} — فرع 1`);
    expect(first.country).toEqual(original.country);
  });

  it("puts each copy near its original, inside its country's bounding box", () => {
    copies.forEach((copy, index) => {
      const original = nationalLibraries[index % nationalLibraries.length]!;
      expect(copy.country).toEqual(original.country);
      expect(Math.abs(copy.location.lat - original.location.lat)).toBeLessThanOrEqual(
        SYNTHETIC_JITTER_DEGREES + 1e-6,
      );
      expect(Math.abs(copy.location.lng - original.location.lng)).toBeLessThanOrEqual(
        SYNTHETIC_JITTER_DEGREES + 1e-6,
      );
      const [minLat, minLng, maxLat, maxLng] = countryBounds[copy.country.en]!;
      expect(copy.location.lat, copy.id).toBeGreaterThanOrEqual(minLat);
      expect(copy.location.lat, copy.id).toBeLessThanOrEqual(maxLat);
      expect(copy.location.lng, copy.id).toBeGreaterThanOrEqual(minLng);
      expect(copy.location.lng, copy.id).toBeLessThanOrEqual(maxLng);
    });
    // Moved, not copied: a copy on its original's very point would stack on the map.
    const moved = copies.filter(
      (copy, index) =>
        copy.location.lat !== nationalLibraries[index % nationalLibraries.length]!.location.lat,
    );
    expect(moved.length).toBeGreaterThan(count * 0.95);
  });

  it('makes the same records on every run, each a function of its number', () => {
    expect(syntheticLibraries(nationalLibraries, count)).toEqual(copies);
    expect(syntheticLibraries(nationalLibraries, 5, 101)).toEqual(copies.slice(100, 105));
  });
});
