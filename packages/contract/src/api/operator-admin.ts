import { z } from 'zod';
import { operatorRoleSchema } from './operator';

/**
 * Operator management and the audit log of the operator API (/ops/v1): admins create operators,
 * change roles, disable, enable and reset passwords, and revoke sessions; every state-changing
 * operator action is kept in an append-only audit log.
 */

/* Operators ---------------------------------------------------------------------------------- */

export const OPERATOR_USERNAME_PATTERN = /^[a-z0-9._-]{3,64}$/;
export const OPERATOR_MIN_PASSWORD_LENGTH = 12;

export const operatorSummarySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: operatorRoleSchema,
  active: z.boolean(),
  createdAt: z.string(),
  /** ISO time of the last successful sign-in, null when never. */
  lastSignInAt: z.string().nullable(),
  /** Two-step sign-in is on. */
  twoStepOn: z.boolean(),
  activeSessions: z.number().int(),
});
export type OperatorSummary = z.infer<typeof operatorSummarySchema>;
export const operatorListResponseSchema = z.array(operatorSummarySchema);

const passwordSchema = z.string().min(OPERATOR_MIN_PASSWORD_LENGTH).max(200);
export const operatorCreateBodySchema = z.object({
  /** Lowercased; 3–64 of a-z 0-9 . _ - */
  username: z.string().trim().toLowerCase().regex(OPERATOR_USERNAME_PATTERN),
  password: passwordSchema,
  role: operatorRoleSchema,
});
export const operatorRoleBodySchema = z.object({ role: operatorRoleSchema });
export const operatorPasswordBodySchema = z.object({ password: passwordSchema });
export const operatorIdParamsSchema = z.object({ operatorId: z.coerce.number().int().positive() });

export const operatorSessionSchema = z.object({
  id: z.number().int(),
  operatorId: z.number().int(),
  username: z.string(),
  role: operatorRoleSchema,
  /** The address it signed in from. */
  ip: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The session of this very request. */
  current: z.boolean(),
});
export const operatorSessionListResponseSchema = z.array(operatorSessionSchema);
export const sessionIdParamsSchema = z.object({ sessionId: z.coerce.number().int().positive() });

/* Audit log ---------------------------------------------------------------------------------- */

export const AuditAction = {
  signIn: 'operator.sign-in',
  signInFailed: 'operator.sign-in-failed',
  signOut: 'operator.sign-out',
  applicationApprove: 'application.approve',
  applicationDeny: 'application.deny',
  applicationRequestDocument: 'application.request-document',
  decisionRulesChange: 'decision-rules.change',
  campaignCreate: 'campaign.create',
  campaignChange: 'campaign.change',
  iosApplyChange: 'ios-apply.change',
  operatorCreate: 'operator.create',
  operatorRoleChange: 'operator.role-change',
  operatorDisable: 'operator.disable',
  operatorEnable: 'operator.enable',
  operatorPasswordReset: 'operator.password-reset',
  twoStepEnable: 'operator.two-step-enable',
  twoStepReset: 'operator.two-step-reset',
  sessionRevoke: 'operator-session.revoke',
  payoutRetry: 'payout.retry',
  payoutCancel: 'payout.cancel',
  financeRequestCreate: 'finance-request.create',
  financeRequestApprove: 'finance-request.approve',
  financeRequestReject: 'finance-request.reject',
  settlementReconcile: 'settlement.reconcile',
  loanNote: 'loan.note',
  collectionAssign: 'collection.assign',
  collectionPromise: 'collection.promise',
  collectionContact: 'collection.contact',
  productTermsPropose: 'product-terms.propose',
  productTermsApprove: 'product-terms.approve',
  productTermsReject: 'product-terms.reject',
  complaintCreate: 'complaint.create',
  complaintAssign: 'complaint.assign',
  complaintStatus: 'complaint.status',
  contentChange: 'content.change',
  onboardingSettingsChange: 'onboarding-settings.change',
  marketingSettingsChange: 'marketing-settings.change',
  messageResend: 'message.resend',
} as const;
export type AuditActionValue = (typeof AuditAction)[keyof typeof AuditAction];
export const auditActionSchema = z.enum(
  Object.values(AuditAction) as [AuditActionValue, ...AuditActionValue[]],
);

export const AUDIT_LOG_MAX_LIMIT = 100;
export const auditLogQuerySchema = z.object({
  /** An operator's username (failed sign-ins keep the name that was tried). */
  operator: z.string().trim().toLowerCase().min(1).max(64).optional(),
  action: auditActionSchema.optional(),
  entityType: z.string().trim().min(1).max(64).optional(),
  entityId: z.string().trim().min(1).max(128).optional(),
  /** ISO times; from inclusive, to exclusive. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  /** nextCursor of the previous page. */
  cursor: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_LOG_MAX_LIMIT).default(50),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** null for a failed sign-in with an unknown username. */
  operatorId: z.number().int().nullable(),
  username: z.string(),
  ip: z.string().nullable(),
  action: auditActionSchema,
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogResponseSchema = z.object({
  /** Newest first. */
  items: z.array(auditEntrySchema),
  /** Pass as cursor for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
