import { queryOptions } from '@tanstack/react-query';
import { operatorProductListResponseSchema } from '@saral/contract/api/ops-products';
import { opsCall } from './api-client';

/** The live products (rules.read); screens that filter by product use it too. */
export const productsQueryOptions = () =>
  queryOptions({
    queryKey: ['ops', 'products'],
    queryFn: () => opsCall('/products', { schema: operatorProductListResponseSchema }),
    staleTime: 5 * 60_000,
  });
