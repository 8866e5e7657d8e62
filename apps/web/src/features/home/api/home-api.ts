import { Calls } from '@saral/contract/calls';
import { useQuery } from '@tanstack/react-query';
import { homeIndexResponseSchema } from '@saral/contract/api/home';
import { apiRequest } from '../../../shared/api/api-client';

export const homeIndexQueryKey = ['home', 'index'] as const;

export function useHomeIndex() {
  return useQuery({
    queryKey: homeIndexQueryKey,
    queryFn: () => apiRequest(Calls.homeIndex, { schema: homeIndexResponseSchema }),
  });
}
