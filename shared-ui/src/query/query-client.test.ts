import { afterEach, describe, expect, it } from '@jest/globals';
import { HTTPError } from 'ky';
import type { LoginResponse } from '@litfund/domain';
import { queryClient } from './query-client.ts';
import { useNotification } from '../stores/notification.ts';
import { useSession } from '../stores/session.ts';

const signIn = (userId: number) =>
  useSession.getState().signIn({
    accessToken: `token-${userId}`,
    userId,
    role: 'Client',
    userFirtsName: 'A',
    userLastName: 'B',
    userStatus: { userStatusesValue: 'Approved' },
  } as LoginResponse);

const httpError = (status: number, body: unknown) => {
  const response = new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const error = new HTTPError(response, new Request('http://localhost/api/v1/x'), {} as never);
  Object.assign(error, { data: body });
  return error;
};

afterEach(() => {
  useSession.getState().signOut();
  queryClient.clear();
  useNotification.getState().close();
});

describe('the shared query client', () => {
  it('forgets every cached read when another user signs in or the user signs out', () => {
    signIn(1);
    queryClient.setQueryData(['contract', 7], { id: 7 });
    signIn(2);
    expect(queryClient.getQueryData(['contract', 7])).toBeUndefined();
    queryClient.setQueryData(['contract', 8], { id: 8 });
    useSession.getState().signOut();
    expect(queryClient.getQueryData(['contract', 8])).toBeUndefined();
  });

  it('announces a failed read with the server message, unless the query handles it itself', async () => {
    await queryClient
      .fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(httpError(404, { message: 'Contract not found' })) })
      .catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(useNotification.getState()).toMatchObject({
      isOpen: true,
      message: 'Contract not found',
      severity: 'error',
    });

    useNotification.getState().close();
    await queryClient
      .fetchQuery({
        queryKey: ['b'],
        queryFn: () => Promise.reject(httpError(400, { message: 'quiet' })),
        meta: { errorNotice: false },
      })
      .catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(useNotification.getState().isOpen).toBe(false);
  });

  it("closes a failed write's banner when a write succeeds, but leaves other messages alone", async () => {
    const fail = () => Promise.reject(httpError(400, { message: 'Email is taken' }));
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: fail })
      .execute(undefined)
      .catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(useNotification.getState()).toMatchObject({ isOpen: true, message: 'Email is taken' });

    const succeed = () => Promise.resolve('ok');
    await queryClient.getMutationCache().build(queryClient, { mutationFn: succeed }).execute(undefined);
    expect(useNotification.getState().isOpen).toBe(false);

    useNotification.getState().notify('Comment has been added!', 'success');
    await queryClient.getMutationCache().build(queryClient, { mutationFn: succeed }).execute(undefined);
    expect(useNotification.getState()).toMatchObject({ isOpen: true, message: 'Comment has been added!' });
  });

  it('does not retry a failed read', async () => {
    let calls = 0;
    const read = () => {
      calls += 1;
      return Promise.reject(new Error('offline'));
    };
    await queryClient.fetchQuery({ queryKey: ['c'], queryFn: read, meta: { errorNotice: false } }).catch(() => {});
    expect(calls).toBe(1);
  });
});
