// docs/product.md: reading a user, the admins' search by email, law-firm history and avatars.
// Law-firm and avatar changes: the user themself and Approved admins (404 to anyone else, as for a missing id); status, type, ban, loan limit and additional
// fee are never read here (only POST /AdminUser/{id} changes them).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  MESSAGES,
  idParamSchema,
  lawFirmMemberSchema,
  publicUserSchema,
  userByEmailQuerySchema,
  userSchema,
  AVATAR_BODY_LIMIT,
  MAX_AVATAR_BYTES,
  MAX_AVATAR_SIDE,
  avatarUploadSchema,
  lawFirmLinkInputSchema,
} from '@litfund/domain';
import type { LawFirmLinkInput, User } from '@litfund/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { isAdmin } from '../../contracts/access.ts';
import { readUser, userFor } from '../../users/read.ts';
import {
  assertLawFirm,
  assertMayBeMember,
  assertManagesFirm,
  assertRoomForClaim,
  confirmationOnSave,
  decideMembership,
  membersOf,
} from '../../users/law-firm-links.ts';
import { appNow, businessToday } from '../../contracts/today.ts';
import { audit } from '../../audit/audit-log.ts';
import { decodeBase64 } from '../../files/base64.ts';
import { checkAvatar } from '../../files/avatar-image.ts';
import { auditShape } from '../../users/audit-shape.ts';
import { callerOf } from '../../plugins/auth.ts';
import { errorResponses } from '../error-responses.ts';

