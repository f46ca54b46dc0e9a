// The attorney's check-in, no account needed: the mailed link's token goes in the body of each call (never in a URL
// the server would log).
import { apiClient, getErrorMessage, useMutation, useQuery } from 'shared-ui';
import type { CheckInAnswerInput, CheckInView } from '@litfund/domain';

export const viewCheckIn = (token: string, signal?: AbortSignal) =>
  apiClient.post('CheckIn/view', { json: { token }, signal }).json<CheckInView>();

export const answerCheckIn = ({ token, answer }: { token: string; answer: CheckInAnswerInput }) =>
  apiClient.post('CheckIn/answer', { json: { token, answer } }).json<{ message: string }>();

/** The case the link asks about; a refused link is the page's own state (not a banner), and is not retried. */
export const useCheckInView = (token: string) =>
  useQuery({
    queryKey: ['check-in', token],
    queryFn: async ({ signal }) => {
      try {
        return await viewCheckIn(token, signal);
      } catch (failure) {
        // The server's reason (used, expired, replaced, not valid) is what the page says.
        throw new Error(await getErrorMessage(failure), { cause: failure });
      }
    },
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    meta: { errorNotice: false },
  });

/** A refusal (the link was used meanwhile, or expired) is announced with the server's message. */
export const useAnswerCheckIn = () => useMutation({ mutationFn: answerCheckIn });
