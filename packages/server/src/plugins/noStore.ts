import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * onSend hook for routes whose answers carry personal or session data (a token, a profile, the
 * users, notifications, the assistant's answers): no browser or proxy keeps a copy, errors
 * included. Added once per route plugin, so every route in it gets it.
 */
export async function noStore(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  void reply.header('cache-control', 'no-store');
  return payload;
}
