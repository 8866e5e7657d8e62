import { z } from 'zod';
import { CONTROL_CHARACTERS_REFUSED, hasControlCharacter } from '../text-safety';
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
  /** The name, phone (10 digits) and agency a recovery agent is introduced by; null when unset. */
  displayName: z.string().nullable(),
  phone: z.string().nullable(),
  agency: z.string().nullable(),
  /** Counts changes of role and status: a role change sends it back as expectedRevision. */
  revision: z.number().int(),
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
export const operatorRoleBodySchema = z.object({
  role: operatorRoleSchema,
  /** The operator's revision the editor loaded: another one answers 409 (ErrorCode.staleEdit). */
  expectedRevision: z.number().int().min(0),
});
export const operatorPasswordBodySchema = z.object({ password: passwordSchema });
const detailText = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, `Use at least ${min} characters`)
    .max(max, `Use at most ${max} characters`)
    .refine((text) => !hasControlCharacter(text), { message: CONTROL_CHARACTERS_REFUSED });
/** What the borrower is sent of a recovery agent (RBI): all three are needed to assign loans. */
export const operatorDetailsBodySchema = z.object({
  displayName: detailText(2, 80),
  /** An Indian mobile number: 10 digits from 6–9 (a +91 or 0 prefix and spaces are dropped). */
  phone: z
    .string()
    .transform((text) => text.replace(/[\s-]/g, ''))
    .refine((text) => /^(\+?91|0)?[6-9]\d{9}$/.test(text), {
      message: 'Enter a 10-digit mobile number starting 6–9',
    })
    .transform((text) => text.slice(-10)),
  agency: detailText(2, 120),
});
export type OperatorDetailsBody = z.infer<typeof operatorDetailsBodySchema>;
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
  /** Rules replaced directly, before rules were versioned (kept for older entries). */
  decisionRulesChange: 'decision-rules.change',
  decisionRulesPropose: 'decision-rules.propose',
  decisionRulesApprove: 'decision-rules.approve',
  decisionRulesReject: 'decision-rules.reject',
  creditTiersPropose: 'credit-tiers.propose',
  creditTiersApprove: 'credit-tiers.approve',
  creditTiersReject: 'credit-tiers.reject',
  campaignCreate: 'campaign.create',
  campaignChange: 'campaign.change',
  iosApplyChange: 'ios-apply.change',
  operatorCreate: 'operator.create',
  operatorRoleChange: 'operator.role-change',
  operatorDisable: 'operator.disable',
  operatorEnable: 'operator.enable',
  operatorPasswordReset: 'operator.password-reset',
  operatorDetailsChange: 'operator.details-change',
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
  jobRetry: 'job.retry',
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
