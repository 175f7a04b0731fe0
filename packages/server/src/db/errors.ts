/** The SQLSTATE of a database error, whether the driver threw it or Drizzle wrapped it. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique constraint refused the write (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/** A foreign key refused the write (SQLSTATE 23503): the row it points to is gone. */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlState(error) === '23503';
}
