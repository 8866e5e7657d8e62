import { queryOptions } from '@tanstack/react-query';
import { Calls } from '@saral/contract/calls';
import { productInfoResponseSchema } from '@saral/contract/api/product';
import { apiRequest } from '../../../shared/api/api-client';
import { isEntityId } from '../../../shared/api/entity-id';

export const productInfoQuery = (productId: string) =>
  queryOptions({
    queryKey: ['product', 'info', productId],
    queryFn: () =>
      apiRequest(Calls.productInfo, {
        query: { id: productId },
        schema: productInfoResponseSchema,
      }),
    enabled: isEntityId(productId),
    staleTime: 60_000,
  });
