import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import type { CreditLimit } from '@saral/contract/api/loan';
import { apiRequest } from '../../../shared/api/api-client';

/** The borrower's credit limit and a higher one waiting for their acceptance. */
export const creditLimitQuery = () =>
  queryOptions({
    queryKey: ['credit-limit'],
    // Typed, not parsed: the offer is on Home, which loads no schema library (docs/web-bundle.md).
    queryFn: () => apiRequest<CreditLimit>(Calls.creditLimit),
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
        // Loaded with the call (a tap on Home's offer), not with Home.
        schema: () =>
          import('@saral/contract/api/loan').then(
            (module) => module.acceptCreditLimitResponseSchema,
          ),
      }),
  });
