import type { DecisionRules } from '@saral/contract/api/operator';
import { tierForLoanNumber, type CreditTierRange } from '@saral/contract/loan-math';
import { formatRupees, paiseToRupees } from '@saral/contract/money';
import { ageOn, FormParam } from '@saral/contract/onboarding';
import type { Queryable } from '../../db/database';
import { loanNumberAfter } from '../orders/credit-tier';
import { readCreditTiers } from '../orders/credit-tiers';
import { createOrderRepository } from '../orders/order-repository';
import { reapplyWaitLeft } from '../orders/reapply-wait';

/** One rule's verdict, as stored in orders.checks and shown to operators. */
export type RuleResult = { rule: string; passed: boolean; detail: string };

export const RuleName = {
  kyc: 'kyc complete',
  age: 'age',
  income: 'income floor',
  tier: 'tier limit',
  reapplyWait: 're-apply wait',
  sharedPan: 'shared PAN',
  sharedBankAccount: 'shared bank account',
} as const;

/** Everything the rules look at, read once per evaluation. */
export type ReviewFacts = {
  kycCompleted: boolean;
  faceCompleted: boolean;
  /** DD-MM-YYYY from the basic information form. */
  dateOfBirth: string | null;
  /** As typed in the work information form (rupees). */
  monthlyIncome: string | null;
  amountPaise: number;
  settledLoans: number;
  /** The borrower's latest denial other than the order under review. */
  lastDenialAt: Date | null;
  panNo: string | null;
  /** Other borrowers with the same PAN. */
  panSharedWith: number;
  /** null when the order has no bank account. */
  bankAccountSharedWith: number | null;
  /** The approved credit tiers. */
  tiers: readonly CreditTierRange[];
};

const dateOnly = (date: Date) => date.toISOString().slice(0, 10);

/** Pure: the verdict of every rule, in a fixed order. Rules switched off pass and say so. */
export function checkRules(facts: ReviewFacts, rules: DecisionRules, now: Date): RuleResult[] {
  return [
    kycRule(facts, rules),
    ageRule(facts, rules, now),
    incomeRule(facts, rules),
    tierRule(facts, rules),
    reapplyWaitRule(facts, rules, now),
    sharedPanRule(facts, rules),
    sharedBankAccountRule(facts, rules),
  ];
}

function kycRule(facts: ReviewFacts, rules: DecisionRules): RuleResult {
  const rule = RuleName.kyc;
  if (!rules.requireKyc) return { rule, passed: true, detail: 'Not required for this product' };
  const missing = [
    ...(facts.kycCompleted ? [] : ['identity (Aadhaar and PAN)']),
    ...(facts.faceCompleted ? [] : ['face check']),
  ];
  return missing.length === 0
    ? { rule, passed: true, detail: 'Identity and face check done' }
    : { rule, passed: false, detail: `Missing: ${missing.join(', ')}` };
}

function ageRule(facts: ReviewFacts, rules: DecisionRules, now: Date): RuleResult {
  const rule = RuleName.age;
  const age = facts.dateOfBirth ? ageOn(facts.dateOfBirth, now) : null;
  if (age === null) return { rule, passed: false, detail: 'No valid date of birth' };
  return age >= rules.minAge
    ? { rule, passed: true, detail: `Age ${age} (minimum ${rules.minAge})` }
    : { rule, passed: false, detail: `Age ${age} is under the minimum of ${rules.minAge}` };
}

/** Rupees typed into a form ("25000", "25,000", "₹ 25000"), or null. */
export function parseRupeeAnswer(value: string | null): number | null {
  if (value === null) return null;
  const cleaned = value.replace(/[₹,\s]/g, '');
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : null;
}

function incomeRule(facts: ReviewFacts, rules: DecisionRules): RuleResult {
  const rule = RuleName.income;
  if (rules.minMonthlyIncome === 0) return { rule, passed: true, detail: 'No income floor' };
  const income = parseRupeeAnswer(facts.monthlyIncome);
  if (income === null) return { rule, passed: false, detail: 'No monthly income given' };
  const floor = formatRupees(rules.minMonthlyIncome);
  return income >= rules.minMonthlyIncome
    ? { rule, passed: true, detail: `${formatRupees(income)} a month (floor ${floor})` }
    : {
        rule,
        passed: false,
        detail: `${formatRupees(income)} a month is under the floor of ${floor}`,
      };
}

function tierRule(facts: ReviewFacts, rules: DecisionRules): RuleResult {
  const rule = RuleName.tier;
  if (!rules.enforceTierLimit)
    return { rule, passed: true, detail: 'Not enforced for this product' };
  const loanNumber = loanNumberAfter(facts.settledLoans);
  const tier = tierForLoanNumber(loanNumber, facts.tiers);
  const amount = paiseToRupees(facts.amountPaise);
  const summary = `Loan ${loanNumber}: ${formatRupees(amount)}, tier maximum ${formatRupees(tier.maxRupees)}`;
  return { rule, passed: amount <= tier.maxRupees, detail: summary };
}

