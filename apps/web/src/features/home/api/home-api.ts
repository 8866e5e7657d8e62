import { queryOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import { homeIndexResponseSchema } from '@saral/contract/api/home';
import { apiRequest } from '../../../shared/api/api-client';

export const homeIndexQuery = () =>
  queryOptions({
    queryKey: ['home', 'index'],
    queryFn: () => apiRequest(Calls.homeIndex, { schema: homeIndexResponseSchema }),
  });
