import type { Database } from './client';

/** Any Drizzle handle that can read and write: the database or a transaction on it. */
export type Writer = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
