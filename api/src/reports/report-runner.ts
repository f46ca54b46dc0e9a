// Runs a report into a temporary file. On PostgreSQL it runs in a worker thread with small heap limits of its own:
// in the API's heap, V8 let the young generation grow to 128 MB and the old one to about 80 MB before collecting the
// garbage of reading and pricing 100k contracts, so the report grew the process's RSS by about 240 MB while its live
// heap grew by 2 MB (docs/performance.md). The worker's heap is sized for one batch at a time and released when it
// exits. PGlite is one in-process database that a worker cannot open again, so there the report runs in this thread
// (an embedded database is small).
import { Worker } from 'node:worker_threads';
import type { DatabaseConfig } from '../config.ts';
import { reportFileName, writeReport } from './reports.ts';
import type { ReportContext, ReportJob } from './reports.ts';
import { XLSX_MIME, temporaryXlsxFile } from './workbook.ts';
import type { XlsxFile } from './workbook.ts';

/** A report on disk, sent as the file response by routes/reports (streamed). */
export interface ReportFile {
  file: XlsxFile;
  mimeType: string;
  fileName: string;
}

/** What the worker thread is given (plain data); it opens its own connections. */
export interface ReportWorkerInput {
  databaseUrl: string;
  today: string;
  timeZone: string;
  job: ReportJob;
  filePath: string;
}

/**
 * The worker's live heap is about 20 MB once its modules are loaded and 24 MB at most during a 100k-contract report
 * (forced GC every 200 ms), so 64 MB of old generation leaves room without GC thrash. Measured through the API at
 * 100k contracts, RSS growth: 4/32 MB 65 MB, 8/64 MB 73 MB, 16/96 MB 84 MB, times within the machine's noise.
 * A live heap past the limit fails the report (the worker stops with ERR_WORKER_OUT_OF_MEMORY), not the API.
 */
export const REPORT_HEAP_LIMITS = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 64 };

function writeInWorker(input: ReportWorkerInput): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./report-worker.ts', import.meta.url), {
      workerData: input,
      resourceLimits: REPORT_HEAP_LIMITS,
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the report worker stopped with exit code ${code}`)),
    );
  });
}

export async function runReport(
  context: ReportContext & { database: DatabaseConfig },
  job: ReportJob,
): Promise<ReportFile> {
  const file = await temporaryXlsxFile();
  try {
    if (context.database.kind === 'postgres') {
      await writeInWorker({
        databaseUrl: context.database.url,
        today: context.today,
        timeZone: context.timeZone,
        job,
        filePath: file.path,
      });
    } else {
      await writeReport(context, job, file.path);
    }
  } catch (error) {
    file.remove();
    throw error;
  }
  return { file, mimeType: XLSX_MIME, fileName: reportFileName(job) };
}
