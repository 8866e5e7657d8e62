import { z } from 'zod';

/**
 * The operator API (under /ops/v1), separate from the borrower's: its own accounts, sessions and
 * roles. What each role may do is the permission map in operator-permissions.ts.
 */

export const OPERATOR_TOKEN_HEADER = 'x-operator-token';
/**
 * The console's session: an HttpOnly, SameSite=Strict cookie on /ops/v1 that page scripts cannot
 * read. Calls authenticated by it must also carry OPERATOR_CONSOLE_HEADER: a page on another site
 * cannot add a custom header without a CORS preflight, which this server never grants.
 */
export const OPERATOR_SESSION_COOKIE = 'saral_ops';
export const OPERATOR_CONSOLE_HEADER = 'x-saral-console';
export const OperatorRole = {
  admin: 'admin',
  reviewer: 'reviewer',
  collections: 'collections',
  finance: 'finance',
  support: 'support',
  viewer: 'viewer',
} as const;
export type OperatorRoleValue = (typeof OperatorRole)[keyof typeof OperatorRole];
export const OPERATOR_ROLES = Object.values(OperatorRole) as [
  OperatorRoleValue,
  ...OperatorRoleValue[],
];
export const operatorRoleSchema = z.enum(OPERATOR_ROLES);

export const operatorLoginBodySchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(200),
  /** true: keep the session in the HttpOnly cookie (the console); the reply's token is null. */
  sessionCookie: z.boolean().optional(),
  /** The 6-digit code of the authenticator app, for operators with two-step sign-in on. */
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code has 6 digits')
    .optional(),
});

/** Two-step sign-in (TOTP): what the sign-in reply says when the code is missing or wrong. */
export const TwoStepMessage = {
  codeNeeded: 'Enter the 6-digit code from your authenticator app',
  wrongCode: 'That code is not right. Enter the current code from your authenticator app',
  setupNeeded: 'Set up two-step sign-in before you continue',
  alreadyOn: 'Two-step sign-in is already on',
  notStarted: 'Start the set-up first',
} as const;

export const twoStepSetupResponseSchema = z.object({
  /** Base32, for typing into the authenticator app. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The same URI as a QR code (an SVG document). */
  qrSvg: z.string(),
});
export const twoStepConfirmBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code has 6 digits'),
});
export const twoStepStatusSchema = z.object({
  on: z.boolean(),
  /** Required for the operator's role here (production: admin and finance). */
  required: z.boolean(),
});
export const operatorLoginResponseSchema = z.object({
  /** For the x-operator-token header; null when the session went into the cookie. */
  token: z.string().nullable(),
  role: operatorRoleSchema,
  expiresAt: z.string(),
});

export const applicationListQuerySchema = z.object({
  state: z.coerce.number().int().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const ruleResultSchema = z.object({
  rule: z.string(),
  passed: z.boolean(),
  detail: z.string(),
});
export const applicationSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  orderState: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  /** Masked. */
  phone: z.string(),
  loanAmount: z.number(),
  /** The loan purpose the borrower gave (LOAN_PURPOSES), or null. */
  purpose: z.string().nullable(),
  applyTime: z.string(),
  /** The automatic checks as last evaluated. */
  checks: z.array(ruleResultSchema),
  /** The approved decision-rules version the checks were made by (null before versions). */
  rulesVersion: z.number().int().nullable(),
  decisions: z.array(
    z.object({
      decision: z.enum(['approve', 'deny']),
      by: z.string(),
      at: z.string(),
      reason: z.string(),
      /** A denial's reason category, the one the borrower is shown; null otherwise. */
      category: z.string().nullable(),
      amount: z.number().nullable(),
    }),
  ),
});
export type Application = z.infer<typeof applicationSchema>;
export const applicationListResponseSchema = z.array(applicationSchema);

export const orderIdParamsSchema = z.object({ orderId: z.coerce.number().int().positive() });
export const approveBodySchema = z.object({
  /** A lower amount than applied for (rupees), or omitted to approve as applied. */
  amount: z.number().positive().optional(),
  reason: z.string().trim().min(3).max(500),
});
/**
 * The reasons a borrower is told when an operator denies an application: the denied screen shows
 * the one chosen. The operator's own note (reason) stays inside the company.
 */
export const DENIAL_REASON_CATEGORIES = [
  'Identity documents could not be verified',
  'Income does not support this loan',
  'Bank account details do not match',
  'Credit policy: not eligible now',
  'Suspected fraud or shared identity',
] as const;
export type DenialReasonCategory = (typeof DENIAL_REASON_CATEGORIES)[number];
/** What the automatic review's denials tell the borrower (its rule details stay inside). */
export const AUTOMATIC_DENIAL_CATEGORY: DenialReasonCategory = 'Credit policy: not eligible now';
export const denyBodySchema = z
  .object({
    category: z.enum(DENIAL_REASON_CATEGORIES, {
      message: `use one of: ${DENIAL_REASON_CATEGORIES.join('; ')}`,
    }),
    /** The operator's note for the file (never shown to the borrower); the category when left out. */
    reason: z.string().trim().min(3).max(500),
  })
  // Clients that send only a note (the API before categories) still work: the borrower is told
  // the general credit-policy category. An empty body gives no reason at all and is refused.
  .partial()
  .refine((body) => body.category !== undefined || body.reason !== undefined, {
    message: 'give a category (what the borrower is told) or a reason',
  })
  .transform((body) => ({ ...body, category: body.category ?? AUTOMATIC_DENIAL_CATEGORY }));

export const decisionRulesSchema = z.object({
  /** automatic: decided by the rules after autoDelaySeconds; manual: an operator decides. */
  mode: z.enum(['automatic', 'manual']),
  autoDelaySeconds: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600),
  requireKyc: z.boolean(),
  minAge: z.number().int().min(18).max(100),
  /** Rupees per month; 0 turns the floor off. */
  minMonthlyIncome: z.number().min(0),
  enforceTierLimit: z.boolean(),
  reapplyWaitDays: z.number().int().min(0).max(365),
  /** Deny when the PAN or the bank account is also used by another borrower. */
  denySharedPan: z.boolean(),
  denySharedBankAccount: z.boolean(),
});
export type DecisionRules = z.infer<typeof decisionRulesSchema>;
export const productIdParamsSchema = z.object({ productId: z.coerce.number().int().positive() });

/* Overpayments: money kept as borrowers' credit, to refund ---------------------------------- */

export const overpaymentListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const overpaymentSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  /** Rupees kept as the borrower's credit. */
  amount: z.number(),
  /** excess: the part of a payment above what was owed; repeatPayment: a paid link paid again. */
  source: z.enum(['excess', 'repeatPayment']),
  /** The payment's reference (provider:event id). */
  reference: z.string().nullable(),
  /** ISO time it was received. */
  receivedAt: z.string(),
});
export type Overpayment = z.infer<typeof overpaymentSchema>;
/** Newest first. */
export const overpaymentListResponseSchema = z.array(overpaymentSchema);
