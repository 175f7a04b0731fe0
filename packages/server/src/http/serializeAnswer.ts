import type { ZodType, core } from 'zod';

/**
 * An answer as JSON text, checked against its zod schema by parsing, which (unlike zod's encode)
 * accepts the contracts' preprocessing and strips anything the schema does not name. A stored
 * record that no longer fits the contract is reported and sent as it is rather than failing the
 * whole request. Fastify's serializer and the cached library answers both use it, so they agree
 * byte for byte.
 */
export function serializeAnswer(
  schema: ZodType,
  data: unknown,
  onMismatch: (issues: core.$ZodIssue[]) => void,
): string {
  const result = schema.safeParse(data);
  if (result.success) return JSON.stringify(result.data);
  onMismatch(result.error.issues.slice(0, 5));
  return JSON.stringify(data);
}
