import { queryOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import type { HomeIndexResponse } from '@saral/contract/api/home';
import { apiRequest } from '../../../shared/api/api-client';

export const homeIndexQuery = () =>
  queryOptions({
    queryKey: ['home', 'index'],
    // Typed by the contract, not parsed: Home is the first screen after sign-in, and a zod schema
    // would bring the whole library onto it (docs/web-bundle.md). The server's tests check this
    // reply against homeIndexResponseSchema; a reply Home cannot render shows its error page.
    queryFn: () => apiRequest<HomeIndexResponse>(Calls.homeIndex),
  });
