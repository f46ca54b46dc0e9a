// What the signing actions are given: the contract actions' context plus the clock, the invitation's lifetime and
// the funder's signing identity.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SIGNING_EXPIRY_DAYS } from '@litfund/domain';
import { actionContext, type ActionContext } from '../contracts/actions/context.ts';
import { signingIdentity, type SigningIdentity } from './pdf-signature.ts';

export interface SigningContext extends ActionContext {
  now: Date;
  expiryDays: number;
  publicUrl: string;
  identity: () => SigningIdentity;
}

/** The signing context of a contract action (approving the amount generates the agreement). */
export function signingContextOf(ctx: ActionContext): SigningContext {
  const config = ctx.mail.config;
  const signing = config.signing ?? {};
  return {
    ...ctx,
    now: config.now?.() ?? new Date(),
    expiryDays: signing.expiryDays ?? DEFAULT_SIGNING_EXPIRY_DAYS,
    publicUrl: config.publicUrl,
    identity: () => signingIdentity(signing),
  };
}

export const signingContext = (app: FastifyInstance): SigningContext => signingContextOf(actionContext(app));

/** Who takes a signing step, and the evidence of where from. */
export interface Actor {
  userId: number;
  isAdmin: boolean;
  via: 'session' | 'link';
  ip: string;
  userAgent: string;
}
