// The funding agreement (docs/product.md, "The funding agreement"): its parties and administrators read it and its
// steps; the signer of the current step signs or declines, signed in or through the single-use link mailed to them;
// an Approved administrator generates it again. The rules live in domain/src/signing and api/src/signing.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  agreementAnswerSchema,
  agreementForSigningSchema,
  type AgreementContent,
  type AgreementView,
  declineBodySchema,
  fileResponseSchema,
  idParamSchema,
  linkBodySchema,
  signBodySchema,
} from '@litfund/domain';
import type { CallerUser } from '../../types.ts';
import { errorResponses } from '../error-responses.ts';
import { visibleContract } from '../../contracts/read.ts';
import { callerOf } from '../../plugins/auth.ts';
import {
  agreementById,
  assertMayRegenerate,
  declineStep,
  generateAgreement,
  latestAgreement,
  signStep,
  type AgreementRow,
} from '../../signing/agreements.ts';
import { signingContext, type Actor, type SigningContext } from '../../signing/context.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { stepOfLink, useLink } from '../../signing/invitations.ts';
import { agreementView } from '../../signing/view.ts';
import { notFound } from '../../lib/http-error.ts';

/** Node reads header bytes as Latin-1: a UTF-8 user agent is decoded again so the evidence shows it as sent. */
const utf8Header = (value: string) => {
  // eslint-disable-next-line no-control-regex -- only a value with bytes beyond ASCII needs decoding again
  if (!/[^\u0000-\u007f]/.test(value) || /[^\u0000-\u00ff]/.test(value)) return value;
  const decoded = Buffer.from(value, 'latin1').toString('utf8');
  return decoded.includes('\ufffd') ? value : decoded;
};

const secured = { tags: ['agreements'], security: [{ bearer: [] }] };
const open = { tags: ['agreements'] };

/** The agreement with its text and PDF, as the signing page shows it. */
const forSigning = (view: AgreementView, agreement: AgreementRow) => ({
  agreement: view,
  content: agreement.terms as AgreementContent,
  document: {
    mimeType: 'application/pdf',
    base64Content: Buffer.from(agreement.document).toString('base64'),
    fileName: `agreement-${view.contractIdentifier}-${agreement.template_version.replace('/', '-')}.pdf`,
  },
});

