import { readFileSync } from 'node:fs';
import type { CountryBounds } from './SeedLibrary';

/**
 * Each seeded country's bounding box, by English name, with a 0.2° margin, derived from the country
 * outlines of the mledoze/countries data set: the data test checks every point against it.
 */
export const countryBounds = JSON.parse(
  readFileSync(new URL('./dataset/countryBounds.json', import.meta.url), 'utf8'),
) as CountryBounds;
