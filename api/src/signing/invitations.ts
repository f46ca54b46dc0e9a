// Signing invitations: a mail (through the outbox, in the caller's transaction) with a single-use link that proves
// the address it was sent to. Only the token's SHA-256 is stored; the link works until the step's invitation
// expires, and once: signing or declining through it uses it up.
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import { ROLE_LABELS, SIGNING_MESSAGES, type SigningRole } from '@litfund/domain';
import type { Database } from '../db/schema.ts';
import { greeting } from '../accounts/mails.ts';
import { conflict } from '../lib/http-error.ts';
import { hashToken, newOneTimeToken } from '../lib/tokens.ts';
import type { SigningContext } from './context.ts';

const DAY_MS = 86_400_000;

/** The portal's signing page: with a token for a link, with the contract for a signed-in signer. */
export const signingPagePath = '/agreement-sign';

interface Invitee {
  id: number;
  email: string;
  first_name: string;
  status: string;
  email_confirmed_at: Date | null;
}

async function inviteesOf(db: Kysely<Database>, signerUserId: number | null): Promise<Invitee[]> {
  const base = db.selectFrom('users').select(['id', 'email', 'first_name', 'status', 'email_confirmed_at']);
  // The countersignature is any Approved administrator's: each is told, none gets a link (they sign signed in).
  if (signerUserId == null)
    return base.where('user_type', '=', 'Administrator').where('status', '=', 'Approved').execute();
  return base.where('id', '=', signerUserId).execute();
}

/** Marks the step invited (its clock starts) and mails its signer(s); a plaintiff or attorney gets a link. */
export async function inviteStep(
  trx: Transaction<Database>,
  ctx: SigningContext,
  agreement: { id: number; contract_id: number },
  role: SigningRole,
  reminder = false,
): Promise<void> {
  const step = await trx
    .selectFrom('agreement_steps')
    .select(['id', 'signer_user_id', 'invited_at'])
    .where('agreement_id', '=', agreement.id)
    .where('role', '=', role)
    .executeTakeFirstOrThrow();
  const invitedAt = reminder && step.invited_at ? new Date(step.invited_at) : ctx.now;
  if (!reminder) {
    await trx
      .updateTable('agreement_steps')
      .set({ state: 'invited', invited_at: ctx.now })
      .where('id', '=', step.id)
      .execute();
  }
  const expiresAt = new Date(invitedAt.getTime() + ctx.expiryDays * DAY_MS);
  const contractLink = `${ctx.publicUrl}/contract-page?${agreement.contract_id}`;
  for (const invitee of await inviteesOf(trx, step.signer_user_id)) {
    if (invitee.email.endsWith('.invalid')) continue;
    let link = `${ctx.publicUrl}${signingPagePath}?contract=${agreement.contract_id}`;
    if (role !== 'admin') {
      const { token, hash } = newOneTimeToken();
      await trx
        .insertInto('agreement_links')
        .values({ token_hash: hash, step_id: step.id, email: invitee.email, expires_at: expiresAt })
        .execute();
      link = `${ctx.publicUrl}${signingPagePath}?token=${encodeURIComponent(token)}`;
    }
    await ctx.mail.mailer.enqueue(trx, {
      to: invitee.email,
      subject: `${reminder ? 'Reminder: ' : ''}the funding agreement waits for you (${ROLE_LABELS[role]}, contract ${agreement.contract_id})`,
      text:
        `${greeting(invitee)}\n\nThe LitFund funding agreement of contract ${agreement.contract_id} is ready for you ` +
        `(${ROLE_LABELS[role].toLowerCase()}). Read the whole agreement, then sign it or decline it with a reason:\n\n${link}\n\n` +
        `${role === 'admin' ? '' : 'The link works once and '}expires on ${expiresAt.toISOString().slice(0, 10)}. ` +
        `You can also sign in and open the contract: ${contractLink}\n\nLitFund support: ${ctx.mail.config.supportEmail}`,
    });
  }
}

/** A link's step and signer, refused when unknown, used, expired or no longer its signer's address. */
export async function stepOfLink(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ stepId: number; agreementId: number; contractId: number; role: SigningRole; userId: number }> {
  const row = await db
    .selectFrom('agreement_links as l')
    .innerJoin('agreement_steps as s', 's.id', 'l.step_id')
    .innerJoin('agreements as a', 'a.id', 's.agreement_id')
    .innerJoin('users as u', 'u.id', 's.signer_user_id')
    .select([
      'l.used_at',
      'l.expires_at',
      'l.email',
      's.id as stepId',
      's.role',
      'a.id as agreementId',
      'a.state as agreementState',
      'a.contract_id',
      'u.id as userId',
      'u.email as userEmail',
    ])
    .where('l.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.used_at || row.email !== row.userEmail) throw conflict(SIGNING_MESSAGES.linkUsed);
  // A link stands for its own step of its own agreement only while that agreement is open: voiding, declining or
  // completing it ends every link it mailed (a newer agreement of the contract mails its own).
  if (row.agreementState !== 'open') throw conflict(SIGNING_MESSAGES.notOpen);
  if (new Date(row.expires_at).getTime() <= now.getTime()) throw conflict(SIGNING_MESSAGES.expired);
  return {
    stepId: row.stepId,
    agreementId: row.agreementId,
    contractId: row.contract_id,
    role: row.role as SigningRole,
    userId: row.userId,
  };
}

/** Uses the link up (in the transaction of the signature or decline it carries): a second use finds it used. */
export async function useLink(trx: Transaction<Database>, token: string): Promise<void> {
  const used = await trx
    .updateTable('agreement_links')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .returning('token_hash')
    .executeTakeFirst();
  if (!used) throw conflict(SIGNING_MESSAGES.linkUsed);
}
