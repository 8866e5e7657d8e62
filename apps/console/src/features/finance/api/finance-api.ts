import { queryOptions } from '@tanstack/react-query';
import {
  dailyReportSchema,
  reconciliationListResponseSchema,
  reconciliationSchema,
  financeRequestListResponseSchema,
  financeRequestSchema,
  payoutListResponseSchema,
  type FinanceRequestListQuery,
  type PayoutListQuery,
} from '@saral/contract/api/operator-finance';
import { z } from 'zod';
import { opsCall } from '../../../shared/api-client';

export const fetchPayouts = (query: Omit<PayoutListQuery, 'limit'>) =>
  opsCall('/payouts', { query: { ...query, limit: 25 }, schema: payoutListResponseSchema });

export const retryPayout = (id: string) =>
  opsCall(`/payouts/${id}/retry`, {
    method: 'POST',
    schema: z.object({ id: z.string(), status: z.string() }),
  });

export const cancelPayout = (id: string, reason: string) =>
  opsCall(`/payouts/${id}/cancel`, {
    method: 'POST',
    body: { reason },
    schema: z.object({ id: z.string(), status: z.string() }),
  });

export const fetchFinanceRequests = (query: Omit<FinanceRequestListQuery, 'limit'>) =>
  opsCall('/finance/requests', {
    query: { ...query, limit: 25 },
    schema: financeRequestListResponseSchema,
  });

export const approveFinanceRequest = (id: number) =>
  opsCall(`/finance/requests/${id}/approve`, { method: 'POST', schema: financeRequestSchema });

export const rejectFinanceRequest = (id: number, reason: string) =>
  opsCall(`/finance/requests/${id}/reject`, {
    method: 'POST',
    body: { reason },
    schema: financeRequestSchema,
  });

export const reconcileSettlement = (body: {
  fileName: string;
  csv: string;
  from: string;
  to: string;
}) => opsCall('/finance/reconciliations', { method: 'POST', body, schema: reconciliationSchema });

export const reconciliationsQueryOptions = () =>
  queryOptions({
    queryKey: ['ops', 'reconciliations'],
    queryFn: () =>
      opsCall('/finance/reconciliations', { schema: reconciliationListResponseSchema }),
  });

export const reconciliationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['ops', 'reconciliations', id],
    queryFn: () => opsCall(`/finance/reconciliations/${id}`, { schema: reconciliationSchema }),
  });

export const dailyReportQueryOptions = (date: string) =>
  queryOptions({
    queryKey: ['ops', 'daily-report', date],
    queryFn: () => opsCall('/finance/daily-report', { query: { date }, schema: dailyReportSchema }),
  });
