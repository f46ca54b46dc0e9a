import type { FastifyPluginAsync } from 'fastify';

/** Marks a plugin as not encapsulated (what fastify-plugin does), so its decorators reach every route. */
export function globalPlugin<Options extends Record<string, unknown>>(plugin: FastifyPluginAsync<Options>): FastifyPluginAsync<Options> {
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}
