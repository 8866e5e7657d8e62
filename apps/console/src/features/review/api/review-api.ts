import { queryOptions } from '@tanstack/react-query';
import { applicationSchema } from '@saral/contract/api/operator';
import { reviewQueueResponseSchema } from '@saral/contract/api/ops-review-queue';
import { riskSignalsResponseSchema } from '@saral/contract/api/risk';
import { opsCall } from '../../../shared/api-client';

export type ReviewQueueFilters = {
  q?: string;
  productId?: number;
  amountMin?: number;
  amountMax?: number;
  checks?: 'failed' | 'passed';
  sort?: 'waitedLongest' | 'newest';
  /** Rows per page (default 25). */
  limit?: number;
};

/** One keyset page of the applications waiting for a person (longest in the queue first). */
export const fetchReviewQueue = (filters: ReviewQueueFilters, cursor: string | undefined) =>
  opsCall('/applications/queue', {
    query: { limit: 25, ...filters, cursor },
    schema: reviewQueueResponseSchema,
  });

/** One application in any state (its page). */
export const applicationQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ['ops', 'applications', orderId],
    queryFn: () => opsCall(`/applications/${orderId}`, { schema: applicationSchema }),
  });

export const riskSignalsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ['ops', 'applications', orderId, 'risk-signals'],
    queryFn: () =>
      opsCall(`/applications/${orderId}/risk-signals`, { schema: riskSignalsResponseSchema }),
  });

export const approveApplication = (orderId: number, body: { amount?: number; reason: string }) =>
  opsCall(`/applications/${orderId}/approve`, { method: 'POST', body, schema: applicationSchema });

export const denyApplication = (orderId: number, body: { category: string; reason?: string }) =>
  opsCall(`/applications/${orderId}/deny`, { method: 'POST', body, schema: applicationSchema });
