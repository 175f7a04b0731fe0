import { asc, sql } from 'drizzle-orm';
import { libraries } from '../db/schema';

/**
 * The order of GET /api/libraries, that of listLibraries: by English name as the database
 * collates it, then by id. The read cache's scan of the table sorts by it.
 */
export const libraryListOrder = [asc(sql`${libraries.libName} ->> 'en'`), asc(libraries.id)];
