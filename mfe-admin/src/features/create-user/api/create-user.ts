// POST AdminUser: an administrator creates a user (with law firms; the answer is the new user's id).
import { apiClient, useMutation, useQueryClient } from 'shared-ui';
import type { UserType } from '@litfund/domain';
import { USERS_KEY } from '../../../shared/users/api/get-users.ts';

export interface CreateUserBody {
  email: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  streetAddress: string;
  city: string;
  state: { key: string; name: string } | null;
  zipCode: string;
  phoneNumber: string;
  website: string;
  loanLimit: number | null;
  banned: boolean;
  userType: UserType;
  additionalFee?: number;
  lawFirms: { firmId: number; lawFirmName: string; startDate: string; endDate: string | null; present?: boolean }[];
}

export function createUser(body: CreateUserBody): Promise<{ id: number }> {
  return apiClient.post('AdminUser', { json: body }).json<{ id: number }>();
}

/** A new user shows in every user list (and among the law firms, when it is one). */
export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => client.invalidateQueries({ queryKey: USERS_KEY }) });
}
