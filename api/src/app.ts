// buildApp(config): the whole API as a Fastify instance, without listening (tests use app.inject).
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_REQUEST_TIMEOUT_MS } from './config.ts';
import type { Config } from './config.ts';
import './types.ts';
import { dbPlugin } from './plugins/db.ts';
import { authPlugin } from './plugins/auth.ts';
import { publicCorsPlugin } from './plugins/public-cors.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { downloadLimitPlugin } from './plugins/download-limit.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { mailPlugin } from './plugins/mail.ts';
import { checkInsPlugin } from './plugins/check-ins.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { HttpError } from './lib/http-error.ts';
import { refuseUnstorableText, unstorableTextProblem } from './lib/nul-characters.ts';
import { REDACTED_LOG_PATHS, requestSerializer } from './lib/log-redaction.ts';
import { registerSwagger } from './plugins/swagger.ts';
import { registerStatic } from './plugins/static.ts';
import { accountRoutes } from './routes/account/index.ts';
import { userRoutes } from './routes/users/index.ts';
import { adminUserRoutes } from './routes/admin-users/index.ts';
import { autocompleteRoutes } from './routes/autocomplete/index.ts';
import { stateRoutes } from './routes/states/index.ts';
import { interestRoutes } from './routes/interest/index.ts';
import { paymentCalculatorRoutes } from './routes/payment-calculator/index.ts';
import { contractRoutes } from './routes/contracts/index.ts';
import { contractActionRoutes } from './routes/contract-actions/index.ts';
import { agreementRoutes } from './routes/agreements/index.ts';
import { healthRoutes } from './routes/health/index.ts';
import { devOutboxRoutes } from './routes/dev-outbox/index.ts';
import { adminMailRoutes } from './routes/admin-mail/index.ts';
import { remotesRoutes } from './routes/remotes/index.ts';
import { reportRoutes } from './routes/reports/index.ts';
import { statisticsRoutes } from './routes/statistics/index.ts';
import { userRatingRoutes } from './routes/user-ratings/index.ts';
import { complianceRoutes } from './routes/compliance/index.ts';
import { checkInRoutes } from './routes/check-ins/index.ts';
import { deskRoutes } from './routes/desk/index.ts';

export const BODY_LIMIT = 1024 * 1024;

/** A number of proxies as the hop test Fastify takes: the first `hops` addresses, counted from the socket, are proxies. */
const trustedHops = (trust: Config['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

export async function buildApp(config: Config): Promise<FastifyInstance> {
  const logger: FastifyServerOptions['logger'] =
    config.logger === false
      ? false
      : {
          ...(config.logger === true ? {} : config.logger),
          redact: { paths: REDACTED_LOG_PATHS, remove: true },
          serializers: { req: requestSerializer },
        };
  // pluginTimeout: opening PGlite, migrating and seeding (argon2 hashes) can take over Fastify's default 10 s on a busy machine.
  const requestTimeout = config.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT,
    trustProxy: trustedHops(config.trustProxy),
    pluginTimeout: 60_000,
    // A client gets requestTimeout for its whole request, headers and body (408, then the connection closes), so a
    // trickled body cannot hold a connection; the headers alone must come within 10 s. A connection silent both ways
    // closes after connectionTimeout (long enough for the slowest report to start streaming), an idle keep-alive one
    // after keepAliveTimeout (above common proxies' 60 s).
    requestTimeout,
    connectionTimeout: Math.max(2 * requestTimeout, 300_000),
    keepAliveTimeout: 72_000,
    // Node checks the request and header deadlines at this interval (30 s by default, which would double them).
    http: {
      headersTimeout: Math.min(10_000, requestTimeout),
      connectionsCheckingInterval: Math.min(5_000, Math.max(250, requestTimeout / 4)),
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  registerErrorHandler(app);

  // The clients POST some calls "with no body" but a JSON content type: an empty JSON body means no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // The API speaks JSON only: any other body type answers 415.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return parseJson(request, body as string, (error, parsed) => {
      if (error) return done(error, undefined);
      // NUL or a lone surrogate: refused before any route runs (the database could store neither).
      const problem = unstorableTextProblem(parsed);
      return problem ? done(new HttpError(400, problem), undefined) : done(null, parsed);
    });
  });
  app.addHook('preValidation', async (request) => {
    refuseUnstorableText(request.query);
    refuseUnstorableText(request.params);
  });

  await app.register(dbPlugin);
  await app.register(mailPlugin);
  await app.register(checkInsPlugin);
  await app.register(authPlugin);
  // Headers before CORS: the calculator's preflight, answered in the CORS hook, still carries them.
  await app.register(securityHeadersPlugin);
  await app.register(publicCorsPlugin);
  await app.register(idempotencyPlugin);
  await app.register(downloadLimitPlugin);
  await app.register(compressionPlugin);
  await registerSwagger(app);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(
    async (v1) => {
      await v1.register(accountRoutes);
      await v1.register(userRoutes);
      await v1.register(adminUserRoutes);
      await v1.register(autocompleteRoutes);
      await v1.register(stateRoutes);
      await v1.register(interestRoutes);
      await v1.register(paymentCalculatorRoutes);
      await v1.register(contractRoutes);
      await v1.register(contractActionRoutes);
      await v1.register(agreementRoutes);
      await v1.register(reportRoutes);
      await v1.register(statisticsRoutes);
      await v1.register(userRatingRoutes);
      await v1.register(adminMailRoutes);
      await v1.register(complianceRoutes);
      await v1.register(checkInRoutes);
      await v1.register(deskRoutes);
      if (app.dbKind === 'pglite') await v1.register(devOutboxRoutes);
    },
    { prefix: '/api/v1' },
  );
  await app.register(remotesRoutes);
  await registerStatic(app, config.staticRoot);
  return app;
}
