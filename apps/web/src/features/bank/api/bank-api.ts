import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import {
  bankCardSchema,
  bankCityListResponseSchema,
  bankListResponseSchema,
  bankStateListResponseSchema,
  branchListResponseSchema,
} from '@saral/contract/api/bank';
import { apiRequest } from '../../../shared/api/api-client';
import type { BindCardBody } from '../bank-form';

// The borrower's account list is shared with the loan confirm: see shared/api/bank-cards-api.

/** Makes an account the default for new applications (an active loan keeps its own). */
export const setDefaultCardMutation = () =>
  mutationOptions({
    mutationKey: ['bank', 'set-default'],
    mutationFn: (cardId: number) => apiRequest<null>(Calls.setDefaultCard, { body: { cardId } }),
    meta: { errorDisplay: 'inline' },
  });

export const bindCardMutation = () =>
  mutationOptions({
    mutationKey: ['bank', 'bind-card'],
    mutationFn: (body: BindCardBody) =>
      apiRequest(Calls.bindCard, { body, schema: bankCardSchema }),
  });

// The IFSC directory changes a few times a year: one load per visit is plenty.
const DIRECTORY_STALE_MS = 60 * 60_000;
// The finder's sheets show failures with a retry button.
const directoryOptions = {
  staleTime: DIRECTORY_STALE_MS,
  meta: { errorDisplay: 'inline' },
} as const;

export const banksQuery = () =>
  queryOptions({
    queryKey: ['ifsc', 'banks'],
    queryFn: () => apiRequest(Calls.bankList, { schema: bankListResponseSchema }),
    ...directoryOptions,
  });

/** States where the bank has branches (bankId null loads nothing). */
export const bankStatesQuery = (bankId: number | null) =>
  queryOptions({
    queryKey: ['ifsc', 'states', bankId],
    queryFn: () =>
      apiRequest(Calls.bankStateList, {
        query: { pId: bankId ?? undefined },
        schema: bankStateListResponseSchema,
      }),
    enabled: bankId !== null,
    ...directoryOptions,
  });

/** Cities of a state; the id is the server's opaque string, sent back as received. */
export const bankCitiesQuery = (stateId: string | null) =>
  queryOptions({
    queryKey: ['ifsc', 'cities', stateId],
    queryFn: () =>
      apiRequest(Calls.bankCityList, {
        query: { stateId: stateId ?? undefined },
        schema: bankCityListResponseSchema,
      }),
    enabled: stateId !== null,
    ...directoryOptions,
  });

export const bankBranchesQuery = (cityId: string | null) =>
  queryOptions({
    queryKey: ['ifsc', 'branches', cityId],
    queryFn: () =>
      apiRequest(Calls.bankBranchList, {
        query: { cityId: cityId ?? undefined },
        schema: branchListResponseSchema,
      }),
    enabled: cityId !== null,
    ...directoryOptions,
  });
