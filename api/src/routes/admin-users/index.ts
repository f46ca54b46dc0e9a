// docs/product.md: list, create, read and update any user, and comments on users (Approved administrators
// only), audited.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Updateable } from 'kysely';
import {
  MESSAGES,
  adminUserUpdateSchema,
  dollarsToCents,
  idParamSchema,
  userSchema,
  MIN_SEARCH_LENGTH,
  adminCommentInputSchema,
  adminCommentSchema,
  adminUserCreateSchema,
  adminUserCreatedSchema,
  adminUserListQuerySchema,
} from '@litfund/domain';
import type { User } from '@litfund/domain';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { endAddressChange, inviteUser } from '../../accounts/mails.ts';
import { readUser } from '../../users/read.ts';
import { appNow, businessToday } from '../../contracts/today.ts';
import { assertFeeComplies } from '../../compliance/fee.ts';
import type { UsersTable } from '../../db/schema.ts';
import { audit } from '../../audit/audit-log.ts';
import { auditShape } from '../../users/audit-shape.ts';
import { assertLawFirm, assertMayBeMember } from '../../users/law-firm-links.ts';
import { nameContains } from '../../users/name-search.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errorResponses } from '../error-responses.ts';

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const approvedAdmin = <Schema extends object>(schema: Schema) => ({
    onRequest: app.requireApprovedAdmin,
    schema: { tags: ['admin users'], security: [{ bearer: [] }], ...schema },
  });

  app.get(
    '/AdminUser/:id',
    approvedAdmin({ params: idParamSchema, response: { 200: userSchema, ...errorResponses } }),
    async (request) => {
      const user = await readUser(db, request.params.id, appNow(app));
      if (!user) throw notFound(MESSAGES.notFound);
      return user;
    },
  );

  app.post(
    '/AdminUser/:id',
    approvedAdmin({
      params: idParamSchema,
      body: adminUserUpdateSchema,
      response: { 200: userSchema, ...errorResponses },
    }),
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      const actor = callerOf(request).user;
      const before = await readUser(db, id);
      if (!before) throw notFound(MESSAGES.notFound);

      const changes: Updateable<UsersTable> = {};
      if (input.email !== undefined && input.email !== before.email) {
        const taken = await db
          .selectFrom('users')
          .select('id')
          .where('email', '=', input.email)
          .where('id', '<>', id)
          .executeTakeFirst();
        if (taken) throw conflict(MESSAGES.emailAlreadyRegistered);
        changes.email = input.email;
        // The new address is unproven until its owner confirms it.
        changes.email_confirmed_at = null;
      }
      if (input.firstName !== undefined) changes.first_name = input.firstName;
      if (input.lastName !== undefined) changes.last_name = input.lastName;
      if (input.dateOfBirth !== undefined) changes.date_of_birth = input.dateOfBirth;
      if (input.streetAddress !== undefined) changes.street = input.streetAddress;
      if (input.city !== undefined) changes.city = input.city;
      if (input.zipCode !== undefined) changes.zip = input.zipCode;
      if (input.phoneNumber !== undefined) changes.phone = input.phoneNumber;
      if (input.website !== undefined) changes.website = input.website;
      if (input.textLawFirm !== undefined) changes.text_law_firm = input.textLawFirm;
      if (input.userType !== undefined) changes.user_type = input.userType;
      if (input.banned !== undefined) changes.banned = input.banned;
      if (input.loanLimit !== undefined)
        changes.loan_limit_cents = input.loanLimit === null ? null : dollarsToCents(input.loanLimit);
      if (input.additionalFee !== undefined) changes.additional_fee_bp = Math.round(input.additionalFee * 100);
      if (input.state !== undefined) {
        if (input.state === null) changes.state_id = null;
        else {
          const state = await db
            .selectFrom('states')
            .select('id')
            .where('key', '=', input.state.key)
            .executeTakeFirst();
          if (!state) throw badRequest('Choose a state', [{ path: 'state.key', message: 'Choose a state' }]);
          changes.state_id = state.id;
        }
      }
      // A form sends every field: only a fee or a state that changes is checked, so an unrelated edit goes through.
      const beforeFeeBp = Math.round(before.additionalFee * 100);
      const stateId = changes.state_id !== undefined ? changes.state_id : (before.state?.id ?? null);
      const feeBp = changes.additional_fee_bp ?? beforeFeeBp;
      if (feeBp !== beforeFeeBp || stateId !== (before.state?.id ?? null)) {
        await assertFeeComplies(db, stateId, feeBp, businessToday(app));
      }
      const status = input.userStatus?.userStatusesValue ?? input.userStatusesValue;
      const statusChanges = status !== undefined && status !== before.userStatus.userStatusesValue;
      if (statusChanges) {
        changes.status = status;
        changes.status_date = new Date();
        changes.status_by_user_id = actor.id;
      }
      // An address is the registrant's claim until its owner follows the confirmation link: approving an unconfirmed
      // one would let anyone register in someone else's name (an attorney's, a plaintiff's) and be let in.
      const approves = statusChanges && status === 'Approved';
      if (approves && !before.emailConfirmed) throw conflict(MESSAGES.approveUnconfirmedEmail);
      // An administrator cannot lock themself out (and so leave the portal without any administrator).
      if (
        id === actor.id &&
        ((statusChanges && status !== 'Approved') || (changes.user_type && changes.user_type !== 'Administrator'))
      ) {
        throw conflict('You cannot remove your own administrator access');
      }
      // A new address ends the sessions and clears the password until its mailbox answers: on one's own account a typo
      // would lock the administrator out (and with them, maybe, every administrator).
      if (id === actor.id && changes.email) throw conflict(MESSAGES.ownEmailByAdmin);

      const endsSessions =
        (statusChanges && status !== 'Approved') ||
        (changes.banned === true && (status ?? before.userStatus.userStatusesValue) !== 'Approved');
      // The audit row commits with the change or not at all.
      const after = await db.transaction().execute(async (trx) => {
        if (Object.keys(changes).length > 0) {
          // The unique index decides between two admins giving two users one address at once (the check above only
          // answers the common case early).
          const updated = await trx
            .updateTable('users')
            .set(changes)
            .where('id', '=', id)
            .$if(approves, (query) => query.where('email_confirmed_at', 'is not', null))
            .executeTakeFirst()
            .catch((error: unknown) => {
              throw (error as { code?: string }).code === '23505' ? conflict(MESSAGES.emailAlreadyRegistered) : error;
            });
          // The address changed (and lost its confirmation) since it was read.
          if (Number(updated.numUpdatedRows) === 0) throw conflict(MESSAGES.approveUnconfirmedEmail);
          // Leaving Approved (to New or Rejected, Block User included) ends every session for good: a later
          // re-approval lets the user sign in again, it does not revive an old token.
          if (endsSessions || changes.email) await app.sessions.revokeAllOf(id, trx);
          if (changes.email) await endAddressChange(app, trx, { id, email: before.email }, changes.email);
        }
        const changed = (await readUser(trx, id))!;
        await audit(
          trx,
          actor.id,
          statusChanges ? `user.update.status.${status}` : 'user.update',
          'user',
          id,
          auditShape(before),
          auditShape(changed),
        );
        return changed;
      });
      return after;
    },
  );

  app.get(
    '/AdminUser',
    approvedAdmin({ querystring: adminUserListQuerySchema, response: { 200: z.array(userSchema), ...errorResponses } }),
    async (request) => {
      const { UserType, UserStatus, Name, PageNumber, PageSize, SortingType } = request.query;
      let query = db.selectFrom('users').select('id');
      if (UserType) query = query.where('user_type', '=', UserType);
      if (UserStatus) query = query.where('status', '=', UserStatus);
      if (Name && Name.trim().length >= MIN_SEARCH_LENGTH) query = query.where(nameContains(Name));
      const rows = await query
        .orderBy('created_at', SortingType)
        .orderBy('id', SortingType)
        .limit(PageSize)
        .offset((PageNumber - 1) * PageSize)
        .execute();
      const users: User[] = [];
      for (const row of rows) {
        const user = await readUser(db, row.id);
        if (user) users.push(user);
      }
      return users;
    },
  );

  app.post(
    '/AdminUser',
    approvedAdmin({ body: adminUserCreateSchema, response: { 200: adminUserCreatedSchema, ...errorResponses } }),
    async (request) => {
      const input = request.body;
      const actor = callerOf(request).user;
      const taken = await db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
      if (taken) throw conflict(MESSAGES.emailAlreadyRegistered);
      let stateId: number | null = null;
      if (input.state) {
        const state = await db.selectFrom('states').select('id').where('key', '=', input.state.key).executeTakeFirst();
        if (!state) throw badRequest('Choose a state', [{ path: 'state.key', message: 'Choose a state' }]);
        stateId = state.id;
      }
      if (input.lawFirms.length > 0) assertMayBeMember(input, 'lawFirms');
      await assertFeeComplies(db, stateId, Math.round((input.additionalFee ?? 0) * 100), businessToday(app));
      for (const [index, firm] of input.lawFirms.entries())
        await assertLawFirm(db, firm.firmId, `lawFirms.${index}.firmId`, false);

      const now = new Date();
      const id = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('users')
          .values({
            email: input.email,
            password_hash: null,
            first_name: input.firstName,
            last_name: input.lastName,
            date_of_birth: input.dateOfBirth ?? null,
            street: input.streetAddress,
            city: input.city,
            state_id: stateId,
            zip: input.zipCode,
            phone: input.phoneNumber,
            website: input.website,
            avatar: null,
            avatar_mime: null,
            loan_limit_cents: input.loanLimit == null ? null : dollarsToCents(input.loanLimit),
            banned: input.banned,
            additional_fee_bp: Math.round((input.additionalFee ?? 0) * 100),
            user_type: input.userType,
            status: 'Approved',
            status_date: now,
            status_by_user_id: actor.id,
            text_law_firm: input.textLawFirm,
          })
          .onConflict((oc) => oc.column('email').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) throw conflict(MESSAGES.emailAlreadyRegistered);
        if (input.lawFirms.length > 0) {
          await trx
            .insertInto('user_law_firms')
            .values(
              input.lawFirms.map((firm) => {
                const present = firm.present ?? !firm.endDate;
                return {
                  user_id: inserted.id,
                  law_firm_user_id: firm.firmId,
                  start_date: firm.startDate,
                  end_date: present ? null : (firm.endDate ?? null),
                  present,
                  confirmed_at: now,
                  confirmed_by_user_id: actor.id,
                };
              }),
            )
            .execute();
        }
        await inviteUser(app, trx, { id: inserted.id, email: input.email });
        await audit(
          trx,
          actor.id,
          'user.create',
          'user',
          inserted.id,
          null,
          auditShape(await readUser(trx, inserted.id)),
        );
        return inserted.id;
      });

      return { id };
    },
  );

  async function commentsOf(userId: number) {
    const rows = await db
      .selectFrom('admin_user_comments as c')
      .leftJoin('users as a', 'a.id', 'c.author_id')
      .select(['c.id', 'c.comment_text', 'c.created_at', 'c.author_id', 'a.first_name', 'a.last_name'])
      .where('c.user_id', '=', userId)
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      commentText: r.comment_text,
      dateComment: r.created_at.toISOString(),
      userId: r.author_id,
      userName: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim(),
    }));
  }

  async function assertUserExists(id: number) {
    const user = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
    if (!user) throw notFound(MESSAGES.notFound);
  }

  app.get(
    '/AdminUser/:id/comments',
    approvedAdmin({ params: idParamSchema, response: { 200: z.array(adminCommentSchema), ...errorResponses } }),
    async (request) => {
      await assertUserExists(request.params.id);
      return commentsOf(request.params.id);
    },
  );

  app.post(
    '/AdminUser/:id/comments',
    approvedAdmin({
      params: idParamSchema,
      body: adminCommentInputSchema,
      response: { 200: z.array(adminCommentSchema), ...errorResponses },
    }),
    async (request) => {
      const { id } = request.params;
      await assertUserExists(id);
      const actor = callerOf(request).user;
      await db.transaction().execute(async (trx) => {
        const comment = await trx
          .insertInto('admin_user_comments')
          .values({ user_id: id, author_id: actor.id, comment_text: request.body.commentText })
          .returning(['id', 'comment_text'])
          .executeTakeFirstOrThrow();
        await audit(
          trx,
          actor.id,
          'user.comment.add',
          'user',
          id,
          null,
          JSON.stringify({ id: comment.id, commentText: comment.comment_text }),
        );
      });
      return commentsOf(id);
    },
  );
};
