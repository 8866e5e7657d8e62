import { AuditLogPage } from '../../features/audit/components/audit-log-page';

export const Component = AuditLogPage;
