// Self-registration (New until an administrator approves), with the confirmation mail in its transaction.
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@litfund/domain';
import type { Registration } from '@litfund/domain';
import { HttpError, badRequest } from '../lib/http-error.ts';
import { hashPassword } from '../lib/passwords.ts';
import { refuseCommonPassword } from '../lib/common-passwords.ts';
import { IP_LIMIT_FACTOR, release, reserve } from '../lib/throttle.ts';
import { queueConfirmation } from './mails.ts';

/** Creates the New user and returns the id; 400 when the email is taken, which counts as a probe per IP. */
export async function register(app: FastifyInstance, input: Registration, ip: string): Promise<number> {
  const { db, config } = app;
  refuseCommonPassword(input.password);
  const state = await db.selectFrom('states').select('id').where('key', '=', input.state.key).executeTakeFirst();
  if (!state) throw badRequest('Choose a state', [{ path: 'state.key', message: 'Choose a state' }]);
  // Every registration costs a password hash and mails a typed address, so each counts per IP (an office may
  // register several people, not hundreds); registration also answers whether an email exists, so registering a
  // taken one is a probe, limited more tightly. Both are decided before the hash, which is the expensive part.
  const attempt = await reserve(db, [{ key: `register-any:${ip}`, limit: config.loginMaxFailures * IP_LIMIT_FACTOR }]);
  if (!attempt) throw new HttpError(429, MESSAGES.tooManyRequests);
  const probe = await reserve(db, [{ key: `register:${ip}`, limit: config.loginMaxFailures }]);
  if (!probe) throw new HttpError(429, MESSAGES.tooManyRequests);
  const passwordHash = await hashPassword(input.password);
  const id = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('users')
      .values({
        email: input.email,
        password_hash: passwordHash,
        first_name: input.firstName,
        last_name: input.lastName,
        date_of_birth: input.dateOfBirth,
        street: input.streetAddress,
        city: input.city,
        state_id: state.id,
        zip: input.zipCode,
        phone: input.phoneNumber,
        website: input.website,
        text_law_firm: input.textLawFirm,
        avatar: null,
        avatar_mime: null,
        loan_limit_cents: null,
        user_type: input.userType,
        status: 'New',
        status_date: null,
        status_by_user_id: null,
        email_confirmed_at: null,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return null;
    await queueConfirmation(app, trx, { id: inserted.id, email: input.email });
    return inserted.id;
  });
  if (id === null) throw badRequest(MESSAGES.userAlreadyExists);
  await release(db, probe);
  return id;
}
