import {
  DEFAULT_RISK_SIGNAL_ACTIONS,
  riskSignalActionsSchema,
  type FraudCheck,
  type RiskAction,
  type RiskSignalActions,
  type RiskSignals,
  type RiskSignalValue,
} from '@saral/contract/api/risk';
import type { Database, Queryable } from '../../db/database';
import { notFound } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import { createSettingsRepository } from '../content/settings-repository';
import { orderOrigin } from '../orders/order-origin';
import { detectSignals } from './risk-detection';

export const RISK_ACTIONS_SETTING_KEY = 'risk_signal_actions';

/** The operators' actions per signal; a signal they left out keeps its default. */
export async function readRiskActions(q: Queryable): Promise<RiskSignalActions> {
  const parsed = riskSignalActionsSchema.safeParse(
    await createSettingsRepository(q).get(RISK_ACTIONS_SETTING_KEY),
  );
  return { ...DEFAULT_RISK_SIGNAL_ACTIONS, ...(parsed.success ? parsed.data : {}) };
}

export async function seedRiskActions(tx: Queryable): Promise<void> {
  await createSettingsRepository(tx).insertIfMissing(
    RISK_ACTIONS_SETTING_KEY,
    DEFAULT_RISK_SIGNAL_ACTIONS,
  );
}

export type RiskAssessment = {
  /** hold when any signal's action is deny or review. */
  result: 'pass' | 'hold';
  deny: RiskSignalValue[];
  review: RiskSignalValue[];
};

/**
 * Computes the order's signals now and stores them (replacing earlier ones) for operators, in
 * the caller's transaction; answers what they mean under the operators' actions.
 */
export async function assessRisk(q: Queryable, orderId: number, at: Date): Promise<RiskAssessment> {
  const [signals, actions] = await Promise.all([detectSignals(q, orderId), readRiskActions(q)]);
  await q.query('DELETE FROM order_risk_signals WHERE order_id = $1', [orderId]);
  const byAction: Record<RiskAction, RiskSignalValue[]> = { deny: [], review: [], ignore: [] };
  for (const { signal, matches } of signals) {
    const action = actions[signal];
    byAction[action].push(signal);
    await q.query(
      `INSERT INTO order_risk_signals (order_id, signal, action, matches, computed_at)
       VALUES ($1, $2, $3, $4::jsonb, $5)`,
      [orderId, signal, action, JSON.stringify(matches), at],
    );
  }
  const held = byAction.deny.length + byAction.review.length > 0;
  return { result: held ? 'hold' : 'pass', deny: byAction.deny, review: byAction.review };
}

export function createRiskService(deps: { db: Database; clock: Clock }) {
  return {
    /** GET /order/v1/fraud-check: pass or hold, nothing about why (the borrower's own order). */
    async fraudCheck(userId: number, orderId: number): Promise<FraudCheck> {
      const origin = await orderOrigin(deps.db, orderId);
      // Someone else's order looks exactly like a missing one.
      if (!origin || origin.user_id !== userId) throw notFound('Order');
      const { result } = await deps.db.transaction((tx) =>
        assessRisk(tx, orderId, deps.clock.now()),
      );
      return { result };
    },

    /** The operators' view: every signal found at the last check, with what matched. */
    async signals(orderId: number): Promise<RiskSignals> {
      const rows = await deps.db.query<{
        signal: RiskSignalValue;
        action: RiskAction;
        matches: Record<string, unknown>;
        computed_at: Date;
      }>(
        `SELECT signal, action, matches, computed_at FROM order_risk_signals
         WHERE order_id = $1 ORDER BY signal`,
        [orderId],
      );
      if (!(await orderOrigin(deps.db, orderId))) throw notFound('Order');
      return {
        result: rows.some((row) => row.action !== 'ignore') ? 'hold' : 'pass',
        signals: rows.map((row) => ({
          signal: row.signal,
          action: row.action,
          matches: row.matches,
          computedAt: new Date(row.computed_at).toISOString(),
        })),
      };
    },
  };
}
export type RiskService = ReturnType<typeof createRiskService>;
