// SPEC section 7 "Reports": XLSX exports for Approved administrators, as SPEC's file response.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileResponseSchema, periodReportRequestSchema, rawReportRequestSchema } from '@litfund/domain';
import { messageSchema } from '../../users/schemas.ts';
import { businessToday } from '../../contracts/today.ts';
import { periodReport, rawReport } from '../../reports/reports.ts';

const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema };
const common = { tags: ['reports'], security: [{ bearer: [] }] };

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = () => ({ db: app.db, today: businessToday(app), timeZone: app.config.businessTimeZone });

  app.post('/Report/createReport/report', {
    preHandler: app.requireApprovedAdmin,
    schema: { ...common, body: periodReportRequestSchema, response: { 200: fileResponseSchema, ...errors } },
  }, async (request) => periodReport(context(), request.body));

  app.post('/Report/createReport/all', {
    preHandler: app.requireApprovedAdmin,
    schema: { ...common, body: rawReportRequestSchema, response: { 200: fileResponseSchema, ...errors } },
  }, async (request) => rawReport(context(), request.body));
};
