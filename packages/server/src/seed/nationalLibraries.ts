import { africaLibraries } from './libraries/africaLibraries';
import { americasLibraries } from './libraries/americasLibraries';
import { asiaLibraries } from './libraries/asiaLibraries';
import { europeLibraries } from './libraries/europeLibraries';
import { menaOceaniaLibraries } from './libraries/menaOceaniaLibraries';
import type { SeedLibrary } from './SeedLibrary';

/** Every national library the atlas ships with, from the five regional data files. */
export const nationalLibraries: readonly SeedLibrary[] = [
  ...europeLibraries,
  ...menaOceaniaLibraries,
  ...africaLibraries,
  ...asiaLibraries,
  ...americasLibraries,
];
