import { queryOptions } from '@tanstack/react-query';
import {
  borrower360Schema,
  requestDocumentResponseSchema,
  type RequestDocumentBody,
} from '@saral/contract/api/ops-borrower';
import { opsCall } from '../../../shared/api-client';

export const borrower360QueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ['ops', 'applications', orderId, 'borrower'],
    queryFn: () => opsCall(`/applications/${orderId}/borrower`, { schema: borrower360Schema }),
  });

export const requestDocument = (orderId: number, body: RequestDocumentBody) =>
  opsCall(`/applications/${orderId}/request-document`, {
    method: 'POST',
    body,
    schema: requestDocumentResponseSchema,
  });
