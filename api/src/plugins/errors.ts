// Every error is `{ message, errors?: [{ path, message }] }`; bad input never yields a 500.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@litfund/domain';
import { HttpError } from '../lib/http-error.ts';
import type { FieldError } from '../lib/http-error.ts';

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** Connection-level database failures answer 503, not 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
  return (
    typeof message === 'string' &&
    /PGlite is closed|Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end/i.test(
      message,
    )
  );
}

/** PostgreSQL's deadlock and serialization failures: the database undid one side of a race, nothing was changed. */
const CONCURRENT_CHANGE_CODES = new Set(['40P01', '40001']);
export const CONCURRENT_CHANGE_MESSAGE =
  'The same record was being changed at the same moment; nothing was saved. Please try again.';
const isConcurrentChange = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  CONCURRENT_CHANGE_CODES.has(String((error as { code?: unknown }).code));

/** '/state/key' -> 'state.key'; an empty path names the whole part ('body', 'querystring', ...). */
function fieldPath(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || context || 'body';
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) => ({
        path: fieldPath(issue.instancePath, error.validationContext),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.status(400).send({ message: errors[0]?.message ?? 'Invalid request', errors });
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    // A client that hung up mid-request (its body cut off, its socket reset) waits for no answer, and its ECONNRESET is
    // the client's, not the database's: logged as such, never as an outage.
    if (request.raw.readableAborted || request.raw.socket?.destroyed) {
      request.log.info({ code: (error as { code?: unknown }).code }, 'client closed the request');
      return reply.status(400).send({ message: 'The request was interrupted' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).send({ message: MESSAGES.databaseUnavailable });
    }
    if (isConcurrentChange(error)) {
      request.log.warn({ code: (error as { code?: unknown }).code }, 'request lost a race with a concurrent change');
      return reply.status(409).send({ message: CONCURRENT_CHANGE_MESSAGE });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx: malformed JSON (400), empty JSON body (400), too large (413), media type (415) ...
      return reply.status(status).send({ message: error.message || 'Bad request' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}

export function jsonNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ message: MESSAGES.notFound });
}
