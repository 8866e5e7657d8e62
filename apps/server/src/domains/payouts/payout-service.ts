import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { OrderState } from '@saral/contract/order-states';
import type { Database, Queryable } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { recordPaidOut } from '../orders/disbursal';
import { NotificationEvent, type Notify } from '../../shared/borrower-notify';
import { transition } from '../orders/order-state-machine';
import { createServicingRepository } from '../orders/servicing-repository';
import {
  PayoutProviderError,
  type PayoutOutcome,
  type PayoutProvider,
  type PayoutRequest,
} from './payout-provider';

export type PayoutLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export type PayoutStatus = 'pending' | 'processing' | 'paid' | 'failed';

export type PayoutRow = {
  id: string;
  order_id: number;
  provider: string;
  amount_paise: number;
  ifsc: string;
  account_no: string;
  status: PayoutStatus;
  provider_reference: string | null;
  failure_reason: string | null;
  /** The provider's idempotency key of the current send (after an operator's retry). */
  send_key: string | null;
  attempts: number;
  next_attempt_at: Date;
  created_at: Date;
  updated_at: Date;
};

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

const PAYOUT_COLUMNS = `id::text AS id, order_id, provider, amount_paise, ifsc, account_no, status,
  provider_reference, failure_reason, send_key::text AS send_key, attempts, next_attempt_at,
  created_at, updated_at`;

function normalise(row: PayoutRow): PayoutRow {
  return {
    ...row,
    order_id: Number(row.order_id),
    amount_paise: Number(row.amount_paise),
    attempts: Number(row.attempts),
    next_attempt_at: new Date(row.next_attempt_at),
    created_at: new Date(row.created_at),
    updated_at: new Date(row.updated_at),
  };
}

export async function findPayoutOfOrder(q: Queryable, orderId: number): Promise<PayoutRow | null> {
  const rows = await q.query<PayoutRow>(
    `SELECT ${PAYOUT_COLUMNS} FROM payouts WHERE order_id = $1`,
    [orderId],
  );
  return rows[0] ? normalise(rows[0]) : null;
}

type Claim = PayoutRow & { order_no: string | null; claimedAt: Date };

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
  const retryMaxMs = deps.retryMaxMs ?? 5 * 60_000;
  const pollMs = deps.pollMs ?? 3_000;
  const leaseMs = deps.leaseMs ?? 60_000;
  const batchSize = deps.batchSize ?? 20;
  const actor = `payout:${provider.name}`;

  const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
  const backoff = (attempts: number) =>
    Math.min(retryMaxMs, retryBaseMs * 2 ** Math.max(0, attempts - 1));

  async function claimDue(now: Date): Promise<Claim[]> {
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
      const rows = claimed.map(normalise);
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

  /** Locks the payout; false when another process took it over since our claim. */
  async function stillOurs(tx: Queryable, claim: Claim): Promise<boolean> {
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

  async function markPaid(tx: Queryable, claim: Claim, reference: string, now: Date) {
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
    claim: Claim,
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

  type Result = keyof PayoutRunSummary;

  async function recordOutcome(claim: Claim, outcome: PayoutOutcome): Promise<Result> {
    const now = clock.now();
    return db.transaction(async (tx): Promise<Result> => {
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

  async function recordError(claim: Claim, error: unknown): Promise<Result> {
    const now = clock.now();
    const providerError =
      error instanceof PayoutProviderError
        ? error
        : new PayoutProviderError(`payout provider threw: ${(error as Error).message}`, true);
    const sending = claim.provider_reference === null;
    return db.transaction(async (tx): Promise<Result> => {
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

  async function handle(claim: Claim): Promise<Result> {
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
