// The worker thread of report-runner.ts: opens its own pool on the PostgreSQL database, writes one report into the
// file it is given and exits. A failure ends the thread with an error, which runReport passes on (and removes the file).
import { workerData } from 'node:worker_threads';
import { createDatabase } from '../db/client.ts';
import { writeReport } from './reports.ts';
import type { ReportWorkerInput } from './report-runner.ts';

const input = workerData as ReportWorkerInput;
const handle = createDatabase({ kind: 'postgres', url: input.databaseUrl });
try {
  await writeReport({ db: handle.db, today: input.today, timeZone: input.timeZone }, input.job, input.filePath);
} finally {
  await handle.close();
}
