import { OPERATOR_ROLES, type OperatorRoleValue } from '@saral/contract/api/operator';
import type { Queryable } from '../database';
import { hashPassword } from '../../domains/operators/operator-passwords';
import { createOperatorRepository } from '../../domains/operators/operator-repository';
import {
  createDecisionRulesRepository,
  DEFAULT_DECISION_RULES,
} from '../../domains/review/decision-rules';
import { PRODUCT_SEED } from './catalog-seed';

type DevOperator = { username: string; password: string; role: OperatorRoleValue };

/** One demo operator per role (`<role>.demo`, password `saral-<role>-demo`), for the console. */
export const DEMO_OPERATORS: readonly DevOperator[] = OPERATOR_ROLES.map((role) => ({
  username: `${role}.demo`,
  password: `saral-${role}-demo`,
  role,
}));

/**
 * Development operators, documented so anyone running the demo can sign in to /ops/v1: the
 * first two accounts (kept for existing demos and scripts) and one per role. Never created in
 * production: there an admin runs scripts/create-operator.ts.
 */
export const DEV_OPERATORS: readonly DevOperator[] = [
  { username: 'reviewer', password: 'saral-reviewer-dev', role: 'reviewer' },
  { username: 'admin', password: 'saral-admin-dev', role: 'admin' },
  ...DEMO_OPERATORS,
];

/** The demo recovery agent's details, which the borrower is sent on assignment (RBI). */
export const DEMO_AGENT_DETAILS = {
  displayName: 'Kavita Menon',
  phone: '9876501234',
  agency: 'Saral Collections (in-house)',
} as const;

/** The product the demo decides by hand, so the operator flow can be shown. */
export const DEMO_MANUAL_PRODUCT_CODE = 'saral-flex';

/** Idempotent: adds missing development operators; existing ones (and their passwords) stay. */
export async function seedOperators(tx: Queryable, options: { demo: boolean }): Promise<void> {
  if (!options.demo) return;
  const operators = createOperatorRepository(tx);
  const existing = await operators.existingUsernames(DEV_OPERATORS.map((item) => item.username));
  for (const operator of DEV_OPERATORS) {
    if (existing.has(operator.username)) continue; // hashing is slow; skip what is there
    await operators.insert({
      username: operator.username,
      passwordHash: await hashPassword(operator.password),
      role: operator.role,
    });
  }
  await operators.setDetailsIfMissing('collections.demo', DEMO_AGENT_DETAILS);
}

/**
 * Idempotent: decision rules for the seeded products that have none (operators' edits stay).
 * The demo decides one product by hand; production starts every product on the defaults.
 */
export async function seedDecisionRules(tx: Queryable, options: { demo: boolean }): Promise<void> {
  const rules = createDecisionRulesRepository(tx);
  for (const product of PRODUCT_SEED) {
    const manual = options.demo && product.code === DEMO_MANUAL_PRODUCT_CODE;
    await rules.insertIfMissing(product.code, {
      ...DEFAULT_DECISION_RULES,
      ...(manual ? { mode: 'manual' as const } : {}),
    });
  }
  // Version 1 of the rules of every product that has none yet.
  await rules.insertFirstVersions(new Date());
}
