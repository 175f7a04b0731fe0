import { africaLibraries } from './libraries/africaLibraries';
import { americasLibraries } from './libraries/americasLibraries';
import { asiaLibraries } from './libraries/asiaLibraries';
import { europeLibraries } from './libraries/europeLibraries';
import { menaOceaniaLibraries } from './libraries/menaOceaniaLibraries';
import type { SeedLibrary } from './SeedLibrary';

/** The seeded directory: every country's national library (or libraries), in English and Arabic. */
export const nationalLibraries: readonly SeedLibrary[] = [
  ...menaOceaniaLibraries,
  ...europeLibraries,
  ...africaLibraries,
  ...asiaLibraries,
  ...americasLibraries,
];
