import type { FastifyPluginAsync } from 'fastify';

/**
 * Lets a plugin's hooks, decorators and handlers apply to the whole app rather than to its own
 * encapsulated context (what `fastify-plugin` does, without another dependency).
 */
export function unencapsulated<Options extends Record<string, unknown>>(
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  Object.assign(plugin, { [Symbol.for('skip-override')]: true });
  return plugin;
}
