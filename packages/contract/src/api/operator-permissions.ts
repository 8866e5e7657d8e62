import { z } from 'zod';
import { operatorRoleSchema, twoStepStatusSchema, type OperatorRoleValue } from './operator';

/**
 * What each operator role may do. The server refuses every /ops/v1 call whose permission the
 * role lacks (HTTP 403); the console reads the same map (or GET /ops/v1/me) to hide what the
 * role may not do. Deny by default: a permission not listed for a role is refused.
 */
export const OperatorPermission = {
  applicationsRead: 'applications.read',
  applicationsDecide: 'applications.decide',
  rulesRead: 'rules.read',
  /** Propose new decision rules for a product (a pending version). Admin only. */
  rulesWrite: 'rules.write',
  campaignsRead: 'campaigns.read',
  campaignsWrite: 'campaigns.write',
  overpaymentsRead: 'overpayments.read',
  operatorsManage: 'operators.manage',
  auditRead: 'audit.read',
  /** The portfolio dashboard: every role. */
  dashboardRead: 'dashboard.read',
  payoutsRead: 'payouts.read',
  payoutsManage: 'payouts.manage',
  /** Finance requests, reconciliation runs and the daily report. */
  financeRead: 'finance.read',
  /** Ask for and decide manual repayments and fee waivers (maker-checker), reconcile. */
  financeManage: 'finance.manage',
  /** The borrower's card and face images (GET /ops/v1/applications/{id}/images/{kind}). */
  kycImages: 'kyc.images',
  /** Loans: search, the whole story of one loan, its notes. Every role. */
  loansRead: 'loans.read',
  /** Write a note on a loan (audited). Every role but viewer. */
  loansNote: 'loans.note',
  /** The collections queue and one loan's assignment, promises and contacts. */
  collectionsRead: 'collections.read',
  /** Record a promise to pay, log a contact with the borrower (audited). */
  collectionsManage: 'collections.manage',
  /** Assign a late loan to a recovery agent (the borrower is sent the agent's details). Admin only. */
  collectionsAssign: 'collections.assign',
  /** Propose new product terms or credit tiers (a pending version). Admin only. */
  productsPropose: 'products.propose',
  /** Approve or reject another admin's proposed terms, decision rules or credit tiers. Admin only. */
  productsApprove: 'products.approve',
  /** Borrowers' complaints and their 30-day clock. Every role. */
  complaintsRead: 'complaints.read',
  /** Record a complaint, assign it, move its status (audited). Admin and support. */
  complaintsManage: 'complaints.manage',
  /** Help FAQ, About us, privacy policy, terms and the onboarding and marketing settings: every role. */
  contentRead: 'content.read',
  /** Change the help FAQ, About us, privacy policy and terms (audited). Admins only. */
  contentWrite: 'content.write',
  /** Change the onboarding and marketing settings (audited). Admins only. */
  settingsWrite: 'settings.write',
  /** The background jobs (sweeps, queued work) and their errors: admin and finance. */
  jobsRead: 'jobs.read',
  /** Send a dead background job back to the queue (audited). Admins only. */
  jobsManage: 'jobs.manage',
  /** The messages sent to a borrower, per order, and failed deliveries with their error. */
  messagesRead: 'messages.read',
  /** Send a message again (a new message linked to the first; audited). Admin and support. */
  messagesResend: 'messages.resend',
} as const;
export type OperatorPermissionValue = (typeof OperatorPermission)[keyof typeof OperatorPermission];
export const OPERATOR_PERMISSION_LIST = Object.values(OperatorPermission) as [
  OperatorPermissionValue,
  ...OperatorPermissionValue[],
];
export const operatorPermissionSchema = z.enum(OPERATOR_PERMISSION_LIST);

const P = OperatorPermission;
export const OPERATOR_PERMISSIONS: Record<OperatorRoleValue, readonly OperatorPermissionValue[]> = {
  admin: OPERATOR_PERMISSION_LIST,
  // Credit reviewer: decides applications under manual review and reads the rules behind them.
  // Only admins and reviewers see KYC images (Aadhaar cards carry the full number).
  reviewer: [
    P.applicationsRead,
    P.applicationsDecide,
    P.rulesRead,
    P.dashboardRead,
    P.kycImages,
    P.loansRead,
    P.loansNote,
    P.complaintsRead,
    P.contentRead,
    P.messagesRead,
  ],
  // Follows up loans and payments: sees applications and borrowers' credits.
  collections: [
    P.applicationsRead,
    P.overpaymentsRead,
    P.dashboardRead,
    P.loansRead,
    P.loansNote,
    P.collectionsRead,
    P.collectionsManage,
    P.complaintsRead,
    P.contentRead,
    P.messagesRead,
  ],
  // Refunds and reconciles: credits to refund, payouts, bank transfers, waivers, the books.
  finance: [
    P.applicationsRead,
    P.overpaymentsRead,
    P.rulesRead,
    P.payoutsRead,
    P.payoutsManage,
    P.financeRead,
    P.financeManage,
    P.jobsRead,
    P.dashboardRead,
    P.loansRead,
    P.loansNote,
    P.collectionsRead,
    P.complaintsRead,
    P.contentRead,
    P.messagesRead,
  ],
  // Answers borrowers: what happened to an application, where a payment or a payout went; records
  // and follows their complaints.
  support: [
    P.applicationsRead,
    P.overpaymentsRead,
    P.payoutsRead,
    P.dashboardRead,
    P.loansRead,
    P.loansNote,
    P.collectionsRead,
    P.complaintsRead,
    P.complaintsManage,
    P.contentRead,
    P.messagesRead,
    P.messagesResend,
  ],
  // Read-only over the lending data; not campaigns, operators or the audit log.
  viewer: [
    P.applicationsRead,
    P.rulesRead,
    P.overpaymentsRead,
    P.payoutsRead,
    P.financeRead,
    P.dashboardRead,
    P.loansRead,
    P.collectionsRead,
    P.complaintsRead,
    P.contentRead,
    P.messagesRead,
  ],
};

export function roleMay(role: OperatorRoleValue, permission: OperatorPermissionValue): boolean {
  return OPERATOR_PERMISSIONS[role].includes(permission);
}

/**
 * What an /ops/v1 route requires: a permission, any live operator session ('signed-in': logout,
 * me), or nothing ('public': sign-in only). Every route must declare one.
 */
export type OperatorRouteAccess = OperatorPermissionValue | 'signed-in' | 'public';

export const operatorMeResponseSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: operatorRoleSchema,
  /** The permissions of the role, for the console to show only what it may do. */
  permissions: z.array(operatorPermissionSchema),
  /** Two-step sign-in: on for this operator, required for the role. */
  twoStep: twoStepStatusSchema,
});
export type OperatorMe = z.infer<typeof operatorMeResponseSchema>;
