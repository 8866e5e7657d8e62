import { z } from 'zod';
import { decisionRulesSchema } from './operator';
import {
  PRODUCT_AMOUNT_MAX_RUPEES,
  versionFieldsSchema,
  versionReasonSchema,
} from './ops-products';

/**
 * Versioned settings other than product terms (decision rules, credit tiers): an admin proposes
 * a version edited from the approved one (baseVersion), a second admin approves or rejects it.
 * A proposal on an older version is refused with 409 and ErrorCode.staleEdit.
 */
export const settingVersionSchemaOf = <T extends z.ZodType>(value: T) =>
  versionFieldsSchema.extend({ value });

export const proposalBodySchemaOf = <T extends z.ZodType>(value: T) =>
  z.object({
    value,
    reason: versionReasonSchema,
    /** The approved version the value was edited from: an older one is stale (409). */
    baseVersion: z.number().int().positive(),
  });

export const settingVersionParamsSchema = z.object({
  version: z.coerce.number().int().positive(),
});

/* Decision rules ----------------------------------------------------------------------------- */

export const decisionRulesVersionSchema = settingVersionSchemaOf(decisionRulesSchema);
export type DecisionRulesVersion = z.infer<typeof decisionRulesVersionSchema>;
export const decisionRulesVersionListSchema = z.array(decisionRulesVersionSchema);
export const proposeDecisionRulesBodySchema = proposalBodySchemaOf(decisionRulesSchema);
export type ProposeDecisionRulesBody = z.infer<typeof proposeDecisionRulesBodySchema>;
export const decisionRulesVersionParamsSchema = z.object({
  productId: z.coerce.number().int().positive(),
  version: z.coerce.number().int().positive(),
});

/* Credit tiers ------------------------------------------------------------------------------- */

export const CREDIT_TIERS_MAX = 10;
const tierAmount = z
  .number()
  .int('Amounts are whole rupees')
  .positive('Amounts must be above ₹0')
  .max(PRODUCT_AMOUNT_MAX_RUPEES, `Amounts are at most ₹${PRODUCT_AMOUNT_MAX_RUPEES}`);

/** One tier: from the borrower's `loans`th loan on, amounts from minRupees to maxRupees. */
export const creditTierSchema = z
  .object({
    loans: z.number().int('A loan number is whole').min(1, 'Tiers start at loan 1 or later'),
    minRupees: tierAmount,
    maxRupees: tierAmount,
  })
  .refine((tier) => tier.minRupees <= tier.maxRupees, {
    path: ['maxRupees'],
    message: 'The maximum must be at least the minimum',
  });
export type CreditTier = z.infer<typeof creditTierSchema>;

/** The tiers in order: the first starts at loan 1, each later one at a later loan and no lower. */
export const creditTiersSchema = z
  .array(creditTierSchema)
  .min(1, 'Give at least one tier')
  .max(CREDIT_TIERS_MAX, `At most ${CREDIT_TIERS_MAX} tiers`)
  .superRefine((tiers, context) => {
    if (tiers[0] && tiers[0].loans !== 1) {
      context.addIssue({
        code: 'custom',
        path: [0, 'loans'],
        message: 'The first tier starts at loan 1',
      });
    }
    tiers.forEach((tier, index) => {
      const previous = index > 0 ? tiers[index - 1] : undefined;
      if (!previous) return;
      if (tier.loans <= previous.loans) {
        context.addIssue({
          code: 'custom',
          path: [index, 'loans'],
          message: 'Each tier starts at a later loan than the one before',
        });
      }
      if (tier.maxRupees < previous.maxRupees) {
        context.addIssue({
          code: 'custom',
          path: [index, 'maxRupees'],
          message: 'A later tier cannot lend less than the one before',
        });
      }
    });
  });
export type CreditTiers = z.infer<typeof creditTiersSchema>;

export const creditTiersVersionSchema = settingVersionSchemaOf(creditTiersSchema);
export type CreditTiersVersion = z.infer<typeof creditTiersVersionSchema>;
export const creditTiersVersionListSchema = z.array(creditTiersVersionSchema);
export const proposeCreditTiersBodySchema = proposalBodySchemaOf(creditTiersSchema);
export type ProposeCreditTiersBody = z.infer<typeof proposeCreditTiersBodySchema>;
