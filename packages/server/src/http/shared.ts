import { errorBodySchema } from '@libatlas/contracts';
import { z } from 'zod';

/** The error answers a route documents, all in design §5's shape. */
export function errorResponses<const Codes extends readonly number[]>(...codes: Codes) {
  return Object.fromEntries(codes.map((code) => [code, errorBodySchema])) as Record<
    Codes[number],
    typeof errorBodySchema
  >;
}

/** `{id}` in a path: any text; services answer 404 for one that names nothing. */
export const idParamsSchema = z.object({ id: z.string().min(1).max(200) });

export const idResponseSchema = z.object({ id: z.string() });

export const bearerAuth = [{ bearerAuth: [] }];
