import { queryOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import { authConfigResponseSchema } from '@saral/contract/api/onboarding';
import { apiRequest } from './api-client';
import { isEntityId } from './entity-id';

/** The onboarding steps of a product and which of them the borrower has completed. */
export const getAuthConfig = (productId: string) =>
  apiRequest(Calls.authConfig, { query: { productId }, schema: authConfigResponseSchema });

export const authConfigQuery = (productId: string) =>
  queryOptions({
    queryKey: ['onboarding', 'auth-config', productId],
    queryFn: () => getAuthConfig(productId),
    enabled: isEntityId(productId),
    // Steps finish on other screens: always ask again.
    staleTime: 0,
    // The product detail falls back to the dispatcher, which shows the error in the Info dialog.
    meta: { errorDisplay: 'inline' },
  });
