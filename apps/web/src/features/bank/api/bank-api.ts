import { Calls } from '@saral/contract/calls';
import { useQuery } from '@tanstack/react-query';
import {
  bankCardSchema,
  bankCardsResponseSchema,
  bankCityListResponseSchema,
  bankListResponseSchema,
  bankStateListResponseSchema,
  branchListResponseSchema,
  type BankCard,
} from '@saral/contract/api/bank';
import { apiRequest } from '../../../shared/api/api-client';
import type { BindCardBody } from '../bank-form';

/** Prefix of every bank account query, to refresh them all once an account is added. */
export const BANK_CARDS_KEY = ['bank', 'cards'] as const;

/** The borrower's bound accounts (the product is passed along as the server asks for it). */
export function useBankCards(productId: number | undefined) {
  return useQuery({
    queryKey: [...BANK_CARDS_KEY, productId ?? null],
    queryFn: () =>
      apiRequest(Calls.bankCards, { query: { productId }, schema: bankCardsResponseSchema }),
    // The list page shows the failure with a retry button.
    meta: { errorDisplay: 'inline' },
  });
}

export const bindCard = (body: BindCardBody): Promise<BankCard> =>
  apiRequest(Calls.bindCard, { body, schema: bankCardSchema });

// The IFSC directory changes a few times a year: one load per visit is plenty.
const DIRECTORY_STALE_MS = 60 * 60_000;
// The finder's sheets show failures with a retry button.
const directoryOptions = {
  staleTime: DIRECTORY_STALE_MS,
  meta: { errorDisplay: 'inline' },
} as const;

export function useBanks() {
  return useQuery({
    queryKey: ['ifsc', 'banks'],
    queryFn: () => apiRequest(Calls.bankList, { schema: bankListResponseSchema }),
    ...directoryOptions,
  });
}

/** States where the bank has branches (bankId null loads nothing). */
export function useBankStates(bankId: number | null) {
  return useQuery({
    queryKey: ['ifsc', 'states', bankId],
    queryFn: () =>
      apiRequest(Calls.bankStateList, {
        query: { pId: bankId ?? undefined },
        schema: bankStateListResponseSchema,
      }),
    enabled: bankId !== null,
    ...directoryOptions,
  });
}

/** Cities of a state; the id is the server's opaque string, sent back as received. */
export function useBankCities(stateId: string | null) {
  return useQuery({
    queryKey: ['ifsc', 'cities', stateId],
    queryFn: () =>
      apiRequest(Calls.bankCityList, {
        query: { stateId: stateId ?? undefined },
        schema: bankCityListResponseSchema,
      }),
    enabled: stateId !== null,
    ...directoryOptions,
  });
}

export function useBankBranches(cityId: string | null) {
  return useQuery({
    queryKey: ['ifsc', 'branches', cityId],
    queryFn: () =>
      apiRequest(Calls.bankBranchList, {
        query: { cityId: cityId ?? undefined },
        schema: branchListResponseSchema,
      }),
    enabled: cityId !== null,
    ...directoryOptions,
  });
}
