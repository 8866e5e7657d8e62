import { queryOptions } from '@tanstack/react-query';
import { operatorListResponseSchema } from '@saral/contract/api/operator-admin';
import {
  collectionDetailSchema,
  collectionsResponseSchema,
  type ContactBody,
  type PromiseBody,
} from '@saral/contract/api/ops-collections';
import { opsCall } from '../../../shared/api-client';

export type CollectionsFilters = {
  /** A days-past-due bucket label (1-7, 8-30, …). */
  bucket?: string;
  agent?: 'me';
};

export const fetchCollections = (filters: CollectionsFilters, cursor: string | undefined) =>
  opsCall('/collections', {
    query: { ...filters, cursor, limit: 25 },
    schema: collectionsResponseSchema,
  });

export const collectionDetailQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ['ops', 'collections', orderId],
    queryFn: () => opsCall(`/collections/${orderId}`, { schema: collectionDetailSchema }),
  });

/** The active operators of the collections role, for an admin to assign a loan to. */
export const collectionAgentsQueryOptions = () =>
  queryOptions({
    queryKey: ['ops', 'operators'],
    queryFn: () => opsCall('/operators', { schema: operatorListResponseSchema }),
    select: (operators) =>
      operators.filter((operator) => operator.role === 'collections' && operator.active),
  });

export const assignAgent = (orderId: number, agentId: number) =>
  opsCall(`/collections/${orderId}/assign`, {
    method: 'POST',
    body: { agentId },
    schema: collectionDetailSchema,
  });

export const recordPromise = (orderId: number, body: PromiseBody) =>
  opsCall(`/collections/${orderId}/promises`, {
    method: 'POST',
    body,
    schema: collectionDetailSchema,
  });

export const logContact = (orderId: number, body: ContactBody) =>
  opsCall(`/collections/${orderId}/contacts`, {
    method: 'POST',
    body,
    schema: collectionDetailSchema,
  });
