// Links a user to a contract by user type (Add to Existing Case).
import { apiClient, useMutation, useQueryClient } from 'shared-ui';
import { calendarDateIn, calendarDayToWire, type UserType } from '@litfund/domain';
import { USERS_KEY } from './get-users.ts';

/** What linking does for each user type; administrators are never a party. */
export const canLinkToCase = (userType: UserType) => userType !== 'Administrator';

/** Client: becomes the contract's client (until CheckSent); Attorney / LawFirm: added, and so responsible. */
export async function linkUserToCase({
  contractId,
  userId,
  userType,
}: {
  contractId: number;
  userId: number;
  userType: UserType;
}): Promise<void> {
  const date = calendarDayToWire(calendarDateIn(new Date()));
  if (userType === 'Client')
    await apiClient.post(`Contract/${contractId}/update`, { json: { contractClientDTO: { userId } } });
  else if (userType === 'Attorney')
    await apiClient.post(`Contract/${contractId}/addAttorney`, { json: { userId, date } });
  else if (userType === 'LawFirm')
    await apiClient.post(`Contract/${contractId}/addLawFirm`, { json: { userId, date } });
}

/** The user's associated cases change: the user and the case searches are read again. */
export function useLinkUserToCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: linkUserToCase,
    // the page words the failure itself (a created user whose case was not linked)
    meta: { errorNotice: false },
    onSuccess: (_answer, { userId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: [...USERS_KEY, 'detail', userId] }),
        client.invalidateQueries({ queryKey: ['admin', 'case-search'] }),
      ]),
  });
}
