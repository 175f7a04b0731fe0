import { Socket } from 'node:net';
import fp from 'fastify-plugin';

/**
 * The start of a shutdown: `draining` aborts when closing begins (before the server waits for the
 * requests in flight), and from then on each answer closes its connection, so that a keep-alive
 * connection whose request was in flight does not hold the shutdown until its timeout.
 */
export const drainPlugin = fp<{ draining: AbortController }>(async (app, { draining }) => {
  app.addHook('preClose', async () => draining.abort());
  // Synchronous: they run on every answer, and a promise each would be most of their cost.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining.signal.aborted) void reply.header('connection', 'close');
    done(null, payload);
  });
  // An answer whose headers went out before the drain began said keep-alive. (The pages' own
  // in-process requests have no real socket.)
  app.addHook('onResponse', (request, _reply, done) => {
    const socket = request.raw.socket;
    if (draining.signal.aborted && socket instanceof Socket) socket.end();
    done();
  });
});
