import { Calls } from '@saral/contract/calls';
import { useQuery } from '@tanstack/react-query';
import { faqResponseSchema } from '@saral/contract/api/content';
import { apiRequest } from '../../../shared/api/api-client';

export function useFaq() {
  return useQuery({
    queryKey: ['content', 'faq'],
    queryFn: () => apiRequest(Calls.faq, { schema: faqResponseSchema }),
    staleTime: 10 * 60_000,
  });
}
