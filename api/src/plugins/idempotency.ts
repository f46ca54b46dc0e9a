// Idempotency-Key with Stripe's semantics on the routes marked `config: { idempotent: true }`: the first result for a
// user's key is stored and replayed for the same request; the same key with another request is 422; a duplicate that
// arrives while the first is still running is 409; keys expire after 24 h. The state lives in the database, so any
// API instance answers a retry the same way.
import crypto from 'node:crypto';
import type {
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';
import { DEFAULT_IDEMPOTENCY_KEYS_PER_USER } from '../config.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A first request that never finished (its process died) stops blocking its key after this long. */
export const IDEMPOTENCY_ABANDONED_MS = 60 * 1000;
const KEY = /^[\x21-\x7e]{1,255}$/;

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
  reused: 'This Idempotency-Key was already used with a different request',
  inFlight: 'A request with this Idempotency-Key is still being processed; retry later',
  tooMany: 'Too many Idempotency-Keys in 24 hours; send the request without one or try again later',
} as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Accepts an Idempotency-Key header (see plugins/idempotency.ts). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency: { userId: number; key: string } | null;
  }
}

/** What makes two requests "the same": method, route, path parameters and the validated body. */
function requestHash(request: FastifyRequest): string {
  const fingerprint = JSON.stringify([
    request.method,
    request.routeOptions.url,
    request.params ?? null,
    request.body ?? null,
  ]);
  return crypto.createHash('sha256').update(fingerprint).digest('hex');
}

export const idempotencyPlugin = fp(
  async (app) => {
    const { db } = app;
    const now = () => app.config.now?.() ?? new Date();
    const ago = (ms: number) => new Date(now().getTime() - ms);

    /** Claims the key for this request; false when another request holds it (live or finished, not expired). */
    async function claim(userId: number, key: string, hash: string): Promise<boolean> {
      // Expired keys go (anyone's: the table stays small), and a first request abandoned mid-flight frees its key.
      await db.deleteFrom('idempotency_keys').where('created_at', '<', ago(IDEMPOTENCY_TTL_MS)).execute();
      await db
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .where('response_status', 'is', null)
        .where('created_at', '<', ago(IDEMPOTENCY_ABANDONED_MS))
        .execute();
      const held = await db
        .selectFrom('idempotency_keys')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      const perUser = app.config.idempotencyKeysPerUser ?? DEFAULT_IDEMPOTENCY_KEYS_PER_USER;
      if (Number(held.n) >= perUser) {
        const existing = await db
          .selectFrom('idempotency_keys')
          .select('key')
          .where('user_id', '=', userId)
          .where('key', '=', key)
          .executeTakeFirst();
        // A retry of a key already held is answered as usual; only a new key is refused.
        if (!existing) throw new HttpError(429, IDEMPOTENCY_MESSAGES.tooMany);
      }
      const inserted = await db
        .insertInto('idempotency_keys')
        .values({ user_id: userId, key, request_hash: hash, created_at: now() })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      return inserted !== undefined;
    }

    const preHandler: preHandlerAsyncHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers[IDEMPOTENCY_HEADER];
      if (header === undefined) return;
      const key = Array.isArray(header) ? '' : header;
      if (!KEY.test(key)) throw new HttpError(400, IDEMPOTENCY_MESSAGES.badKey);
      const userId = request.caller?.user.id;
      if (userId === undefined) return; // the route's own authentication has already answered
      const hash = requestHash(request);
      if (await claim(userId, key, hash)) {
        request.idempotency = { userId, key };
        return;
      }
      const stored = await db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirst();
      // Gone between the two statements (it expired or failed): the client may simply retry.
      if (!stored) throw new HttpError(409, IDEMPOTENCY_MESSAGES.inFlight);
      if (stored.request_hash !== hash) throw new HttpError(422, IDEMPOTENCY_MESSAGES.reused);
      if (stored.response_status === null || stored.response_body === null)
        throw new HttpError(409, IDEMPOTENCY_MESSAGES.inFlight);
      return reply
        .code(stored.response_status)
        .header('content-type', 'application/json; charset=utf-8')
        .header('idempotent-replayed', 'true')
        .send(stored.response_body);
    };

    const onSend: onSendAsyncHookHandler = async (request, reply, payload) => {
      const claimed = request.idempotency;
      if (!claimed) return payload;
      request.idempotency = null;
      if (reply.statusCode >= 500 || typeof payload !== 'string') {
        // Not a result the client can rely on: free the key so a retry runs the request again.
        await db
          .deleteFrom('idempotency_keys')
          .where('user_id', '=', claimed.userId)
          .where('key', '=', claimed.key)
          .execute();
      } else {
        await db
          .updateTable('idempotency_keys')
          .set({ response_status: reply.statusCode, response_body: payload })
          .where('user_id', '=', claimed.userId)
          .where('key', '=', claimed.key)
          .execute();
      }
      return payload;
    };

    app.decorateRequest('idempotency', null);
    // A route opts in with its config flag; the two hooks must always come as a pair (the preHandler claims the key, the
    // onSend records or frees it), so the plugin adds them rather than every route naming both.
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.config?.idempotent) return;
      route.preHandler = [route.preHandler ?? []].flat().concat(preHandler);
      route.onSend = [route.onSend ?? []].flat().concat(onSend);
    });
  },
  { name: 'idempotency', dependencies: ['db', 'auth'] },
);
