// The contract's case-update timeline (GET /Contract/{id}/checkIns: administrators and the contract's counsel) and
// the administrator's check-in actions, each answering the timeline as it now is.
import { apiClient, useMutation, useQuery, useQueryClient } from 'shared-ui';
import type { CheckInTimeline } from '@litfund/domain';
import { contractKey } from '../../../shared/api/get-contract.ts';

const timelineKey = (id: number) => [...contractKey(id), 'check-ins'] as const;

export const getCheckIns = (id: number, signal?: AbortSignal) =>
  apiClient.get(`Contract/${id}/checkIns`, { signal }).json<CheckInTimeline>();

export const useCheckIns = (id: number) =>
  useQuery({
    queryKey: timelineKey(id),
    queryFn: async ({ signal }) => {
      const timeline = await getCheckIns(id, signal);
      if (!Array.isArray(timeline.items)) throw new Error('The case updates answer has no items');
      return timeline;
    },
    // The section shows its own error state.
    meta: { errorNotice: false },
  });

function useTimelineAnswered(id: number) {
  const client = useQueryClient();
  return (timeline: CheckInTimeline) => {
    client.setQueryData(timelineKey(id), timeline);
    void client.invalidateQueries({ queryKey: [...contractKey(id), 'audit'] });
  };
}

export function useRequestCheckIn(id: number) {
  const answered = useTimelineAnswered(id);
  return useMutation({
    mutationFn: () => apiClient.post(`Contract/${id}/requestCheckIn`).json<CheckInTimeline>(),
    onSuccess: answered,
  });
}

export function useSetCheckInSchedule(id: number) {
  const answered = useTimelineAnswered(id);
  return useMutation({
    mutationFn: (everyDays: number | null) =>
      apiClient.post(`Contract/${id}/checkInSchedule`, { json: { everyDays } }).json<CheckInTimeline>(),
    onSuccess: answered,
  });
}
