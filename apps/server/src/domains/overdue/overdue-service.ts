import type { FastifyBaseLogger } from 'fastify';
import { OrderState } from '@saral/contract/order-states';
import type { Database, Queryable } from '../../db/database';
import { NotificationEvent, type Notify } from '../../shared/borrower-notify';
import { addDays, daysBetween, istDay, type Clock } from '../../shared/clock';
import { PostingKind } from '../ledger/ledger';
import { postCharge } from '../ledger/ledger-postings';
import { transition } from '../orders/order-state-machine';
import { createServicingRepository } from '../orders/servicing-repository';

/**
 * The overdue job: loans past their due date become Overdued, and every overdue day is charged
 * its penal fee once. Each step claims its rows with FOR UPDATE SKIP LOCKED inside a transaction,
 * so any number of processes may run the job at once without moving or charging anything twice.
 */

/** Penal charge per day, in tenths of a percent of the principal (KFS: 0.5%, not compounded). */
export const OVERDUE_FEE_PER_MILLE_PER_DAY = 5;

/** One day's overdue fee: 0.5% of the principal, rounded half-up to the paisa. */
export function overdueFeePerDay(principalPaise: number): number {
  return Math.floor((principalPaise * OVERDUE_FEE_PER_MILLE_PER_DAY + 500) / 1000);
}

/** The days to charge: after the due date and after the last charged day, up to today. */
export function unchargedDays(dueDate: string, chargedThrough: string | null, today: string) {
  const last = chargedThrough !== null && chargedThrough > dueDate ? chargedThrough : dueDate;
  const days: string[] = [];
  for (let day = addDays(last, 1); day <= today; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * A pending extension whose 24 hours passed: lapsed, and an order waiting in Extension goes
 * back to Loaned, or Overdued when its due date has passed. The caller holds the extension's
 * row lock; this locks the order (extension before order, like every extension path).
 */
export async function lapseExtension(
  tx: Queryable,
  extension: { id: number; orderId: number },
  at: Date,
  actor: string,
  status: 'lapsed' | 'given_up' = 'lapsed',
): Promise<void> {
  await tx.query(`UPDATE order_extensions SET status = $2 WHERE id = $1 AND status = 'pending'`, [
    extension.id,
    status,
  ]);
  await returnFromExtension(tx, extension.orderId, at, actor);
}

/** Order in Extension → Loaned, or Overdued when past due; any other state is left alone. */
export async function returnFromExtension(
  tx: Queryable,
  orderId: number,
  at: Date,
  actor: string,
): Promise<void> {
  const order = await createServicingRepository(tx).lockDueDate(orderId);
  if (!order || order.state !== OrderState.extension) return;
  const pastDue = order.dueDate !== null && order.dueDate < istDay(at);
  await transition(tx, {
    orderId,
    from: OrderState.extension,
    to: pastDue ? OrderState.overdued : OrderState.loaned,
    actor,
    reason: 'extension not paid',
    at,
  });
}

/**
 * Days past the due date on which the borrower is told the loan is overdue, with the fee so far.
 * The notice is queued by the day's charge, in its transaction, so it always names that day's fee.
 */
export const OVERDUE_NOTICE_DAYS: readonly number[] = [1, 3, 7];

export type OverdueRun = {
  /** Extensions lapsed unpaid. */
  lapsed: number;
  /** Orders moved Loaned → Overdued. */
  overdued: number;
  /** Day charges posted. */
  chargedDays: number;
  chargedPaise: number;
};

type Deps = {
  db: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Queues the overdue notices; absent where no borrower is told (some tests). */
  notify?: Notify;
  /** Rows claimed per transaction. */
  batchSize?: number;
};

export function createOverdueService({ db, clock, log, notify, batchSize = 50 }: Deps) {
  /** Runs `claimBatch` in transactions until a batch is smaller than batchSize. */
  async function drain(claimBatch: (tx: Queryable) => Promise<number>): Promise<void> {
    for (;;) {
      const claimed = await db.transaction(claimBatch);
      if (claimed < batchSize) return;
    }
  }

  async function lapseDue(now: Date, run: OverdueRun) {
    await drain(async (tx) => {
      const rows = await tx.query<{ id: number; order_id: number }>(
        `SELECT id, order_id FROM order_extensions
         WHERE status = 'pending' AND pay_by <= $1
         ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED`,
        [now, batchSize],
      );
      for (const row of rows) {
        await lapseExtension(
          tx,
          { id: Number(row.id), orderId: Number(row.order_id) },
          now,
          'scheduler',
        );
        run.lapsed += 1;
      }
      return rows.length;
    });
  }

  async function overdueLoans(today: string, now: Date, run: OverdueRun) {
    await drain(async (tx) => {
      const orderIds = await createServicingRepository(tx).claimLoansPastDue(today, batchSize);
      for (const orderId of orderIds) {
        await transition(tx, {
          orderId,
          from: OrderState.loaned,
          to: OrderState.overdued,
          actor: 'scheduler',
          reason: 'past the due date',
          at: now,
        });
        run.overdued += 1;
      }
      return orderIds.length;
    });
  }

  async function chargeFees(today: string, now: Date, run: OverdueRun) {
    await drain(async (tx) => {
      const servicing = createServicingRepository(tx);
      const rows = await servicing.claimOverdueFeesDue(today, batchSize);
      for (const { orderId, principalPaise, dueDate, chargedThrough } of rows) {
        const fee = overdueFeePerDay(principalPaise);
        for (const day of unchargedDays(dueDate, chargedThrough, today)) {
          if (fee > 0) {
            await postCharge(tx, {
              orderId,
              kind: PostingKind.overdueFee,
              amountPaise: fee,
              reference: `overdue:${orderId}:${day}`,
              at: now,
            });
          }
          run.chargedDays += 1;
          run.chargedPaise += fee;
        }
        await servicing.markOverdueFeesCharged(orderId, today);
        const daysOverdue = daysBetween(dueDate, today);
        if (notify && OVERDUE_NOTICE_DAYS.includes(daysOverdue)) {
          // The same key a repeated run or another process would use: queued once.
          await notify(tx, {
            orderId,
            event: NotificationEvent.overdue,
            occurrence: `overdue-${daysOverdue}d:${dueDate}`,
            data: { daysOverdue },
          });
        }
      }
      return rows.length;
    });
  }

  return {
    /**
     * One run: unpaid extensions lapse, loans past due become Overdued, and each overdue day
     * not yet charged is charged (a day is a calendar day in India).
     */
    async runOverdue(now: Date = clock.now()): Promise<OverdueRun> {
      const today = istDay(now);
      const run: OverdueRun = { lapsed: 0, overdued: 0, chargedDays: 0, chargedPaise: 0 };
      await lapseDue(now, run);
      await overdueLoans(today, now, run);
      await chargeFees(today, now, run);
      if (run.lapsed + run.overdued + run.chargedDays > 0) log.info({ ...run }, 'overdue run');
      return run;
    },
  };
}
export type OverdueService = ReturnType<typeof createOverdueService>;
