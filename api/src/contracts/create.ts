// POST /Contract: a new case, or with parentContractId an additional-funds request (a child contract). Parties an
// administrator creates inline are inserted, and their invitations queued, in the same transaction as the contract; a
// plaintiff an attorney or law firm enters is created New and invited in that transaction too (filing.ts has who may
// file for whom).
import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  CONTRACT_MESSAGES,
  MESSAGES,
  additionalFundsRefusal,
  caseDateProblems,
  MONEY_RULE_MESSAGES,
  dollarsToCents,
  effectiveRateBp,
  formatUsd,
} from '@litfund/domain';
import type { ContractCreate, ContractType, NewParty, UserType } from '@litfund/domain';
import type { Database } from '../db/schema.ts';
import type { CallerUser, UserRow } from '../types.ts';
import { HttpError, badField, badRequest, conflict, forbidden } from '../lib/http-error.ts';
import { reserve, reserveWithin } from '../lib/throttle.ts';
import { DEFAULT_FILINGS_PER_HOUR } from '../config.ts';
import { inviteUser, type MailingApp } from '../accounts/mails.ts';
import { scheduleOfState } from '../pricing/rate-sets.ts';
import { audit } from '../audit/audit-log.ts';
import { refreshCaseFigures } from '../insights/case-figures.ts';
import { approvedIdsOf, isAdmin, presentLawFirmOf } from './access.ts';
import { contractSnapshot } from './audit.ts';
import { lockedContract, openFundedCents } from './money.ts';
import { assertFirmAttorneys, invitePlaintiffOfFiler, plaintiffToFileFor } from './filing.ts';

export interface CreateResult {
  id: number;
}

const PARTY_NAMES = { Attorney: 'an attorney', LawFirm: 'a law firm' } as const;

/**
 * The named party, of the named type. A non-admin's request may name only Approved attorneys and firms
 * (`approvedIdsOf`): naming makes them responsible, which opens the case to them, and an account an admin has not
 * approved (or has rejected) gets none.
 */
async function userOfType(
  db: Kysely<Database>,
  id: number,
  type: 'Attorney' | 'LawFirm',
  path: string,
  approvedOnly: boolean,
): Promise<UserRow> {
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('user_type', '=', type)
    .$if(approvedOnly, (q) => q.where('id', 'in', approvedIdsOf(type)))
    .executeTakeFirst();
  if (!user) throw badField(path, `Choose ${PARTY_NAMES[type]}`);
  return user;
}

async function stateIdOf(db: Kysely<Database>, key: string | undefined, path: string): Promise<number | null> {
  if (!key) return null;
  const state = await db.selectFrom('states').select('id').where('key', '=', key).executeTakeFirst();
  if (!state) throw badField(path, 'Choose a state');
  return state.id;
}

/**
 * Inserts a person created inside a request, 409 on a registered email: Approved when an administrator creates them
 * (their invitation is sent after commit by the route); New when an attorney or law firm enters a plaintiff, invited
 * in this transaction, the administrators approving the account before any funding.
 */
