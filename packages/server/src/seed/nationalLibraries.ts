import { readdirSync, readFileSync } from 'node:fs';
import { seedLibrarySchema, type SeedLibrary } from './SeedLibrary';

/** The folder of the data files: one JSON array of libraries per region. */
export const LIBRARY_DATA_DIR = new URL('./dataset/libraries/', import.meta.url);

/** The regional data files' raw records, by file name, as committed. */
export function readLibraryFiles(): Map<string, unknown[]> {
  const files = readdirSync(LIBRARY_DATA_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort();
  return new Map(
    files.map((name) => [
      name,
      JSON.parse(readFileSync(new URL(name, LIBRARY_DATA_DIR), 'utf8')) as unknown[],
    ]),
  );
}

/**
 * Every national library the atlas ships with, parsed with the API's own update rules, so a record
 * the API would refuse never reaches the database (the data test names the faulty one).
 */
export const nationalLibraries: readonly SeedLibrary[] = [...readLibraryFiles()].flatMap(
  ([file, records]) =>
    records.map((record, index) => {
      const parsed = seedLibrarySchema.safeParse(record);
      if (!parsed.success) {
        throw new Error(`${file}[${index}] is not a valid library: ${parsed.error.message}`);
      }
      return parsed.data;
    }),
);
