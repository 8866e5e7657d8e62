import { OrderState } from '@saral/contract/order-states';
import type { Database, Queryable } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { NotificationEvent, type Notify } from '../../shared/borrower-notify';
import { recordPaidOut } from '../orders/disbursal';
import { transition } from '../orders/order-state-machine';
import { PayoutProviderError, type PayoutOutcome } from './payout-provider';
import type { PayoutRow } from './payout-rows';

/**
 * Records what the provider said about one claimed payout, each in its own transaction: paid
 * (order Lending → Loaned with postings), failed (order → Failed), still processing, or an error
 * that is retried with backoff. Kept apart from the claiming loop in payout-service.ts.
 */

/** A payout this process claimed, with the order number for the statement narration. */
export type PayoutClaim = PayoutRow & { order_no: string | null; claimedAt: Date };

/** What happened to a claimed payout in one run (a key of PayoutRunSummary). */
export type PayoutResult = 'paid' | 'failed' | 'processing' | 'retrying' | 'stale';

export const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

export function createPayoutOutcomeRecorder(deps: {
  db: Database;
  clock: Clock;
  actor: string;
  notify: Notify | undefined;
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  pollMs: number;
}) {
  const { db, clock, actor, maxAttempts, retryBaseMs, retryMaxMs, pollMs } = deps;
  const backoff = (attempts: number) =>
    Math.min(retryMaxMs, retryBaseMs * 2 ** Math.max(0, attempts - 1));

  /** Locks the payout; false when another process took it over since our claim. */
  async function stillOurs(tx: Queryable, claim: PayoutClaim): Promise<boolean> {
    const rows = await tx.query<{ status: string; updated_at: Date }>(
      'SELECT status, updated_at FROM payouts WHERE id = $1 FOR UPDATE',
      [claim.id],
    );
    const row = rows[0];
    return (
      row !== undefined &&
      row.status === 'processing' &&
      new Date(row.updated_at).getTime() === claim.claimedAt.getTime()
    );
  }

  async function markPaid(tx: Queryable, claim: PayoutClaim, reference: string, now: Date) {
    await tx.query(
      `UPDATE payouts SET status = 'paid', provider_reference = $2, failure_reason = NULL,
         updated_at = $3
       WHERE id = $1`,
      [claim.id, reference, now],
    );
    await recordPaidOut(tx, {
      orderId: claim.order_id,
      payoutId: claim.id,
      paidPaise: claim.amount_paise,
      actor,
      reason: `Paid out to account XXXX${claim.account_no.slice(-4)} (${reference})`,
      at: now,
    });
    await deps.notify?.(tx, { orderId: claim.order_id, event: NotificationEvent.disbursed });
  }

  async function markFailed(
    tx: Queryable,
    claim: PayoutClaim,
    reference: string | null,
    reason: string,
    now: Date,
  ) {
    await tx.query(
      `UPDATE payouts SET status = 'failed', failure_reason = $2,
         provider_reference = COALESCE($3, provider_reference), updated_at = $4
       WHERE id = $1`,
      [claim.id, reason, reference, now],
    );
    await transition(tx, {
      orderId: claim.order_id,
      from: OrderState.lending,
      to: OrderState.failed,
      actor,
      reason: `Payout failed: ${reason}`,
      at: now,
    });
  }

  async function recordOutcome(claim: PayoutClaim, outcome: PayoutOutcome): Promise<PayoutResult> {
    const now = clock.now();
    return db.transaction(async (tx): Promise<PayoutResult> => {
      if (!(await stillOurs(tx, claim))) return 'stale';
      switch (outcome.status) {
        case 'paid':
          await markPaid(tx, claim, outcome.providerReference, now);
          return 'paid';
        case 'failed':
          await markFailed(tx, claim, outcome.providerReference, outcome.reason, now);
          return 'failed';
        case 'processing':
          await tx.query(
            `UPDATE payouts SET provider_reference = $2, next_attempt_at = $3, updated_at = $4,
               failure_reason = NULL
             WHERE id = $1`,
            [claim.id, outcome.providerReference, later(now, pollMs), now],
          );
          return 'processing';
      }
    });
  }

  async function recordError(claim: PayoutClaim, error: unknown): Promise<PayoutResult> {
    const now = clock.now();
    const providerError =
      error instanceof PayoutProviderError
        ? error
        : new PayoutProviderError(`payout provider threw: ${(error as Error).message}`, true);
    const sending = claim.provider_reference === null;
    return db.transaction(async (tx): Promise<PayoutResult> => {
      if (!(await stillOurs(tx, claim))) return 'stale';
      if (!sending) {
        // Accepted earlier: whatever went wrong now, only the provider may call it failed.
        await tx.query(
          `UPDATE payouts SET next_attempt_at = $2, updated_at = $3, failure_reason = $4
           WHERE id = $1`,
          [claim.id, later(now, retryBaseMs), now, providerError.message],
        );
        return 'processing';
      }
      if (!providerError.retryable || claim.attempts >= maxAttempts) {
        const reason = providerError.retryable
          ? `not accepted after ${claim.attempts} attempts: ${providerError.message}`
          : providerError.message;
        await markFailed(tx, claim, null, reason, now);
        return 'failed';
      }
      await tx.query(
        `UPDATE payouts SET status = 'pending', next_attempt_at = $2, updated_at = $3,
           failure_reason = $4
         WHERE id = $1`,
        [claim.id, later(now, backoff(claim.attempts)), now, providerError.message],
      );
      return 'retrying';
    });
  }

  return { recordOutcome, recordError };
}
