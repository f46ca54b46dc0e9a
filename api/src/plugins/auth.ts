// Bearer JWT (HS256, 8 h) carrying the user id (sub) and a server-side session id (sid). Every authenticated
// request checks that the session is live and the user still Approved.
import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { MESSAGES } from '@litfund/domain';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/http-error.ts';
import type { Database } from '../db/schema.ts';
import { reusableQuery } from '../db/reusable-query.ts';
import { CALLER_COLUMNS, type Caller } from '../types.ts';

export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How many verified tokens a process remembers (about 300 bytes each). */
export const VERIFIED_TOKENS_MAX = 10_000;

interface Claims {
  userId: number;
  sessionId: string;
  expiresAt: number;
}
/** Stand-ins the session check is compiled with; each request's values take their places. */
const PARAMETER = { sessionId: '00000000-0000-4000-8000-000000000001', userId: -7_301_171, now: new Date(7_301_171) };

/**
 * The caller the route's guard (requireUser, requireApprovedAdmin) authenticated: typed, so handlers need no `!`.
 * 401 on a route that names no guard, rather than a TypeError on null.
 */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized(MESSAGES.pleaseLoginLower);
  return request.caller;
}

export const authPlugin = fp(
  async (app) => {
    const key = new TextEncoder().encode(app.config.jwtSecret);

    async function signToken(userId: number, sessionId: string, expiresAt: Date): Promise<string> {
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    }

    app.decorate('sessions', {
      /** Opens a session and returns its signed access token. */
      async create(userId: number, db: Kysely<Database> = app.db) {
        const id = crypto.randomUUID();
        const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
        await db.insertInto('sessions').values({ id, user_id: userId, expires_at: expiresAt }).execute();
        return signToken(userId, id, expiresAt);
      },
      async revoke(sessionId: string) {
        await app.db
          .updateTable('sessions')
          .set({ revoked_at: new Date() })
          .where('id', '=', sessionId)
          .where('revoked_at', 'is', null)
          .execute();
      },
      /** Ends every session of the user for good: a revoked session never comes back (not by re-approval either). */
      async revokeAllOf(userId: number, db: Kysely<Database> = app.db) {
        await db
          .updateTable('sessions')
          .set({ revoked_at: new Date() })
          .where('user_id', '=', userId)
          .where('revoked_at', 'is', null)
          .execute();
      },
    });

    // Tokens whose signature jose has verified, with their claims. A token's signature under this key does not change,
    // so a client's later requests skip the HMAC (WebCrypto's verify was 11 % of the API's CPU on the contract list);
    // the expiry is checked on every use, and the session row on every request as before. Oldest out beyond the bound.
    const verified = new Map<string, Claims>();
    async function claimsOf(token: string): Promise<Claims> {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Math.floor(Date.now() / 1000)) return known;
        verified.delete(token);
        throw new Error('expired');
      }
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      const claims = { userId: Number(payload.sub), sessionId: String(payload.sid ?? ''), expiresAt: payload.exp ?? 0 };
      if (!Number.isSafeInteger(claims.userId) || !UUID.test(claims.sessionId)) throw new Error('bad claims');
      // jose checked exp (and nbf, when present) now; only tokens that need nothing else later are remembered.
      if (typeof payload.exp === 'number' && payload.nbf === undefined) {
        if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value!);
        verified.set(token, claims);
      }
      return claims;
    }

    // The session check runs on every authenticated request: compiled once, run with each request's values.
    const sessionCheck = reusableQuery(
      app.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(CALLER_COLUMNS.map((column) => `users.${column}` as const))
        .where('sessions.id', '=', PARAMETER.sessionId)
        .where('sessions.user_id', '=', PARAMETER.userId)
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', PARAMETER.now),
      PARAMETER,
    );

    async function authenticate(request: FastifyRequest) {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
      if (!match) throw unauthorized(MESSAGES.pleaseLoginLower);
      let claims: Claims;
      try {
        claims = await claimsOf(match[1]!);
      } catch {
        throw unauthorized(MESSAGES.sessionExpired);
      }
      const { sessionId, userId } = claims;
      const [user] = await sessionCheck(app.db, { sessionId, userId, now: new Date() });
      // A revoked or expired session, or a user no longer Approved, is signed out at once.
      if (!user || user.status !== 'Approved') throw unauthorized(MESSAGES.sessionExpired);
      request.caller = { user, sessionId };
    }

    // Routes declare these guards as onRequest hooks: they run on the request line and headers alone, so a caller who may
    // not use a route learns nothing from it (not its validation messages) and costs no body parsing.
    const requireUser = async (request: FastifyRequest) => {
      await authenticate(request);
    };
    const requireApprovedAdmin = async (request: FastifyRequest) => {
      await authenticate(request);
      if (request.caller?.user.user_type !== 'Administrator') throw forbidden(MESSAGES.forbidden);
    };
    app.decorateRequest('caller', null);
    app.decorate('requireUser', requireUser);
    app.decorate('requireApprovedAdmin', requireApprovedAdmin);
  },
  { name: 'auth', dependencies: ['db'] },
);
