import { queryOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
// Types only: the promotion pages must not load the schema library.
import type { PromotionFigures } from '@saral/contract/api/promotion';
import { apiRequest } from '../../../shared/api/api-client';

/** The real products' figures the promotion shows: first-loan limit, lowest rate, maximum. */
export const promotionFiguresQuery = () =>
  queryOptions({
    queryKey: ['promotion', 'figures'],
    queryFn: () => apiRequest<PromotionFigures>(Calls.promotionFigures),
    staleTime: 5 * 60_000,
    // Each page shows the failure in its own place.
    meta: { errorDisplay: 'inline' },
  });
