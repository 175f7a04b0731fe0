import { seededRandom } from '@libatlas/directory';
import { countryBounds } from './countryBounds';
import type { CountryBounds, SeedLibrary } from './SeedLibrary';

/** How far a copy's point may lie from its original's, in degrees of latitude and of longitude. */
export const SYNTHETIC_JITTER_DEGREES = 0.05;

/** The draw every run makes the same: a copy is a function of its number alone. */
const SYNTHETIC_SEED = 0x1b_5a_7e_11;

/** Where a copy's number shows in its id: after its original's (cut short to keep ids ≤ 64). */
export function syntheticLibraryId(original: Pick<SeedLibrary, 'id'>, number: number): string {
  return `${original.id.slice(0, 48)}-branch-${number}`;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Rounded as a map point is typed (6 decimals, about 10 cm): no float noise in the bytes. */
function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/**
 * `count` made-up libraries for measuring the atlas at a size it does not have yet (issue 32):
 * number `first + i` copies the real record `originals[(first + i - 1) % originals.length]` with a
 * new id, a new name in both languages ("… — Branch 7", "… — فرع 7") and its point moved by up to
 * ±0.05° (about 5 km) in each direction, so the copies spread over every country as the real ones
 * do. A point so close to a real library is in the same country except where that library stands
 * within 5 km of a border (a capital on a river frontier): the point is also kept inside the
 * country's bounding box (countryBounds, the data test's check), not inside its outline. The
 * Wikidata item and ISIL are dropped: they name the original, not a branch. Every other fact is the
 * original's, so a copy weighs in the answers what a real record weighs. The same numbers give the
 * same records on every run (seededRandom from the number).
 */
export function syntheticLibraries(
  originals: readonly SeedLibrary[],
  count: number,
  first = 1,
  bounds: CountryBounds = countryBounds,
): SeedLibrary[] {
  if (originals.length === 0) throw new Error('syntheticLibraries needs at least one original');
  return Array.from({ length: count }, (_, index) => {
    const number = first + index;
    const original = originals[(number - 1) % originals.length]!;
    const random = seededRandom(SYNTHETIC_SEED + Math.imul(number, 0x9e37_79b9));
    const offset = () => (random() * 2 - 1) * SYNTHETIC_JITTER_DEGREES;
    const [minLat, minLng, maxLat, maxLng] = bounds[original.country.en] ?? [-90, -180, 90, 180];
    return {
      ...original,
      id: syntheticLibraryId(original, number),
      lib_name: {
        en: `${original.lib_name.en} — Branch ${number}`,
        ar: `${original.lib_name.ar} — فرع ${number}`,
      },
      location: {
        lat: round6(
          clamp(original.location.lat + offset(), Math.max(minLat, -90), Math.min(maxLat, 90)),
        ),
        lng: round6(
          clamp(original.location.lng + offset(), Math.max(minLng, -180), Math.min(maxLng, 180)),
        ),
      },
      wikidata: '',
      isil: '',
    };
  });
}
