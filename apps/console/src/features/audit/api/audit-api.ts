import { auditLogResponseSchema, type AuditActionValue } from '@saral/contract/api/operator-admin';
import { opsCall } from '../../../shared/api-client';

export type AuditFilters = { operator?: string; action?: AuditActionValue; entityId?: string };

export const fetchAuditLog = (filters: AuditFilters, cursor: string | undefined) =>
  opsCall('/audit-log', {
    query: { ...filters, cursor, limit: 50 },
    schema: auditLogResponseSchema,
  });
