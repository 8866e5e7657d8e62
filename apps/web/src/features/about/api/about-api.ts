import { queryOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import { aboutUsResponseSchema } from '@saral/contract/api/content';
import { apiRequest } from '../../../shared/api/api-client';

export const aboutUsQuery = () =>
  queryOptions({
    queryKey: ['content', 'about-us'],
    queryFn: () => apiRequest(Calls.aboutUs, { schema: aboutUsResponseSchema }),
    staleTime: 10 * 60_000,
  });
