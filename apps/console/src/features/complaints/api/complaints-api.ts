import { queryOptions } from '@tanstack/react-query';
import { operatorListResponseSchema } from '@saral/contract/api/operator-admin';
import {
  complaintDetailSchema,
  complaintListResponseSchema,
  type ComplaintCategory,
  type ComplaintChannel,
  type ComplaintListQuery,
  type ComplaintStatus,
} from '@saral/contract/api/ops-complaints';
import { opsCall } from '../../../shared/api-client';

export const fetchComplaints = (query: Omit<ComplaintListQuery, 'limit'>) =>
  opsCall('/complaints', {
    query: { ...query, overdue: query.overdue ? 'true' : undefined, limit: 25 },
    schema: complaintListResponseSchema,
  });

export const complaintQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['ops', 'complaints', id],
    queryFn: () => opsCall(`/complaints/${id}`, { schema: complaintDetailSchema }),
  });

export type NewComplaint = {
  phone?: string;
  orderId?: number;
  category: ComplaintCategory;
  channel: ComplaintChannel;
  description: string;
  receivedAt?: string;
};

export const createComplaint = (body: NewComplaint) =>
  opsCall('/complaints', { method: 'POST', body, schema: complaintDetailSchema });

export const assignComplaint = (
  id: number,
  body: { operatorId: number; expectedStatus: ComplaintStatus },
) => opsCall(`/complaints/${id}/assign`, { method: 'POST', body, schema: complaintDetailSchema });

export const changeComplaintStatus = (
  id: number,
  body: {
    status: ComplaintStatus;
    expectedStatus: ComplaintStatus;
    resolution?: string;
    note?: string;
  },
) => opsCall(`/complaints/${id}/status`, { method: 'POST', body, schema: complaintDetailSchema });

/** Operators to assign to (only for those who may manage operators: GET /operators). */
export const operatorsQueryOptions = () =>
  queryOptions({
    queryKey: ['ops', 'operators'],
    queryFn: () => opsCall('/operators', { schema: operatorListResponseSchema }),
  });
