import { Calls } from '@saral/contract/calls';
import { canApplyResponseSchema } from '@saral/contract/api/onboarding';
import { apiRequest } from '../../../shared/api/api-client';

// The dispatcher reads the auth config and the orders through shared/api, like their screens.

/**
 * May the borrower go on to the contact step / apply. Read once per dispatch, at that moment,
 * never from the cache.
 */
export const getCanApply = (productId: string) =>
  apiRequest(Calls.canApply, { query: { productId }, schema: canApplyResponseSchema });
