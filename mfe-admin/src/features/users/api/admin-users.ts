// The Users issue's wire calls (docs/product.md).
import { apiClient } from 'shared-ui';
import type { LawFirmLink, User, UserStatus, UserType } from '@litfund/domain';

export const PAGE_SIZE = 10;
/** Name search starts at 3 characters (docs/product.md). */
export const NAME_MIN_CHARS = 3;
export const SEARCH_DEBOUNCE_MS = 500;

export interface UserFilters {
  userType: UserType | '';
  userStatus: UserStatus | '';
  name: string;
}

export const EMPTY_FILTERS: UserFilters = { userType: '', userStatus: '', name: '' };

/** GET AdminUser?UserType&UserStatus&Name&PageNumber&PageSize=10&SortingType=desc; empty filters are not sent. */
export function listUsers(filters: UserFilters, pageNumber: number, signal?: AbortSignal): Promise<User[]> {
  const searchParams = new URLSearchParams();
  if (filters.userType) searchParams.set('UserType', filters.userType);
  if (filters.userStatus) searchParams.set('UserStatus', filters.userStatus);
  const name = filters.name.trim();
  if (name.length >= NAME_MIN_CHARS) searchParams.set('Name', name);
  searchParams.set('PageNumber', String(pageNumber));
  searchParams.set('PageSize', String(PAGE_SIZE));
  searchParams.set('SortingType', 'desc');
  return apiClient.get('AdminUser', { searchParams, signal }).json<User[]>();
}

export interface LawFirmOption {
  id: number;
  firstName: string;
  lastName?: string;
}

/** GET AdminUser?UserType=LawFirm: the law firms the pickers offer. */
export async function listLawFirms(signal?: AbortSignal): Promise<LawFirmOption[]> {
  const searchParams = new URLSearchParams({ UserType: 'LawFirm', PageNumber: '1', PageSize: '100', SortingType: 'desc' });
  const firms = await apiClient.get('AdminUser', { searchParams, signal }).json<LawFirmOption[]>();
  return firms.map(({ id, firstName, lastName }) => ({ id, firstName, lastName }));
}

export function getAdminUser(id: number, signal?: AbortSignal): Promise<User> {
  return apiClient.get(`AdminUser/${id}`, { signal }).json<User>();
}

/** POST AdminUser/{id} with the full user object (the server reads the allowed fields only). */
export function updateAdminUser(user: User): Promise<User> {
  return apiClient.post(`AdminUser/${user.id}`, { json: user }).json<User>();
}

export function changeUserStatus(user: User, status: UserStatus): Promise<User> {
  return updateAdminUser({ ...user, userStatus: { ...user.userStatus, userStatusesValue: status } });
}

export interface NewLawFirmLink {
  lawFirmUserId: number;
  firstName: string;
  startDate: string;
  endDate: string | null;
  present: boolean;
}

export function addLawFirm(userId: number, link: NewLawFirmLink): Promise<User> {
  return apiClient.post(`User/${userId}/addLawFirms`, { json: { ...link, userId } }).json<User>();
}

export function updateLawFirm(link: LawFirmLink, changes: NewLawFirmLink): Promise<User> {
  return apiClient
    .post(`updateLawFirm/${link.id}`, { json: { id: link.id, userId: link.userId, ...changes } })
    .json<User>();
}

/** POST User/lawFirmMembers/{linkId}/{decision}: an admin confirms or declines a claim (the answer is the firm's members). */
export async function decideLawFirmClaim(linkId: number, decision: 'confirm' | 'decline'): Promise<void> {
  await apiClient.post(`User/lawFirmMembers/${linkId}/${decision}`, { retry: { limit: 0 } });
}

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

export interface AdminComment {
  id: number;
  commentText: string;
  dateComment: string;
  userId: number;
  userName: string;
}

export function listComments(userId: number, signal?: AbortSignal): Promise<AdminComment[]> {
  return apiClient.get(`AdminUser/${userId}/comments`, { signal }).json<AdminComment[]>();
}

export function addComment(userId: number, commentText: string): Promise<AdminComment[]> {
  return apiClient.post(`AdminUser/${userId}/comments`, { json: { commentText } }).json<AdminComment[]>();
}
