// The statistics and ratings calls (docs/product.md).
import { apiClient } from 'shared-ui';
import type { FundedVsPaidPoint, Statistics, UserRating } from '@litfund/domain';

export const getAvgRating = (userId: number, signal?: AbortSignal) =>
  apiClient.get(`Statistics/${userId}/getAvgRating`, { signal }).json<{ avgRating: number | null }>();
export const getUserRating = (userId: number) => apiClient.get(`Statistics/${userId}/getUserRating`).json<UserRating>();
export const getFullStatistic = (userId: number) =>
  apiClient.get(`statistics/${userId}/getFullStatistic`).json<Statistics>();
export const getFundedVsPaid = (userId: number) =>
  apiClient
    .get(`Statistics/${userId}/getFundedVsPaid`)
    .json<{ points: FundedVsPaidPoint[] }>()
    .then((r) => r.points);
