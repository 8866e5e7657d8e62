import { queryOptions } from '@tanstack/react-query';
import {
  productVersionListResponseSchema,
  productVersionSchema,
  type ProposeProductTermsBody,
} from '@saral/contract/api/ops-products';
import { opsCall } from '../../../shared/api-client';

export const productVersionsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: ['ops', 'products', productId, 'versions'],
    queryFn: () =>
      opsCall(`/products/${productId}/versions`, { schema: productVersionListResponseSchema }),
  });

export const proposeProductTerms = (productId: number, body: ProposeProductTermsBody) =>
  opsCall(`/products/${productId}/versions`, {
    method: 'POST',
    body,
    schema: productVersionSchema,
  });

export const approveProductVersion = (productId: number, version: number) =>
  opsCall(`/products/${productId}/versions/${version}/approve`, {
    method: 'POST',
    body: {},
    schema: productVersionSchema,
  });

export const rejectProductVersion = (productId: number, version: number, reason: string) =>
  opsCall(`/products/${productId}/versions/${version}/reject`, {
    method: 'POST',
    body: { reason },
    schema: productVersionSchema,
  });
