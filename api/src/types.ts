// Fastify decorations shared by plugins and routes.
import type { Kysely } from 'kysely';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';
import type { Mailer } from './plugins/mail.ts';
import type { CheckInScheduler } from './plugins/check-ins.ts';
import type { Selectable } from 'kysely';
import type { UsersTable } from './db/schema.ts';

export type UserRow = Selectable<UsersTable>;

/**
 * The columns of the caller's user row the session check reads on every request: not the avatar (up to 2 MiB), not
 * the password hash, nothing a route does not use.
 */
export const CALLER_COLUMNS = ['id', 'user_type', 'status', 'banned', 'loan_limit_cents'] as const;
export type CallerUser = Pick<UserRow, (typeof CALLER_COLUMNS)[number]>;

/** Who is calling: set by requireUser for an Approved user with a live session. */
export interface Caller {
  user: CallerUser;
  sessionId: string;
}

export type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    dbKind: 'pglite' | 'postgres';
    mailer: Mailer;
    /** The case check-in schedule (plugins/check-ins.ts); tests run a pass with runOnce. */
    checkIns: CheckInScheduler;
    requireUser: PreHandler;
    requireApprovedAdmin: PreHandler;
    sessions: {
      create: (userId: number, db?: Kysely<Database>) => Promise<string>;
      revokeAllOf: (userId: number, db?: Kysely<Database>) => Promise<void>;
      revoke: (sessionId: string) => Promise<void>;
    };
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}
