// GET AdminDesk/workQueue: what waits for an administrator today.
import { apiClient, useQuery } from 'shared-ui';
import { workQueueSchema, type WorkQueue } from '@litfund/domain';

export async function getWorkQueue(signal?: AbortSignal): Promise<WorkQueue> {
  return workQueueSchema.parse(await apiClient.get('AdminDesk/workQueue', { signal }).json<unknown>());
}

export const WORK_QUEUE_KEY = ['admin', 'desk', 'workQueue'] as const;

/** Loaded again whenever the page is shown, so items handled elsewhere are gone on return. */
export function useWorkQueue() {
  return useQuery({
    queryKey: WORK_QUEUE_KEY,
    queryFn: ({ signal }) => getWorkQueue(signal),
    refetchOnMount: 'always',
  });
}
