// POST User/lawFirmMembers/{linkId}/{decision}: an admin confirms or declines a user's claim to a firm.
import { apiClient, useMutation, useQueryClient } from 'shared-ui';
import { adminUserKey } from '../../../shared/users/api/update-user.ts';

export type ClaimDecision = 'confirm' | 'decline';

/** The answer is the firm's members, which this screen does not show: the user is read again instead. */
export async function decideLawFirmClaim({
  linkId,
  decision,
}: {
  userId: number;
  linkId: number;
  decision: ClaimDecision;
}): Promise<void> {
  await apiClient.post(`User/lawFirmMembers/${linkId}/${decision}`, { retry: { limit: 0 } });
}

export function useDecideLawFirmClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideLawFirmClaim,
    onSuccess: (_answer, { userId }) => client.invalidateQueries({ queryKey: adminUserKey(userId) }),
  });
}