export const agreementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const signerOf = (user: CallerUser) => ({ userId: user.id, isAdmin: user.user_type === 'Administrator' });
  const evidence = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: utf8Header(String(request.headers['user-agent'] ?? '')),
  });
  /** 404 unless the caller may see the contract (its parties and administrators). */
  const seen = async (id: number, user: CallerUser) => {
    const ctx = signingContext(app);
    await visibleContract(db, id, { viewer: user, today: ctx.today, timeZone: ctx.timeZone });
    return ctx;
  };
  const viewFor = async (id: number, user: CallerUser | null, signer = user ? signerOf(user) : null) => {
    const ctx = signingContext(app);
    const agreement = await latestAgreement(db, id);
    return agreement ? agreementView(db, agreement, signer, ctx.now, ctx.expiryDays) : null;
  };

  app.get(
    '/Contract/:id/agreement',
    {
      onRequest: app.requireUser,
      schema: { ...secured, params: idParamSchema, response: { 200: agreementAnswerSchema, ...errorResponses } },
    },
    async (request) => {
      const user = callerOf(request).user;
      await seen(request.params.id, user);
      return { agreement: await viewFor(request.params.id, user) };
    },
  );

  app.get(
    '/Contract/:id/agreement/document',
    {
      onRequest: app.requireUser,
      schema: { ...secured, params: idParamSchema, response: { 200: fileResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const user = callerOf(request).user;
      const ctx = await seen(request.params.id, user);
      const agreement = await latestAgreement(db, request.params.id);
      if (!agreement) throw notFound('No funding agreement yet');
      return forSigning(await agreementView(db, agreement, signerOf(user), ctx.now, ctx.expiryDays), agreement)
        .document;
    },
  );

  app.get(
    '/Contract/:id/agreement/forSigning',
    {
      onRequest: app.requireUser,
      schema: { ...secured, params: idParamSchema, response: { 200: agreementForSigningSchema, ...errorResponses } },
    },
    async (request) => {
      const user = callerOf(request).user;
      const ctx = await seen(request.params.id, user);
      const agreement = await latestAgreement(db, request.params.id);
      if (!agreement) throw notFound('No funding agreement yet');
      return forSigning(await agreementView(db, agreement, signerOf(user), ctx.now, ctx.expiryDays), agreement);
    },
  );

  app.post(
    '/Contract/:id/agreement',
    {
      onRequest: app.requireApprovedAdmin,
      schema: { ...secured, params: idParamSchema, response: { 200: agreementAnswerSchema, ...errorResponses } },
    },
    async (request) => {
      const user = callerOf(request).user;
      const ctx = await seen(request.params.id, user);
      await db.transaction().execute(async (trx) => {
        await assertMayRegenerate(trx, request.params.id);
        await generateAgreement(trx, ctx, user, request.params.id);
      });
      return { agreement: await viewFor(request.params.id, user) };
    },
  );

  app.post(
    '/Contract/:id/agreement/sign',
    {
      onRequest: app.requireUser,
      schema: {
        ...secured,
        params: idParamSchema,
        body: signBodySchema,
        response: { 200: agreementAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = callerOf(request).user;
      const ctx = await seen(request.params.id, user);
      const actor: Actor = { ...signerOf(user), via: 'session', ...evidence(request) };
      const role = request.body.onBehalfOfPlaintiff ? 'plaintiff' : null;
      await db.transaction().execute((trx) => signStep(trx, ctx, actor, request.params.id, role, request.body));
      return { agreement: await viewFor(request.params.id, user) };
    },
  );

  app.post(
    '/Contract/:id/agreement/decline',
    {
      onRequest: app.requireUser,
      schema: {
        ...secured,
        params: idParamSchema,
        body: declineBodySchema,
        response: { 200: agreementAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = callerOf(request).user;
      const ctx = await seen(request.params.id, user);
      const actor: Actor = { ...signerOf(user), via: 'session', ...evidence(request) };
      await db.transaction().execute((trx) => declineStep(trx, ctx, actor, request.params.id, null, request.body));
      return { agreement: await viewFor(request.params.id, user) };
    },
  );

  // The emailed link: it proves the address it went to, so it stands for its signer on its one step.
  /** Acts on the link's step in one transaction that also uses the link up; answers the agreement as its signer sees it. */
  async function throughLink(
    request: FastifyRequest,
    token: string,
    act: (
      trx: Transaction<Database>,
      ctx: SigningContext,
      actor: Actor,
      link: Awaited<ReturnType<typeof stepOfLink>>,
    ) => Promise<unknown>,
  ) {
    const ctx = signingContext(app);
    const link = await stepOfLink(db, token, ctx.now);
    const actor: Actor = { userId: link.userId, isAdmin: false, via: 'link', ...evidence(request) };
    await db.transaction().execute(async (trx) => {
      await useLink(trx, token);
      await act(trx, ctx, actor, link);
    });
    return { agreement: await viewFor(link.contractId, null, { userId: link.userId, isAdmin: false }) };
  }

  app.post(
    '/Agreement/link',
    { schema: { ...open, body: linkBodySchema, response: { 200: agreementForSigningSchema, ...errorResponses } } },
    async (request) => {
      const ctx = signingContext(app);
      const link = await stepOfLink(db, request.body.token, ctx.now);
      const agreement = await agreementById(db, link.agreementId);
      const signer = { userId: link.userId, isAdmin: false };
      return forSigning(await agreementView(db, agreement, signer, ctx.now, ctx.expiryDays), agreement);
    },
  );

  app.post(
    '/Agreement/link/sign',
    {
      schema: {
        ...open,
        body: signBodySchema.and(linkBodySchema),
        response: { 200: agreementAnswerSchema, ...errorResponses },
      },
    },
    async (request) =>
      throughLink(request, request.body.token, (trx, ctx, actor, link) =>
        signStep(
          trx,
          ctx,
          actor,
          link.contractId,
          link.role,
          { ...request.body, onBehalfOfPlaintiff: false },
          link.agreementId,
        ),
      ),
  );

  app.post(
    '/Agreement/link/decline',
    {
      schema: {
        ...open,
        body: declineBodySchema.and(linkBodySchema),
        response: { 200: agreementAnswerSchema, ...errorResponses },
      },
    },
    async (request) =>
      throughLink(request, request.body.token, (trx, ctx, actor, link) =>
        declineStep(trx, ctx, actor, link.contractId, link.role, request.body, link.agreementId),
      ),
  );
};
