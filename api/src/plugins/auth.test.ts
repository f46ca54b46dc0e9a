import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@litfund/domain';
import { HttpError } from '../lib/http-error.ts';
import { callerOf } from './auth.ts';

describe('callerOf', () => {
  it('gives the caller the guard authenticated', () => {
    const caller = {
      user: { id: 7, user_type: 'Client', status: 'Approved', banned: false, loan_limit_cents: null },
      sessionId: 's',
    } as const;
    expect(callerOf({ caller } as unknown as FastifyRequest)).toBe(caller);
  });

  it('answers 401 on a request no guard authenticated, never a TypeError', () => {
    let thrown: unknown;
    try {
      callerOf({ caller: null } as unknown as FastifyRequest);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(HttpError);
    expect(thrown).toMatchObject({ statusCode: 401, message: MESSAGES.pleaseLoginLower });
  });
});
