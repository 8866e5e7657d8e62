import { Calls } from '@saral/contract/calls';
import { useQuery } from '@tanstack/react-query';
import { aboutUsResponseSchema } from '@saral/contract/api/content';
import { apiRequest } from '../../../shared/api/api-client';

export function useAboutUs() {
  return useQuery({
    queryKey: ['content', 'about-us'],
    queryFn: () => apiRequest(Calls.aboutUs, { schema: aboutUsResponseSchema }),
    staleTime: 10 * 60_000,
  });
}
