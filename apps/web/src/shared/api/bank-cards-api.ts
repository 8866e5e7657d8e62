import { queryOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import { bankCardsResponseSchema } from '@saral/contract/api/bank';
import { apiRequest } from './api-client';
import { isEntityId } from './entity-id';

/** Prefix of every bank account list, to refresh them all once an account is added. */
export const allBankCardsKey = ['bank', 'cards'] as const;

/**
 * The borrower's bound accounts (the bank list and the loan confirm). The product, when there is
 * one, is passed along as the server asks for it.
 */
export const bankCardsQuery = (productId: string | undefined) =>
  queryOptions({
    queryKey: [...allBankCardsKey, productId ?? null],
    queryFn: () =>
      apiRequest(Calls.bankCards, { query: { productId }, schema: bankCardsResponseSchema }),
    enabled: productId === undefined || isEntityId(productId),
    // An account bound a moment ago on /bank/add must show up when the borrower comes back.
    staleTime: 0,
    // Both screens show the failure with a retry.
    meta: { errorDisplay: 'inline' },
  });
