import type { FastifyPluginAsync } from 'fastify';

/** Marks a plugin as not encapsulated (what fastify-plugin does), so its decorators reach every route. */
export function globalPlugin<Options extends Record<string, unknown>>(plugin: FastifyPluginAsync<Options>): FastifyPluginAsync<Options> {
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}

/** A route option that may hold one hook or a list of them, as a list. */
export const hookList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
