// The funder's desk for Approved administrators: the portfolio dashboard and the work queue (api/src/desk).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, dashboardSchema, workQueueSchema } from '@litfund/domain';
import { portfolioDashboard } from '../../desk/dashboard.ts';
import { workQueue } from '../../desk/work-queue/work-queue.ts';
import { businessToday } from '../../contracts/today.ts';
import { errorResponses } from '../error-responses.ts';

const secured = { tags: ['admin'], security: [{ bearer: [] }] };

export const deskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get(
    '/AdminDesk/dashboard',
    {
      onRequest: app.requireApprovedAdmin,
      schema: { ...secured, querystring: dashboardQuerySchema, response: { 200: dashboardSchema, ...errorResponses } },
    },
    async (request) => portfolioDashboard(db, request.query),
  );

  app.get(
    '/AdminDesk/workQueue',
    {
      onRequest: app.requireApprovedAdmin,
      schema: { ...secured, response: { 200: workQueueSchema, ...errorResponses } },
    },
    async () => workQueue(db, businessToday(app)),
  );
};
