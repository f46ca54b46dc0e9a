// The profile's statistics and ratings (SPEC section 7 "Statistics and ratings"; Approved administrators).
import { apiClient } from 'shared-ui';
import type { Statistics, UserRating } from '@litfund/domain';

export const getAvgRating = (userId: number, signal?: AbortSignal) =>
  apiClient.get(`Statistics/${userId}/getAvgRating`, { signal }).json<{ avgRating: number | null }>();
export const getUserRating = (userId: number) => apiClient.get(`Statistics/${userId}/getUserRating`).json<UserRating>();
export const getFullStatistic = (userId: number) => apiClient.get(`statistics/${userId}/getFullStatistic`).json<Statistics>();
