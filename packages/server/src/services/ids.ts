const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` can be compared with a uuid column without the database refusing the cast. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
