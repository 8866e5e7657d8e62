import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import {
  acceptCreditLimitResponseSchema,
  creditLimitResponseSchema,
} from '@saral/contract/api/loan';
import { apiRequest } from '../../../shared/api/api-client';

/** The borrower's credit limit and a higher one waiting for their acceptance. */
export const creditLimitQuery = () =>
  queryOptions({
    queryKey: ['credit-limit'],
    queryFn: () => apiRequest(Calls.creditLimit, { schema: creditLimitResponseSchema }),
    // A repayment may unlock a tier at any time: ask again on every Home visit.
    staleTime: 0,
    // An offer that cannot be loaded is simply not shown; Home works without it.
    meta: { errorDisplay: 'inline' },
  });

/** The borrower accepts tier `tier` (recorded once at the server). */
export const acceptCreditLimitMutation = () =>
  mutationOptions({
    mutationKey: ['credit-limit', 'accept'],
    mutationFn: (tier: number) =>
      apiRequest(Calls.acceptCreditLimit, {
        body: { tier },
        schema: acceptCreditLimitResponseSchema,
      }),
  });
