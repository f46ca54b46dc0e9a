// Case check-ins. The attorney's side needs no account: POST /CheckIn/view and /CheckIn/answer carry the mailed
// link's token in the body (never in a URL the request log would keep). The contract's side: its timeline for
// administrators and its counsel, and the administrator's "request a check-in now" and period.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHECK_IN_MESSAGES,
  checkInAnswerSchema,
  checkInScheduleSchema,
  checkInTimelineSchema,
  checkInViewSchema,
  idParamSchema,
  messageSchema,
} from '@litfund/domain';
import { errorResponses } from '../error-responses.ts';
import { callerOf } from '../../plugins/auth.ts';
import { appNow, businessToday } from '../../contracts/today.ts';
import { answerCheckIn, checkInView } from '../../check-ins/answer.ts';
import { checkInTimeline } from '../../check-ins/timeline.ts';
import { requestCheckInNow, setCheckInSchedule } from '../../check-ins/admin-actions.ts';

const token = z.string().trim().min(1, CHECK_IN_MESSAGES.linkInvalid).max(200, CHECK_IN_MESSAGES.linkInvalid);
const publicTags = { tags: ['check-ins'] };
const secured = { tags: ['check-ins'], security: [{ bearer: [] }] };

export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  const clock = () => ({ now: appNow(app), today: businessToday(app) });

  app.post(
    '/CheckIn/view',
    {
      schema: {
        ...publicTags,
        body: z.object({ token }),
        response: { 200: checkInViewSchema, ...errorResponses },
      },
    },
    async (request) => checkInView(app.db, request.body.token, appNow(app)),
  );

  app.post(
    '/CheckIn/answer',
    {
      schema: {
        ...publicTags,
        body: z.object({ token, answer: checkInAnswerSchema }),
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await answerCheckIn(app, app.db, request.body.token, request.body.answer, clock());
      return { message: CHECK_IN_MESSAGES.answered };
    },
  );

  app.get(
    '/Contract/:id/checkIns',
    {
      onRequest: app.requireUser,
      schema: { ...secured, params: idParamSchema, response: { 200: checkInTimelineSchema, ...errorResponses } },
    },
    async (request) => checkInTimeline(app.db, callerOf(request).user, request.params.id, businessToday(app)),
  );

  app.post(
    '/Contract/:id/requestCheckIn',
    {
      onRequest: app.requireApprovedAdmin,
      schema: { ...secured, params: idParamSchema, response: { 200: checkInTimelineSchema, ...errorResponses } },
    },
    async (request) => {
      const { user } = callerOf(request);
      await requestCheckInNow(app, app.db, user, request.params.id, clock());
      return checkInTimeline(app.db, user, request.params.id, businessToday(app));
    },
  );

  app.post(
    '/Contract/:id/checkInSchedule',
    {
      onRequest: app.requireApprovedAdmin,
      schema: {
        ...secured,
        params: idParamSchema,
        body: checkInScheduleSchema,
        response: { 200: checkInTimelineSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      const today = businessToday(app);
      await setCheckInSchedule(app.db, user, request.params.id, request.body.everyDays, today);
      return checkInTimeline(app.db, user, request.params.id, today);
    },
  );
};
