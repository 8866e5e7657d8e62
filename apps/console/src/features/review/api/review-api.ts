import { queryOptions } from '@tanstack/react-query';
import { applicationListResponseSchema, applicationSchema } from '@saral/contract/api/operator';
import { riskSignalsResponseSchema } from '@saral/contract/api/risk';
import { OrderState } from '@saral/contract/order-states';
import { opsCall } from '../../../shared/api-client';

/** Applications waiting for a person (state Auditing), oldest first: the one waiting longest on top. */
export const reviewQueueQueryOptions = () =>
  queryOptions({
    queryKey: ['ops', 'applications', 'queue'],
    queryFn: async () => {
      const items = await opsCall('/applications', {
        query: { state: OrderState.auditing, limit: 200 },
        schema: applicationListResponseSchema,
      });
      return [...items].sort((a, b) => a.applyTime.localeCompare(b.applyTime));
    },
    refetchInterval: 30_000,
  });

/** Recent applications in every state (for one application's page). */
export const recentApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: ['ops', 'applications', 'recent'],
    queryFn: () =>
      opsCall('/applications', { query: { limit: 200 }, schema: applicationListResponseSchema }),
  });

export const riskSignalsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ['ops', 'applications', orderId, 'risk-signals'],
    queryFn: () =>
      opsCall(`/applications/${orderId}/risk-signals`, { schema: riskSignalsResponseSchema }),
  });

export const approveApplication = (orderId: number, body: { amount?: number; reason: string }) =>
  opsCall(`/applications/${orderId}/approve`, { method: 'POST', body, schema: applicationSchema });

export const denyApplication = (orderId: number, reason: string) =>
  opsCall(`/applications/${orderId}/deny`, {
    method: 'POST',
    body: { reason },
    schema: applicationSchema,
  });
