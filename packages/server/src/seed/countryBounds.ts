import { africaBounds } from './libraries/africaBounds';
import { americasBounds } from './libraries/americasBounds';
import { asiaBounds } from './libraries/asiaBounds';
import { europeBounds } from './libraries/europeBounds';
import { menaOceaniaBounds } from './libraries/menaOceaniaBounds';
import type { CountryBounds } from './SeedLibrary';

/** Each seeded country's bounding box, by English name: the seed test checks coordinates against it. */
export const countryBounds: CountryBounds = {
  ...menaOceaniaBounds,
  ...europeBounds,
  ...africaBounds,
  ...asiaBounds,
  ...americasBounds,
};
