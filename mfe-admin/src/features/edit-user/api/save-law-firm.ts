// The user's law-firm history as an administrator edits it: add (User/{id}/addLawFirms) and edit (updateLawFirm/{linkId}).
import { apiClient, useMutation, useQueryClient } from 'shared-ui';
import type { LawFirmLink, User } from '@litfund/domain';
import { userSaved } from '../../../shared/users/api/update-user.ts';
import type { LawFirmWire } from '../../../shared/users/law-firm-form.ts';

export type NewLawFirmLink = LawFirmWire & { firstName: string };

export function addLawFirm({ userId, link }: { userId: number; link: NewLawFirmLink }): Promise<User> {
  return apiClient.post(`User/${userId}/addLawFirms`, { json: { ...link, userId } }).json<User>();
}

export function updateLawFirm({ link, changes }: { link: LawFirmLink; changes: NewLawFirmLink }): Promise<User> {
  return apiClient
    .post(`updateLawFirm/${link.id}`, { json: { id: link.id, userId: link.userId, ...changes } })
    .json<User>();
}

/** Both answer the whole user, which replaces the cached one. */
export function useAddLawFirm() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addLawFirm, onSuccess: (saved) => userSaved(client, saved) });
}

export function useUpdateLawFirm() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateLawFirm, onSuccess: (saved) => userSaved(client, saved) });
}
