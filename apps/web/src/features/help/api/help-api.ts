import { queryOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import { faqResponseSchema } from '@saral/contract/api/content';
import { apiRequest } from '../../../shared/api/api-client';

export const faqQuery = () =>
  queryOptions({
    queryKey: ['content', 'faq'],
    queryFn: () => apiRequest(Calls.faq, { schema: faqResponseSchema }),
    staleTime: 10 * 60_000,
  });
