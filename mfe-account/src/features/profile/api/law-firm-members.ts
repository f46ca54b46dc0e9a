import { apiClient } from 'shared-ui';
import { lawFirmMemberSchema, type LawFirmMember } from '@litfund/domain';

const membersSchema = lawFirmMemberSchema.array();

/** GET User/{firmId}/lawFirmMembers: who claims or holds a membership of the firm (the firm itself and admins). */
export async function getLawFirmMembers(firmId: number, signal?: AbortSignal): Promise<LawFirmMember[]> {
  return membersSchema.parse(await apiClient.get(`User/${firmId}/lawFirmMembers`, { signal }).json<unknown>());
}

export type MembershipDecision = 'confirm' | 'decline' | 'end';

/** POST User/lawFirmMembers/{linkId}/{decision}; answers the firm's members as they now are. */
export async function decideMembership(linkId: number, decision: MembershipDecision): Promise<LawFirmMember[]> {
  return membersSchema.parse(await apiClient.post(`User/lawFirmMembers/${linkId}/${decision}`, { retry: { limit: 0 } }).json<unknown>());
}
