export { AuditPage as Component } from '../../features/loan-review/components/audit-page';
