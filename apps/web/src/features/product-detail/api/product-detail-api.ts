import { Calls } from '@saral/contract/calls';
import { useQuery } from '@tanstack/react-query';
import { productInfoResponseSchema } from '@saral/contract/api/product';
import { apiRequest } from '../../../shared/api/api-client';

export function useProductInfo(productId: string) {
  return useQuery({
    queryKey: ['product', 'info', productId],
    queryFn: () =>
      apiRequest(Calls.productInfo, {
        query: { id: productId },
        schema: productInfoResponseSchema,
      }),
    enabled: /^\d+$/.test(productId),
    staleTime: 60_000,
  });
}
