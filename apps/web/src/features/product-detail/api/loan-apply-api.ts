import { Calls } from '@saral/contract/calls';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authConfigResponseSchema } from '@saral/contract/api/onboarding';
import { bankCardsResponseSchema } from '@saral/contract/api/bank';
import {
  IDEMPOTENCY_HEADER,
  applyResponseSchema,
  calculateResponseSchema,
  loanOfferResponseSchema,
  precheckResponseSchema,
  type ApplyBody,
} from '@saral/contract/api/loan';
import { CALCULATION_PERIOD_DAYS } from '@saral/contract/constants';
import { apiRequest } from '../../../shared/api/api-client';

const isProductId = (productId: string) => /^\d+$/.test(productId);

/** Whether onboarding is done decides between the dispatcher and the loan confirm. */
export function useAuthConfig(productId: string) {
  return useQuery({
    queryKey: ['onboarding', 'auth-config', productId],
    queryFn: () =>
      apiRequest(Calls.authConfig, { query: { productId }, schema: authConfigResponseSchema }),
    enabled: isProductId(productId),
    // Steps finish on other screens: always ask again.
    staleTime: 0,
    // On failure APPLY NOW leads to the dispatcher, which shows the error in the Info dialog.
    meta: { errorDisplay: 'inline' },
  });
}

export function useLoanOffer(productId: string) {
  return useQuery({
    queryKey: ['loan', 'offer', productId],
    queryFn: () =>
      apiRequest(Calls.loanOffer, { query: { productId }, schema: loanOfferResponseSchema }),
    enabled: isProductId(productId),
    staleTime: 0,
    meta: { errorDisplay: 'inline' },
  });
}

export function useCalculation(productId: string, amount: number | null) {
  return useQuery({
    queryKey: ['loan', 'calculate', productId, amount],
    queryFn: () =>
      apiRequest(Calls.calculate, {
        query: { amount: amount ?? 0, period: CALCULATION_PERIOD_DAYS, productId },
        schema: calculateResponseSchema,
      }),
    enabled: isProductId(productId) && amount !== null,
    // Keep the last figures on screen (dimmed) while another amount is priced.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    meta: { errorDisplay: 'inline' },
  });
}

export function useBankCards(productId: string) {
  return useQuery({
    queryKey: ['bank', 'cards', productId],
    queryFn: () =>
      apiRequest(Calls.bankCards, { query: { productId }, schema: bankCardsResponseSchema }),
    enabled: isProductId(productId),
    // A card bound a moment ago on /bank/add must show up when the borrower comes back.
    staleTime: 0,
    meta: { errorDisplay: 'inline' },
  });
}

export const precheck = (productId: string) =>
  apiRequest(Calls.precheck, { query: { productId }, schema: precheckResponseSchema });

/** The same key for every try of one visit: the server makes at most one order of them. */
export const submitApplication = (body: ApplyBody, idempotencyKey: string) =>
  apiRequest(Calls.apply, {
    body,
    schema: applyResponseSchema,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
