// A route's success answer written without zod's check. fastify-type-provider-zod's serializer encodes every answer
// with its zod schema before JSON.stringify: on the contract list that check was 4-5 % of the API's CPU (perf, 1M
// contracts), for objects our own typed code builds field by field. A route that opts in keeps the zod serializer for
// every other status, and its tests check its success answers against the schema.
import type { FastifySchema } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';

const stringify = (data: unknown) => JSON.stringify(data);

/** The route's 200 answer as plain JSON (the handler's return type is the schema's); other statuses through zod. */
export function trustedSuccessSerializer<S = FastifySchema>(
  route: FastifyRouteSchemaDef<S>,
): (data: unknown) => string {
  return route.httpStatus === '200'
    ? stringify
    : serializerCompiler(route as unknown as Parameters<typeof serializerCompiler>[0]);
}
