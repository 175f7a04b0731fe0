import { eq } from 'drizzle-orm';
import type { Writer } from '../db/Writer';
import { libraries, type LibraryRow } from '../db/schema';
import { NotFoundError } from '../errors/HttpError';

/**
 * Reads a library and locks its row until the transaction ends, so that whatever the caller
 * checks against it (its revision, its fields' values) still holds when it writes. `NO KEY
 * UPDATE` leaves rows that only point at the library (a new proposal's suggestion, a history
 * entry) free to be written meanwhile.
 */
export async function lockLibrary(tx: Writer, id: string): Promise<LibraryRow> {
  const [row] = await tx.select().from(libraries).where(eq(libraries.id, id)).for('no key update');
  if (!row) throw new NotFoundError('Library not found');
  return row;
}
