// The case check-in schedule (check-ins/scheduler.ts): every instance runs a pass every CHECK_IN_POLL_INTERVAL_MS
// (first soon after start), on PGlite and PostgreSQL alike; the job table makes concurrent passes safe. A pass that
// fails is logged and the next one tries again; what it left undone is still due in the database.
import fp from 'fastify-plugin';
import { appNow, businessToday } from '../contracts/today.ts';
import { runCheckInPass } from '../check-ins/scheduler.ts';

export interface CheckInScheduler {
  /** Runs one pass now (after the pass in flight, if any) and says what it did. */
  runOnce: () => Promise<{ planned: number; sent: number; reminded: number }>;
}

export const checkInsPlugin = fp(
  async (app) => {
    let running: Promise<{ planned: number; sent: number; reminded: number }> | null = null;
    let timer: NodeJS.Timeout | null = null;
    let stopped = false;
    const scheduler: CheckInScheduler = {
      async runOnce() {
        while (running) await running.catch(() => null);
        running = runCheckInPass(app, app.db, { now: appNow(app), today: businessToday(app) });
        try {
          return await running;
        } finally {
          running = null;
        }
      },
    };
    app.decorate('checkIns', scheduler);
    const interval = app.config.checkInPollIntervalMs ?? 0;
    if (interval <= 0) return;
    const schedule = (delay: number) => {
      if (stopped) return;
      timer = setTimeout(() => {
        scheduler
          .runOnce()
          .then((done) => {
            if (done.sent + done.reminded > 0) app.log.info(done, 'check-ins mailed');
          })
          .catch((error: unknown) => app.log.error({ err: error }, 'check-in pass failed'))
          .finally(() => schedule(interval));
      }, delay);
      timer.unref();
    };
    // Not at once: the first pass waits a little so a starting instance answers requests first.
    app.addHook('onReady', async () => schedule(Math.min(interval, 10_000)));
    app.addHook('preClose', async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => null);
    });
  },
  { name: 'check-ins', dependencies: ['db', 'mail'] },
);
