// docs/product.md: XLSX exports for Approved administrators, as the file response.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileResponseSchema, periodReportRequestSchema, rawReportRequestSchema } from '@litfund/domain';
import { businessToday } from '../../contracts/today.ts';
import { runReport } from '../../reports/report-runner.ts';
import type { ReportFile } from '../../reports/report-runner.ts';
import { fileResponseStream } from '../../reports/file-response-stream.ts';
import { errorResponses } from '../error-responses.ts';

const common = { tags: ['reports'], security: [{ bearer: [] }] };

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = () => ({
    db: app.db,
    database: app.config.database,
    today: businessToday(app),
    timeZone: app.config.businessTimeZone,
  });
  // The JSON file response, streamed from the file (a stream skips the serializer; the schema still documents it).
  const send = (reply: FastifyReply, report: ReportFile) =>
    reply
      .type('application/json; charset=utf-8')
      .send(fileResponseStream(report.file.path, report.mimeType, report.fileName, report.file.remove));

  app.post(
    '/Report/createReport/report',
    {
      onRequest: app.requireApprovedAdmin,
      schema: { ...common, body: periodReportRequestSchema, response: { 200: fileResponseSchema, ...errorResponses } },
    },
    async (request, reply) => send(reply, await runReport(context(), { kind: 'period', request: request.body })),
  );

  app.post(
    '/Report/createReport/all',
    {
      onRequest: app.requireApprovedAdmin,
      schema: { ...common, body: rawReportRequestSchema, response: { 200: fileResponseSchema, ...errorResponses } },
    },
    async (request, reply) => send(reply, await runReport(context(), { kind: 'raw', request: request.body })),
  );
};
