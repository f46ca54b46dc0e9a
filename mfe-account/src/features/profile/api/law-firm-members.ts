import { apiClient, getErrorMessage, queryOptions, useMutation, useQuery, useQueryClient } from 'shared-ui';
import { lawFirmMemberSchema, type LawFirmMember } from '@litfund/domain';

const membersSchema = lawFirmMemberSchema.array();

/** GET User/{firmId}/lawFirmMembers: who claims or holds a membership of the firm (the firm itself and admins). */
export async function getLawFirmMembers(firmId: number, signal?: AbortSignal): Promise<LawFirmMember[]> {
  return membersSchema.parse(await apiClient.get(`User/${firmId}/lawFirmMembers`, { signal }).json<unknown>());
}

export type MembershipDecision = 'confirm' | 'decline' | 'end';

/** POST User/lawFirmMembers/{linkId}/{decision}; answers the firm's members as they now are. */
export async function decideMembership(linkId: number, decision: MembershipDecision): Promise<LawFirmMember[]> {
  return membersSchema.parse(
    await apiClient.post(`User/lawFirmMembers/${linkId}/${decision}`, { retry: { limit: 0 } }).json<unknown>(),
  );
}

export const lawFirmMembersQueryOptions = (firmId: number) =>
  queryOptions({
    queryKey: ['user', firmId, 'law-firm-members'] as const,
    queryFn: async ({ signal }) => {
      try {
        return await getLawFirmMembers(firmId, signal);
      } catch (failure) {
        if (signal.aborted) throw failure;
        console.error('Law firm members read failed', failure);
        throw new Error(await getErrorMessage(failure), { cause: failure });
      }
    },
    // The section shows the failure itself.
    meta: { errorNotice: false },
  });

export const useLawFirmMembers = (firmId: number) => useQuery(lawFirmMembersQueryOptions(firmId));

/** A decision answers the members as they now are; after a failure they are read again (someone else may have decided). */
export function useDecideMembership(firmId: number) {
  const client = useQueryClient();
  const { queryKey } = lawFirmMembersQueryOptions(firmId);
  return useMutation({
    mutationFn: ({ linkId, decision }: { linkId: number; decision: MembershipDecision }) =>
      decideMembership(linkId, decision),
    onSuccess: (members) => client.setQueryData(queryKey, members),
    onError: (failure) => {
      console.error('Membership decision failed', failure);
      void client.invalidateQueries({ queryKey });
    },
  });
}
