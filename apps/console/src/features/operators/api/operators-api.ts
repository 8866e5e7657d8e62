import { queryOptions } from '@tanstack/react-query';
import {
  operatorListResponseSchema,
  operatorSessionListResponseSchema,
  operatorSummarySchema,
} from '@saral/contract/api/operator-admin';
import type { OperatorRoleValue } from '@saral/contract/api/operator';
import { z } from 'zod';
import { opsCall } from '../../../shared/api-client';

export const operatorsQueryOptions = () =>
  queryOptions({
    queryKey: ['ops', 'operators'],
    queryFn: () => opsCall('/operators', { schema: operatorListResponseSchema }),
  });

export const operatorSessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['ops', 'operator-sessions'],
    queryFn: () => opsCall('/operator-sessions', { schema: operatorSessionListResponseSchema }),
  });

export const createOperator = (body: {
  username: string;
  password: string;
  role: OperatorRoleValue;
}) => opsCall('/operators', { method: 'POST', body, schema: operatorSummarySchema });

/** `expectedRevision`: the operator's revision as listed; a change made since answers 409. */
export const changeRole = (operatorId: number, role: OperatorRoleValue, expectedRevision: number) =>
  opsCall(`/operators/${operatorId}/role`, {
    method: 'PUT',
    body: { role, expectedRevision },
    schema: operatorSummarySchema,
  });

export const setActive = (operatorId: number, active: boolean) =>
  opsCall(`/operators/${operatorId}/${active ? 'enable' : 'disable'}`, {
    method: 'POST',
    schema: operatorSummarySchema,
  });

export const resetPassword = (operatorId: number, password: string) =>
  opsCall(`/operators/${operatorId}/password`, {
    method: 'PUT',
    body: { password },
    schema: operatorSummarySchema,
  });

export const revokeSession = (sessionId: number) =>
  opsCall(`/operator-sessions/${sessionId}`, { method: 'DELETE', schema: z.null() });

export const resetTwoStep = (operatorId: number) =>
  opsCall(`/operators/${operatorId}/two-step/reset`, {
    method: 'POST',
    schema: operatorSummarySchema,
  });

/** A recovery agent's name, phone and agency: what the borrower is sent on assignment. */
export const setAgentDetails = (
  operatorId: number,
  body: { displayName: string; phone: string; agency: string },
) =>
  opsCall(`/operators/${operatorId}/details`, {
    method: 'PUT',
    body,
    schema: operatorSummarySchema,
  });