const AVATAR_FORMATS = 'Available formats: png, jpg';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  /** A signed-in request about one user, law-firm link or membership (`:id`); the handler decides who may make it. */
  const aboutOne = <Schema extends object>(schema: Schema) => ({
    onRequest: app.requireUser,
    schema: { tags: ['users'], security: [{ bearer: [] }], params: idParamSchema, ...schema },
  });
  const userEdit = <Body extends z.ZodType>(body: Body) =>
    aboutOne({ body, response: { 200: userSchema, ...errorResponses } });

  app.get(
    '/User/:id',
    aboutOne({ response: { 200: z.union([userSchema, publicUserSchema]), ...errorResponses } }),
    async (request) => {
      const user = await userFor(db, callerOf(request).user, request.params.id, businessToday(app), appNow(app));
      if (!user) throw notFound(MESSAGES.notFound);
      return user;
    },
  );

  app.get(
    '/User',
    {
      onRequest: app.requireApprovedAdmin,
      schema: {
        tags: ['users'],
        security: [{ bearer: [] }],
        querystring: userByEmailQuerySchema,
        response: { 200: z.array(userSchema), ...errorResponses },
      },
    },
    async (request) => {
      const row = await db.selectFrom('users').select('id').where('email', '=', request.query.Email).executeTakeFirst();
      const user = row ? await readUser(db, row.id) : null;
      return user ? [user] : [];
    },
  );

  /**
   * The user `id` when the caller may change it (themself or an Approved admin); 404 otherwise, for a missing user and
   * for anyone else's alike, so ids cannot be probed.
   */
  async function editableUser(request: FastifyRequest, id: number) {
    const caller = callerOf(request).user;
    const user = caller.id === id || isAdmin(caller) ? await readUser(db, id) : null;
    if (!user) throw notFound(MESSAGES.notFound);
    return user;
  }

  /** The user as a change left them, audited against how they were before it (in the change's transaction). */
  async function auditedUserChange(trx: Kysely<Database>, actorId: number, action: string, before: User) {
    const after = (await readUser(trx, before.id))!;
    await audit(trx, actorId, action, 'user', before.id, auditShape(before), auditShape(after));
    return after;
  }

  const linkValues = (input: LawFirmLinkInput) => ({
    law_firm_user_id: input.lawFirmUserId,
    start_date: input.startDate,
    end_date: input.present ? null : (input.endDate ?? null),
    present: input.present,
  });

  app.post('/User/:id/addLawFirms', userEdit(lawFirmLinkInputSchema), async (request) => {
    const { id } = request.params;
    const before = await editableUser(request, id);
    const caller = callerOf(request).user;
    assertMayBeMember(before);
    await assertLawFirm(db, request.body.lawFirmUserId, 'lawFirmUserId', !isAdmin(caller));
    const values = linkValues(request.body);
    return db.transaction().execute(async (trx) => {
      const confirmation = confirmationOnSave(caller, null, values, new Date());
      await assertRoomForClaim(trx, id, confirmation);
      const link = await trx
        .insertInto('user_law_firms')
        .values({ user_id: id, ...values, ...confirmation })
        .returning('id')
        .executeTakeFirstOrThrow();
      return auditedUserChange(trx, caller.id, `user.lawFirm.add.${link.id}`, before);
    });
  });

  const updateLawFirm = userEdit(lawFirmLinkInputSchema);
  const updateLawFirmHandler = async (
    request: FastifyRequest<{ Params: z.infer<typeof idParamSchema>; Body: LawFirmLinkInput }>,
  ) => {
    const linkId = request.params.id;
    const caller = callerOf(request).user;
    const link = await db.selectFrom('user_law_firms').selectAll().where('id', '=', linkId).executeTakeFirst();
    // Another user's link answers as a missing one.
    if (!link) throw notFound(MESSAGES.notFound);
    const before = await editableUser(request, link.user_id);
    assertMayBeMember(before);
    await assertLawFirm(db, request.body.lawFirmUserId, 'lawFirmUserId', !isAdmin(caller));
    const values = linkValues(request.body);
    return db.transaction().execute(async (trx) => {
      // Compared with the row as stored now, locked: the confirmation a firm gave covers exactly that firm and those
      // dates, and a firm's decision landing meanwhile is either seen here or waits for this edit.
      const current = await trx
        .selectFrom('user_law_firms')
        .selectAll()
        .where('id', '=', linkId)
        .forUpdate()
        .executeTakeFirst();
      if (!current || current.user_id !== link.user_id) throw notFound(MESSAGES.notFound);
      const confirmation = confirmationOnSave(caller, current, values, new Date());
      // Reopening a declined claim or changing a confirmed membership makes a new claim, counted like an added one;
      // changing a pending claim (another firm, other dates) counts in the hour's claims.
      const wasPending = current.confirmed_at == null && current.declined_at == null;
      await assertRoomForClaim(trx, link.user_id, confirmation, wasPending);
      await trx
        .updateTable('user_law_firms')
        .set({ ...values, ...confirmation })
        .where('id', '=', linkId)
        .execute();
      return auditedUserChange(trx, caller.id, `user.lawFirm.update.${linkId}`, before);
    });
  };
  app.post('/updateLawFirm/:id', updateLawFirm, updateLawFirmHandler);
  app.post('/User/updateLawFirm/:id', updateLawFirm, updateLawFirmHandler);

  // The law firm's own account and Approved admins: who claims or holds a membership, and their decisions on it.
  const members = { 200: z.array(lawFirmMemberSchema), ...errorResponses };
  app.get('/User/:id/lawFirmMembers', aboutOne({ response: members }), async (request) => {
    await assertManagesFirm(db, callerOf(request).user, request.params.id);
    return membersOf(db, request.params.id);
  });

  for (const decision of ['confirm', 'decline', 'end'] as const) {
    app.post(
      `/User/lawFirmMembers/:id/${decision}`,
      aboutOne({ body: z.unknown().optional(), response: members }),
      async (request) => {
        const firmId = await decideMembership(
          db,
          callerOf(request).user,
          request.params.id,
          decision,
          businessToday(app),
          (queue, mail) => app.mailer.enqueue(queue, mail),
        );
        return membersOf(db, firmId);
      },
    );
  }

  app.post(
    '/User/:id/uploadAvatar',
    { ...userEdit(avatarUploadSchema), bodyLimit: AVATAR_BODY_LIMIT },
    async (request, reply) => {
      const { id } = request.params;
      const before = await editableUser(request, id);
      const bytes = decodeBase64(request.body.documentBase64String);
      if (!bytes || bytes.length === 0) throw new HttpError(415, AVATAR_FORMATS);
      if (bytes.length > MAX_AVATAR_BYTES) throw new HttpError(413, 'The image is larger than 2 MB');
      const verdict = await checkAvatar(bytes, callerOf(request).user.id);
      if (!verdict.ok && verdict.problem === 'dimensions')
        throw new HttpError(413, `The image is larger than ${MAX_AVATAR_SIDE} x ${MAX_AVATAR_SIDE} pixels`);
      if (!verdict.ok && verdict.problem === 'busy') {
        reply.header('retry-after', '5');
        throw new HttpError(503, 'Other pictures are being processed. Try again in a few seconds.');
      }
      if (!verdict.ok && verdict.problem === 'yours') {
        reply.header('retry-after', '5');
        throw new HttpError(429, 'Your previous picture is still being processed. Try again in a few seconds.');
      }
      if (!verdict.ok) throw new HttpError(415, AVATAR_FORMATS);
      const { mime, bytes: stored } = verdict;
      return db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ avatar: stored, avatar_mime: mime }).where('id', '=', id).execute();
        return auditedUserChange(trx, callerOf(request).user.id, 'user.avatar.upload', before);
      });
    },
  );

  app.post('/User/:id/removeAvatar', userEdit(z.unknown().optional()), async (request) => {
    const { id } = request.params;
    const before = await editableUser(request, id);
    return db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ avatar: null, avatar_mime: null }).where('id', '=', id).execute();
      return auditedUserChange(trx, callerOf(request).user.id, 'user.avatar.remove', before);
    });
  });
};
