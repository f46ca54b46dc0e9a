// Entry point: configuration from the environment, listen, close gracefully on SIGTERM/SIGINT.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  // A configuration mistake is the operator's to fix: say what is wrong in one line, not as a stack trace.
  console.error(`LitFund cannot start: ${(error as Error).message}`);
  process.exit(1);
}
const app = await buildApp(config);

let closing = false;
// While closing, answers end their keep-alive connection, and idle ones are closed as they appear: requests in
// flight finish, and no idle client connection keeps the server open until the force-exit timer.
app.addHook('onSend', async (_request, reply, payload) => {
  if (closing) reply.header('connection', 'close');
  return payload;
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    idle.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `LitFund API on ${config.publicUrl} (${config.database.kind === 'pglite' ? `embedded PGlite in ${config.database.dir}` : 'PostgreSQL'})`,
  );
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await app.close();
  process.exit(1);
}
