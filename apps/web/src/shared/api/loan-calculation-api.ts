import { queryOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import { calculateResponseSchema } from '@saral/contract/api/loan';
import { apiRequest } from './api-client';
import { isEntityId } from './entity-id';

/**
 * The price of a loan: the amount chosen before applying, or a lower amount than the approved
 * one on the loan confirm. `amount` null loads nothing.
 */
export const loanCalculationQuery = (productId: string, amount: number | null, period: number) =>
  queryOptions({
    queryKey: ['loan', 'calculate', productId, amount, period],
    queryFn: () =>
      apiRequest(Calls.calculate, {
        query: { amount: amount ?? 0, period, productId },
        schema: calculateResponseSchema,
      }),
    enabled: isEntityId(productId) && amount !== null,
    staleTime: 60_000,
    // Each screen shows a failed price itself.
    meta: { errorDisplay: 'inline' },
  });
