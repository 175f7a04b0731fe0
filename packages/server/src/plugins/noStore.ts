import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * onSend hook for routes whose every answer, to visitors too, must never be kept (the probes: a
 * cached "ready" would hide a server gone down). Added once per route plugin, so every route in it
 * gets it. Personal and admin answers need no such hook: see noStoreByDefault.
 */
export function noStore(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  void reply.header('cache-control', 'no-store');
  done(null, payload);
}
