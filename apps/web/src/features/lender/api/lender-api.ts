import { Calls } from '@saral/contract/calls';
import { useQuery } from '@tanstack/react-query';
import { lenderIdentitySchema } from '@saral/contract/api/lender';
import { apiRequest } from '../../../shared/api/api-client';

/** Who lends and where to complain: the one lender setting the KFS and About name too. */
export function useLenderIdentity() {
  return useQuery({
    queryKey: ['content', 'lender'],
    queryFn: () => apiRequest(Calls.lender, { schema: lenderIdentitySchema }),
    staleTime: 10 * 60_000,
    // The section shows its own failure; the rest of the page still works.
    meta: { errorDisplay: 'inline' },
  });
}
