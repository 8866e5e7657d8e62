import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import { lenderIdentitySchema } from '@saral/contract/api/lender';
import {
  accountOverviewSchema,
  myDataSchema,
  noDuesLetterSchema,
} from '@saral/contract/api/account';
import { apiRequest } from '../../../shared/api/api-client';

/** Revokes the session on the server (Quit). */
export const logoutMutation = () =>
  mutationOptions({
    mutationKey: ['session', 'logout'],
    mutationFn: () => apiRequest<null>(Calls.logout, { body: {} }),
  });

/** Who lends and where to complain: the one lender setting the KFS and About name too. */
export const lenderIdentityQuery = () =>
  queryOptions({
    queryKey: ['content', 'lender'],
    queryFn: () => apiRequest(Calls.lender, { schema: lenderIdentitySchema }),
    staleTime: 10 * 60_000,
    // The section shows its own failure; the rest of the page still works.
    meta: { errorDisplay: 'inline' },
  });

/** Name, masked phone and the verification steps done. */
export const accountOverviewQuery = () =>
  queryOptions({
    queryKey: ['account', 'overview'],
    queryFn: () => apiRequest(Calls.accountOverview, { schema: accountOverviewSchema }),
    meta: { errorDisplay: 'inline' },
  });

/** Download my data: read once when the borrower asks, never cached. */
export const myDataMutation = () =>
  mutationOptions({
    mutationKey: ['account', 'my-data'],
    mutationFn: () => apiRequest(Calls.myData, { schema: myDataSchema }),
    meta: { errorDisplay: 'inline' },
  });

/** Sends the SMS code that confirms deleting the account (refused while a loan is open). */
export const deletionCodeMutation = () =>
  mutationOptions({
    mutationKey: ['account', 'deletion-code'],
    mutationFn: () => apiRequest<null>(Calls.accountDeletionCode, { body: {} }),
    meta: { errorDisplay: 'inline' },
  });

/** Closes the account with the SMS code. */
export const deleteAccountMutation = () =>
  mutationOptions({
    mutationKey: ['account', 'delete'],
    mutationFn: (code: string) => apiRequest<null>(Calls.deleteAccount, { body: { code } }),
    meta: { errorDisplay: 'inline' },
  });

/** The no-dues letter of a settled loan. */
export const noDuesLetterQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['account', 'no-dues', orderId],
    queryFn: () =>
      apiRequest(Calls.noDuesLetter, { query: { orderId }, schema: noDuesLetterSchema }),
    retry: false,
    meta: { errorDisplay: 'inline' },
  });
