import { z } from 'zod';
import type { ActiveLoan } from '@saral/contract/api/loan';
import { tierForLoanNumber, type CreditTierRange } from '@saral/contract/loan-math';
import { ACTIVE_ORDER_STATES } from '@saral/contract/order-states';
import type { Queryable } from '../../db/database';
import { createSettingsRepository } from '../content/settings-repository';
import { loanNumberOf } from './credit-tier';
import { readCreditTiers } from './credit-tiers';
import { createOrderRepository, type ActiveLoanRow } from './order-repository';

/**
 * One loan at a time: a borrower with an active loan (ACTIVE_ORDER_STATES, on any product) may
 * not apply for another. Operators may allow more per credit tier (app_settings
 * 'active_loan_limit'); two active loans on one product are never allowed.
 */
export const ACTIVE_LOAN_LIMIT_KEY = 'active_loan_limit';

const limitSchema = z.number().int().min(1).max(10);
const settingSchema = z.object({
  /** Active loans a borrower may hold at once. */
  default: limitSchema,
  /** By credit tier, keyed by the tier's first loan number (the seed's tiers: "1", "3", "5"). */
  byTier: z.record(z.string().regex(/^\d+$/), limitSchema).default({}),
});
export type ActiveLoanLimitSetting = z.infer<typeof settingSchema>;

/** The default (and the seed): one active loan, whatever the tier. */
export const ACTIVE_LOAN_LIMIT_SEED: ActiveLoanLimitSetting = { default: 1, byTier: {} };

/** The stored setting; the default when it is missing or does not validate. */
export async function readActiveLoanLimit(q: Queryable): Promise<ActiveLoanLimitSetting> {
  const parsed = settingSchema.safeParse(
    await createSettingsRepository(q).get(ACTIVE_LOAN_LIMIT_KEY),
  );
  return parsed.success ? parsed.data : ACTIVE_LOAN_LIMIT_SEED;
}

export async function seedActiveLoanLimit(tx: Queryable): Promise<void> {
  await createSettingsRepository(tx).insertIfMissing(ACTIVE_LOAN_LIMIT_KEY, ACTIVE_LOAN_LIMIT_SEED);
}

/** How many active loans a borrower whose next loan is their `loanNumber`th may hold. */
export function activeLoanLimitFor(
  setting: ActiveLoanLimitSetting,
  loanNumber: number,
  tiers?: readonly CreditTierRange[],
): number {
  return setting.byTier[String(tierForLoanNumber(loanNumber, tiers).loans)] ?? setting.default;
}

/** What the borrower reads: which loan is in the way. */
export function activeLoanMessage(loan: ActiveLoanRow): string {
  return `You already have an active loan: ${loan.product_name}, order ${loan.order_no ?? loan.id}. You can apply for another loan once it is closed.`;
}

export function toActiveLoan(loan: ActiveLoanRow): ActiveLoan {
  return {
    orderId: loan.id,
    orderNo: loan.order_no ?? String(loan.id),
    productName: loan.product_name,
    message: activeLoanMessage(loan),
  };
}

/**
 * The active loan that stops this borrower applying for `productId` (the newest one), or null.
 * Race-free only inside a transaction holding the borrower's row lock (apply does).
 */
export async function blockingActiveLoan(
  q: Queryable,
  userId: number,
  productId: number,
): Promise<ActiveLoanRow | null> {
  const active = await createOrderRepository(q).activeLoansOf(userId, ACTIVE_ORDER_STATES);
  const newest = active[0];
  if (!newest) return null;
  const sameProduct = active.find((loan) => loan.product_id === productId);
  if (sameProduct) return sameProduct;
  const limit = activeLoanLimitFor(
    await readActiveLoanLimit(q),
    await loanNumberOf(q, userId),
    await readCreditTiers(q),
  );
  return active.length >= limit ? newest : null;
}
