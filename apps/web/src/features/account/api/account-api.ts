import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import { lenderIdentitySchema } from '@saral/contract/api/lender';
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