async function insertParty(
  trx: Transaction<Database>,
  actor: CallerUser,
  type: UserType,
  party: NewParty & { email: string },
  stateId: number | null,
  mail: MailingApp,
): Promise<number> {
  const byAdmin = isAdmin(actor);
  const inserted = await trx
    .insertInto('users')
    .values({
      email: party.email,
      password_hash: null,
      first_name: party.firstName,
      last_name: party.lastName,
      date_of_birth: null,
      street: party.streetAddress ?? '',
      city: party.city ?? '',
      state_id: stateId,
      zip: '',
      phone: party.phoneNumber ?? '',
      website: '',
      avatar: null,
      avatar_mime: null,
      loan_limit_cents: null,
      user_type: type,
      status: byAdmin ? 'Approved' : 'New',
      status_date: new Date(),
      status_by_user_id: byAdmin ? actor.id : null,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  // An existing account is never attached to a filer's case: its holder may not be the filer's client (the address
  // may even be held by someone who registered it), and the answer tells nothing of its state, only what to do.
  if (!inserted) throw conflict(byAdmin ? MESSAGES.emailAlreadyRegistered : CONTRACT_MESSAGES.plaintiffEmailTaken);
  // A plaintiff an attorney or law firm enters is invited once the contract exists, naming its parties (below).
  if (byAdmin) await inviteUser(mail, trx, { id: inserted.id, email: party.email });
  return inserted.id;
}

/**
 * The refusals of issue 5: banned or non-Approved client, and the client's loan limit. Only for a client filing for
 * themself and for administrators: an attorney or law firm filing for a plaintiff is told nothing of the plaintiff's
 * ban, limit or status (the administrator sees them, and funding is refused at CheckSent).
 */
async function assertMayReceiveCredit(db: Kysely<Database>, client: CallerUser, requestedCents: number): Promise<void> {
  if (client.banned) throw forbidden(MESSAGES.banned);
  if (client.status !== 'Approved') throw forbidden("The plaintiff's account is not approved yet");
  if (client.loan_limit_cents != null) {
    const open = await openFundedCents(db, client.id);
    if (open + requestedCents > client.loan_limit_cents) {
      throw badField(
        'amountRequested',
        `This request would take the plaintiff's open funding to ${formatUsd(open + requestedCents)}, above the loan limit of ${formatUsd(client.loan_limit_cents)}`,
      );
    }
  }
}

/** The rate in effect on day 0 for the client's state (the amount's insertRate), or null without a rate set. */
async function insertRateBp(db: Kysely<Database>, stateId: number | null, type: ContractType): Promise<number | null> {
  if (stateId == null) return null;
  const schedule = await scheduleOfState(db, stateId);
  if (!schedule || (schedule.pre.length === 0 && schedule.post.length === 0)) return null;
  return effectiveRateBp(schedule, type, 0);
}

const HOUR_MS = 60 * 60 * 1000;

const identifierOf = (id: number, year: number) => `LF-${year}-${String(id).padStart(6, '0')}`;

/** A new request gets its number (from its id and the year it is filed) and its first status, WaitingApproval. */
async function numberAndOpen(trx: Kysely<Database>, id: number, year: number, userId: number): Promise<void> {
  await trx
    .updateTable('contracts')
    .set({ identifier: identifierOf(id, year) })
    .where('id', '=', id)
    .execute();
  await trx
    .insertInto('contract_statuses')
    .values({ contract_id: id, status: 'WaitingApproval', status_date: new Date(), user_id: userId })
    .execute();
}

/** An administrator's new contract is audited in the transaction that inserts it (both commit or neither). */
async function auditCreation(
  trx: Transaction<Database>,
  caller: CallerUser,
  id: number,
  today: string,
  mail: MailingApp,
): Promise<void> {
  if (!isAdmin(caller)) return;
  await audit(
    trx,
    caller.id,
    'contract.create',
    'contract',
    id,
    null,
    await contractSnapshot(trx, id, { viewer: caller, today, timeZone: mail.config.businessTimeZone }),
  );
}

/**
 * Counts a non-admin's new request or additional-funds request against FILINGS_PER_HOUR (429 past it), in the
 * transaction that files it: only a request that is filed counts, and the count is the database's, shared by every
 * instance. A request is a contract an administrator reads and each party's comments and attachments are capped per
 * contract, so an unlimited number of them was a flood of the funder's queue and a way around those caps.
 * Administrators entering a backlog are not counted (their filings are audited).
 */
async function countFiling(
  trx: Transaction<Database>,
  caller: CallerUser,
  config: MailingApp['config'],
): Promise<void> {
  if (isAdmin(caller)) return;
  const perHour = config.filingsPerHour ?? DEFAULT_FILINGS_PER_HOUR;
  const place = await reserveWithin(trx, [{ key: `filings:${caller.id}`, limit: perHour }], [], HOUR_MS);
  if (!place) throw new HttpError(429, CONTRACT_MESSAGES.tooManyFilings(perHour));
}

/** Whether the caller may learn the plaintiff's ban, loan limit and status from the answer: their own, or an admin. */
const seesPlaintiffCredit = (caller: CallerUser, clientId: number) => isAdmin(caller) || caller.id === clientId;

export async function createContract(
  db: Kysely<Database>,
  caller: CallerUser,
  input: ContractCreate,
  today: string,
  mail: MailingApp,
): Promise<CreateResult> {
  const admin = isAdmin(caller);
  if (caller.banned) throw forbidden(MESSAGES.banned);
  const amount = typeof input.amountRequested === 'number' ? input.amountRequested : input.amountRequested.amount;
  const requestedCents = dollarsToCents(amount)!;
  // The request date bounds the check's date and starts the case's history: a non-admin's request is dated the day it is
  // filed; an administrator entering an earlier request may date it back, never ahead.
  const givenDate = typeof input.amountRequested === 'object' ? input.amountRequested.date : undefined;
  if (admin && givenDate && givenDate > today) throw badField('amountRequested.date', MONEY_RULE_MESSAGES.dateInFuture);
  const requestedOn = admin && givenDate ? givenDate : today;
  const year = Number(today.slice(0, 4));

  if (input.parentContractId) {
    const parentId = input.parentContractId;
    const id = await db.transaction().execute(async (trx) => {
      await countFiling(trx, caller, mail.config);
      // Read and locked in the transaction that copies its counsel: an administrator's change of the case's counsel
      // (which locks it too, and moves its requests along) lands either wholly before this request or after it.
      const parent = await lockedContract(trx, parentId, caller, today);
      if (parent.parent_contract_id != null)
        throw badField('parentContractId', 'Request additional funds on the original case');
      const refusal = additionalFundsRefusal({
        status: parent.current_status,
        reduced: parent.amount_reduced_cents != null,
        cancelled: parent.cancelled_on != null,
      });
      if (refusal) throw conflict(refusal);
      const client = await trx
        .selectFrom('users')
        .selectAll()
        .where('id', '=', parent.client_user_id)
        .executeTakeFirstOrThrow();
      if (seesPlaintiffCredit(caller, client.id)) await assertMayReceiveCredit(trx, client, requestedCents);
      const row = await trx
        .insertInto('contracts')
        .values({
          parent_contract_id: parent.id,
          contract_type: parent.contract_type,
          case_id: parent.case_id,
          client_user_id: parent.client_user_id,
          created_by_user_id: caller.id,
          responsible_attorney_id: parent.responsible_attorney_id,
          responsible_law_firm_id: parent.responsible_law_firm_id,
          amount_requested_cents: requestedCents,
          requested_on: requestedOn,
          insert_rate_bp: parent.insert_rate_bp,
          amount_settlement_cents: parent.amount_settlement_cents,
          estimated_settlement: parent.estimated_settlement,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await numberAndOpen(trx, row.id, year, caller.id);
      // The case's requested amount now counts this request's.
      await refreshCaseFigures(trx, [parent.id], mail.config.businessTimeZone);
      await auditCreation(trx, caller, row.id, today, mail);
      return row.id;
    });
    return { id };
  }

  const dateProblems = caseDateProblems(input, today);
  if (dateProblems.length > 0) throw badRequest(dateProblems[0]!.message, dateProblems);

  const clientInput = input.contractClientDTO;
  const attorneysInput = input.contractAttorneyDTO ?? [];
  const lawFirmsInput = input.contractLawFirmDTO ?? [];
  const createsCounsel = attorneysInput.some((a) => a.user) || lawFirmsInput.some((f) => f.user ?? f.lawFirm);
  if (createsCounsel && !admin) throw forbidden('Only administrators can create a new attorney or law firm');
  const firmFiling = caller.user_type === 'LawFirm';

  // Existing parties are checked before anything is written.
  let client: CallerUser | null = null;
  if (caller.user_type === 'Client') client = caller;
  else if (clientInput?.userId) client = await plaintiffToFileFor(db, caller, clientInput.userId);
  else if (!clientInput?.user) throw badField('contractClientDTO', CONTRACT_MESSAGES.plaintiffRequired);
  if (client && seesPlaintiffCredit(caller, client.id)) await assertMayReceiveCredit(db, client, requestedCents);
  if (firmFiling)
    await assertFirmAttorneys(
      db,
      caller.id,
      attorneysInput.map((a) => a.userId),
      today,
    );
  for (const [i, a] of attorneysInput.entries()) {
    if (a.userId) await userOfType(db, a.userId, 'Attorney', `contractAttorneyDTO.${i}.userId`, !admin);
    else if (!a.user) throw badField(`contractAttorneyDTO.${i}`, 'Choose an attorney or create a new one');
  }
  for (const [i, f] of (firmFiling ? [] : lawFirmsInput).entries()) {
    if (f.userId) await userOfType(db, f.userId, 'LawFirm', `contractLawFirmDTO.${i}.userId`, !admin);
    else if (!(f.user ?? f.lawFirm)) throw badField(`contractLawFirmDTO.${i}`, 'Choose a law firm or create a new one');
  }
  const clientState = clientInput?.user?.state?.key;
  const newClientStateId = clientInput?.user
    ? await stateIdOf(db, clientState, 'contractClientDTO.user.state.key')
    : null;
  // Each new plaintiff is an account and an invitation mail to an address the filer typed, and a registered email
  // answers 409 (as registration does): a non-admin enters at most LOGIN_MAX_FAILURES new plaintiffs in the throttle
  // window, accepted or refused, so the form is neither a mail cannon nor a faster probe of addresses than registration.
  const entersPlaintiff = !admin && !client && Boolean(clientInput?.user);
  const place = entersPlaintiff
    ? await reserve(db, [{ key: `new-plaintiff:${caller.id}`, limit: mail.config.loginMaxFailures }])
    : null;
  if (entersPlaintiff && !place) throw new HttpError(429, MESSAGES.tooManyRequests);

  const id = await db.transaction().execute(async (trx) => {
    await countFiling(trx, caller, mail.config);
    const clientId =
      client?.id ?? (await insertParty(trx, caller, 'Client', clientInput!.user!, newClientStateId, mail));
    const attorneyIds: Array<{ id: number; date: string | null }> = [];
    for (const a of attorneysInput) {
      const stateId = a.user ? await stateIdOf(trx, a.user.state?.key, 'contractAttorneyDTO.user.state.key') : null;
      attorneyIds.push({
        id: a.userId ?? (await insertParty(trx, caller, 'Attorney', a.user!, stateId, mail)),
        date: a.date ?? today,
      });
    }
    if (attorneyIds.length === 0 && caller.user_type === 'Attorney') attorneyIds.push({ id: caller.id, date: today });
    const lawFirmIds: Array<{ id: number; date: string | null }> = [];
    // A law-firm user files as the responsible firm, never for another one.
    for (const f of firmFiling ? [] : lawFirmsInput) {
      const firm = f.user ?? f.lawFirm;
      if (f.userId) {
        lawFirmIds.push({ id: f.userId, date: f.date ?? today });
        continue;
      }
      // A firm built inside a request has no sign-in of its own until an administrator gives it an email.
      const stateId = await stateIdOf(trx, firm!.state.key, 'contractLawFirmDTO.user.state.key');
      const placeholder = `law-firm-${crypto.randomBytes(6).toString('hex')}@no-login.litfund.invalid`;
      const row = await trx
        .insertInto('users')
        .values({
          email: placeholder,
          password_hash: null,
          first_name: firm!.firstName,
          last_name: '',
          date_of_birth: null,
          street: '',
          city: '',
          state_id: stateId,
          zip: '',
          phone: '',
          website: '',
          avatar: null,
          avatar_mime: null,
          loan_limit_cents: null,
          user_type: 'LawFirm',
          status: 'Approved',
          status_date: new Date(),
          status_by_user_id: caller.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      lawFirmIds.push({ id: row.id, date: f.date ?? today });
    }
    if (firmFiling) lawFirmIds.push({ id: caller.id, date: today });
    const responsibleAttorney = attorneyIds.at(-1)?.id ?? null;
    if (lawFirmIds.length === 0 && responsibleAttorney != null) {
      // The attorney's present, confirmed firm is responsible when the request names none (Law Firms shows only
      // then), and only while it is Approved, as a named firm must be (`memberLinks`): a firm the attorney merely
      // claims, or one an administrator has not approved, must not become responsible, or it would open the case to
      // the firm's other members.
      const present = await presentLawFirmOf(trx, { id: responsibleAttorney, user_type: 'Attorney' }, today);
      if (present != null) lawFirmIds.push({ id: present, date: today });
    }
    const clientRow = await trx
      .selectFrom('users')
      .select('state_id')
      .where('id', '=', clientId)
      .executeTakeFirstOrThrow();

    const row = await trx
      .insertInto('contracts')
      .values({
        contract_type: input.contractType,
        case_id: input.caseId ?? '',
        client_user_id: clientId,
        created_by_user_id: caller.id,
        responsible_attorney_id: responsibleAttorney,
        responsible_law_firm_id: lawFirmIds.at(-1)?.id ?? null,
        amount_requested_cents: requestedCents,
        requested_on: requestedOn,
        insert_rate_bp: await insertRateBp(trx, clientRow.state_id, input.contractType),
        amount_settlement_cents: input.amountSettlement == null ? null : dollarsToCents(input.amountSettlement),
        estimated_settlement: input.estimatedSettlement ?? null,
        estimated_additional: input.estimatedAdditional ?? null,
        recipient_check: input.recipientCheck ?? '',
        estimated_duration: input.estimatedDuration ?? null,
        opposing_insurance: input.opposingInsurance ?? '',
        insurance_adjuster: input.insuranceAdjuster ?? '',
        adjuster_phone: input.adjusterPhone ?? '',
        claim_number: input.claimNumber ?? '',
        liability: input.liability ?? true,
        property_damage: input.propertyDamage ?? 'Slight',
        injury_level: input.injuryLevel ?? 'Slight',
        date_accident: input.dateAccident ?? null,
        case_manager: input.caseManager ?? '',
        accident_description: input.accidentDescription ?? '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await numberAndOpen(trx, row.id, year, caller.id);
    await refreshCaseFigures(trx, [row.id], mail.config.businessTimeZone);
    const parties = [
      ...attorneyIds.map((a) => ({ contract_id: row.id, role: 'attorney' as const, user_id: a.id, linked_on: a.date })),
      ...lawFirmIds.map((f) => ({ contract_id: row.id, role: 'lawFirm' as const, user_id: f.id, linked_on: f.date })),
    ];
    if (parties.length > 0) await trx.insertInto('contract_parties').values(parties).execute();
    if (entersPlaintiff)
      await invitePlaintiffOfFiler(trx, mail, { id: clientId, email: clientInput!.user!.email }, row.id, today);
    if (input.comment?.trim()) {
      // Admins' comments start hidden until marked visible; anyone else's are visible to the parties.
      await trx
        .insertInto('contract_comments')
        .values({ contract_id: row.id, user_id: caller.id, comment_text: input.comment.trim(), visible: !admin })
        .execute();
    }
    await auditCreation(trx, caller, row.id, today, mail);
    return row.id;
  });
  return { id };
}