function reapplyWaitRule(facts: ReviewFacts, rules: DecisionRules, now: Date): RuleResult {
  const rule = RuleName.reapplyWait;
  if (rules.reapplyWaitDays === 0) return { rule, passed: true, detail: 'No wait after a denial' };
  if (!facts.lastDenialAt) return { rule, passed: true, detail: 'No earlier denial' };
  const wait = reapplyWaitLeft(facts.lastDenialAt, rules.reapplyWaitDays, now);
  return wait === null
    ? { rule, passed: true, detail: `Last denied ${dateOnly(facts.lastDenialAt)}, wait over` }
    : {
        rule,
        passed: false,
        detail: `Denied ${dateOnly(facts.lastDenialAt)}; may re-apply from ${dateOnly(wait.until)}`,
      };
}

function sharedPanRule(facts: ReviewFacts, rules: DecisionRules): RuleResult {
  const rule = RuleName.sharedPan;
  if (!rules.denySharedPan) return { rule, passed: true, detail: 'Not checked for this product' };
  if (!facts.panNo) return { rule, passed: true, detail: 'No PAN on file' };
  return facts.panSharedWith === 0
    ? { rule, passed: true, detail: 'PAN used by no other borrower' }
    : { rule, passed: false, detail: `PAN also used by ${plural(facts.panSharedWith)}` };
}

function sharedBankAccountRule(facts: ReviewFacts, rules: DecisionRules): RuleResult {
  const rule = RuleName.sharedBankAccount;
  if (!rules.denySharedBankAccount) {
    return { rule, passed: true, detail: 'Not checked for this product' };
  }
  if (facts.bankAccountSharedWith === null) {
    return { rule, passed: true, detail: 'No bank account on the application' };
  }
  return facts.bankAccountSharedWith === 0
    ? { rule, passed: true, detail: 'Bank account used by no other borrower' }
    : {
        rule,
        passed: false,
        detail: `Bank account also used by ${plural(facts.bankAccountSharedWith)}`,
      };
}

const plural = (count: number) => `${count} other borrower${count === 1 ? '' : 's'}`;

/** The auto-decision's reason: every failed rule with its detail. */
export function decisionReason(results: readonly RuleResult[]): string {
  const failed = results.filter((result) => !result.passed);
  return failed.length === 0
    ? 'All rules passed'
    : `Failed: ${failed.map((result) => `${result.rule} (${result.detail})`).join('; ')}`;
}

export type OrderUnderReview = {
  id: number;
  userId: number;
  bankCardId: number | null;
  amountPaise: number;
};

/** Reads the facts for one order (inside the caller's transaction, for a consistent view). */
export async function loadReviewFacts(
  db: Queryable,
  order: OrderUnderReview,
): Promise<ReviewFacts> {
  const [identity] = await db.query<{
    kyc_completed_at: Date | null;
    face_completed_at: Date | null;
    pan_no: string | null;
  }>('SELECT kyc_completed_at, face_completed_at, pan_no FROM user_identity WHERE user_id = $1', [
    order.userId,
  ]);
  const answers = await db.query<{ form: string; answers: Record<string, unknown> }>(
    `SELECT form, answers FROM form_answers WHERE user_id = $1 AND form IN ('baseInfo', 'workInfo')`,
    [order.userId],
  );
  const answer = (form: string, param: string): string | null => {
    const values = answers.find((row) => row.form === form)?.answers;
    const value = values && typeof values === 'object' ? values[param] : undefined;
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  };
  const orders = createOrderRepository(db);
  const panNo = identity?.pan_no ?? null;
  const panSharedWith = panNo
    ? await countOthers(
        db,
        'SELECT count(DISTINCT user_id)::int AS n FROM user_identity WHERE upper(pan_no) = upper($1) AND user_id <> $2',
        [panNo, order.userId],
      )
    : 0;
  const bankAccountSharedWith =
    order.bankCardId === null
      ? null
      : await countOthers(
          db,
          `SELECT count(DISTINCT other.user_id)::int AS n
           FROM bank_cards own JOIN bank_cards other ON other.account_lookup = own.account_lookup
           WHERE own.id = $1 AND other.user_id <> $2`,
          [order.bankCardId, order.userId],
        );
  return {
    kycCompleted: Boolean(identity?.kyc_completed_at),
    faceCompleted: Boolean(identity?.face_completed_at),
    dateOfBirth: answer('baseInfo', FormParam.dateOfBirth),
    monthlyIncome: answer('workInfo', 'monthlyIncome'),
    amountPaise: order.amountPaise,
    settledLoans: await orders.settledCount(order.userId),
    lastDenialAt: await orders.lastDenialAt(order.userId, order.id),
    panNo,
    panSharedWith,
    bankAccountSharedWith,
    tiers: await readCreditTiers(db),
  };
}

async function countOthers(db: Queryable, sql: string, params: (string | number)[]) {
  const [row] = await db.query<{ n: number }>(sql, params);
  return Number(row?.n ?? 0);
}
