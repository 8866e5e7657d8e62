import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/database';
import type { Clock } from '../../shared/clock';
import type { Notify } from '../../shared/borrower-notify';
import { createServicingRepository } from '../orders/servicing-repository';
import type { PayoutOutcome, PayoutProvider, PayoutRequest } from './payout-provider';
import {
  createPayoutOutcomeRecorder,
  later,
  type PayoutClaim,
  type PayoutResult,
} from './payout-outcomes';
import { findPayoutOfOrder, normalisePayout, PAYOUT_COLUMNS, type PayoutRow } from './payout-rows';

export type PayoutLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * Queues the payout of an order (status pending, due now) in the caller's transaction; the
 * worker sends it. payouts.order_id is unique: an order is paid out at most once.
 */
export async function queuePayout(
  tx: Queryable,
  payout: {
    orderId: number;
    provider: string;
    amountPaise: number;
    ifsc: string;
    accountNo: string;
    at: Date;
  },
): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `INSERT INTO payouts (id, order_id, provider, amount_paise, ifsc, account_no, status,
       attempts, next_attempt_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'pending', 0, $7, $7, $7)`,
    [
      id,
      payout.orderId,
      payout.provider,
      payout.amountPaise,
      payout.ifsc,
      payout.accountNo,
      payout.at,
    ],
  );
  return id;
}

export type PayoutRunSummary = {
  /** Order ids by what happened to their payout in this run. */
  paid: number[];
  failed: number[];
  /** Accepted by the provider and still on its way. */
  processing: number[];
  /** Not accepted yet; sent again after a backoff. */
  retrying: number[];
  /** Another process had taken the payout over (its claim expired); nothing recorded. */
  stale: number[];
};

type Deps = {
  db: Database;
  clock: Clock;
  provider: PayoutProvider;
  log: PayoutLog;
  /** Borrower notifications: the money was sent. */
  notify?: Notify;
  /** Sends tried before a payout that is never accepted is given up (order → Failed). */
  maxAttempts?: number;
  /** First retry after this, doubling each time up to retryMaxMs. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How soon a processing payout is asked about again. */
  pollMs?: number;
  /** A claimed payout whose process vanished is taken up again after this. */
  leaseMs?: number;
  batchSize?: number;
};

/**
 * Pays approved loans out: claims due payouts (SKIP LOCKED, so any number of processes may run
 * it), asks the provider outside any transaction, and records each outcome in its own
 * transaction. Paid: payout 'paid', order Lending → Loaned with loan and due dates and the
 * disbursal postings. Refused by the bank: payout 'failed', order Lending → Failed, no postings.
 * Unanswered sends are retried with backoff under the same payout id (the provider's idempotency
 * key) and given up after maxAttempts. A payout the provider accepted is never given up by us:
 * only the provider's answer decides it.
 */
export function createPayoutService(deps: Deps) {
  const { db, clock, provider, log } = deps;
  const maxAttempts = deps.maxAttempts ?? 5;
  const retryBaseMs = deps.retryBaseMs ?? 5_000;
  const leaseMs = deps.leaseMs ?? 60_000;
  const batchSize = deps.batchSize ?? 20;
  const actor = `payout:${provider.name}`;

  const { recordOutcome, recordError } = createPayoutOutcomeRecorder({
    db,
    clock,
    actor,
    notify: deps.notify,
    maxAttempts,
    retryBaseMs,
    retryMaxMs: deps.retryMaxMs ?? 5 * 60_000,
    pollMs: deps.pollMs ?? 3_000,
  });

  async function claimDue(now: Date): Promise<PayoutClaim[]> {
    return db.transaction(async (tx) => {
      const due = await tx.query<{ id: string }>(
        `SELECT id::text AS id FROM payouts
         WHERE status IN ('pending', 'processing') AND next_attempt_at <= $1 AND provider = $2
         ORDER BY next_attempt_at, id
         LIMIT $3
         FOR UPDATE SKIP LOCKED`,
        [now, provider.name, batchSize],
      );
      if (due.length === 0) return [];
      // A send counts as an attempt; asking about an accepted payout does not.
      const claimed = await tx.query<PayoutRow>(
        `UPDATE payouts SET status = 'processing', updated_at = $2, next_attempt_at = $3,
           attempts = attempts + CASE WHEN provider_reference IS NULL THEN 1 ELSE 0 END
         WHERE id = ANY($1::uuid[])
         RETURNING ${PAYOUT_COLUMNS}`,
        [due.map((row) => row.id), now, later(now, leaseMs)],
      );
      const rows = claimed.map(normalisePayout);
      const orderNo = await createServicingRepository(tx).orderNumbers(
        rows.map((row) => row.order_id),
      );
      return rows.map((row) => ({
        ...row,
        order_no: orderNo.get(row.order_id) ?? null,
        claimedAt: now,
      }));
    });
  }

  async function handle(claim: PayoutClaim): Promise<PayoutResult> {
    const request: PayoutRequest = {
      payoutId: claim.send_key ?? claim.id,
      amountPaise: claim.amount_paise,
      ifsc: claim.ifsc,
      accountNo: claim.account_no,
      narration: narration(claim.order_no ?? String(claim.order_id)),
    };
    let outcome: PayoutOutcome;
    try {
      outcome =
        claim.provider_reference === null
          ? await provider.send(request)
          : await provider.check(request, claim.provider_reference);
    } catch (error) {
      log.warn(
        { err: error, payoutId: claim.id, orderId: claim.order_id, attempts: claim.attempts },
        'payout provider call failed',
      );
      return recordError(claim, error);
    }
    return recordOutcome(claim, outcome);
  }

  return {
    /**
     * One pass: claims up to batchSize due payouts and settles what the provider says about each.
     * A payout whose outcome cannot be recorded (a database error) is logged and taken up again
     * when its claim expires.
     */
    async runDuePayouts(now: Date = clock.now()): Promise<PayoutRunSummary> {
      const summary: PayoutRunSummary = {
        paid: [],
        failed: [],
        processing: [],
        retrying: [],
        stale: [],
      };
      const claims = await claimDue(now);
      const results = await Promise.allSettled(claims.map((claim) => handle(claim)));
      results.forEach((result, index) => {
        const claim = claims[index];
        if (!claim) return;
        if (result.status === 'fulfilled') summary[result.value].push(claim.order_id);
        else {
          log.error(
            { err: result.reason, payoutId: claim.id, orderId: claim.order_id },
            'recording a payout outcome failed',
          );
        }
      });
      if (summary.paid.length + summary.failed.length > 0) {
        log.info({ paid: summary.paid, failed: summary.failed }, 'payouts settled');
      }
      return summary;
    },

    findByOrder: (orderId: number) => findPayoutOfOrder(db, orderId),
  };
}
export type PayoutService = ReturnType<typeof createPayoutService>;

/** What the borrower's statement shows: letters, digits and spaces, at most 30 characters. */
function narration(orderNo: string): string {
  return `Saral loan ${orderNo}`.replace(/[^A-Za-z0-9 ]/g, '').slice(0, 30);
}
