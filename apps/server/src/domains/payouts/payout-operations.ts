import { randomUUID } from 'node:crypto';
import { AuditAction } from '@saral/contract/api/operator-admin';
import type { OperatorPayout, PayoutListQuery } from '@saral/contract/api/operator-finance';
import { paiseToRupees } from '@saral/contract/money';
import type { Database, Queryable, SqlParam } from '../../db/database';
import { failed, notFound } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import { decodeCursor, pageOf } from '../../shared/keyset-cursor';
import { recordAudit, type OperatorActor } from '../audit-log/audit-log';
import { endWithoutPayout, reopenForPayout } from '../orders/payout-reopening';
import { createServicingRepository } from '../orders/servicing-repository';
import type { PayoutRow } from './payout-rows';

/**
 * Operators' hold over payouts (finance): the list by status, a retry of a failed payout through
 * the payout queue (the worker sends it again under a new idempotency key) and a cancel that ends
 * it. Each decision locks the payout row, so two retries at once make one attempt.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ListRow = Pick<
  PayoutRow,
  | 'id'
  | 'order_id'
  | 'amount_paise'
  | 'status'
  | 'failure_reason'
  | 'attempts'
  | 'account_no'
  | 'created_at'
  | 'updated_at'
> & { operator_retries: number };

async function lockPayout(tx: Queryable, id: string) {
  const [row] = await tx.query<{ id: string; order_id: number; status: string; attempts: number }>(
    `SELECT id::text AS id, order_id, status, attempts FROM payouts WHERE id = $1 FOR UPDATE`,
    [id],
  );
  if (!row) throw notFound('Payout');
  if (row.status !== 'failed') {
    throw failed(`Only a failed payout can be changed; this one is ${row.status}`, 409);
  }
  return { ...row, order_id: Number(row.order_id), attempts: Number(row.attempts) };
}

export function createPayoutOperations({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async list(
      query: PayoutListQuery,
    ): Promise<{ items: OperatorPayout[]; nextCursor: string | null }> {
      const params: SqlParam[] = [query.status];
      let after = '';
      if (query.cursor) {
        const cursor = decodeCursor(query.cursor, UUID);
        params.push(cursor.at, cursor.id);
        after = 'AND (updated_at, id) < ($2, $3::uuid)';
      }
      params.push(query.limit + 1);
      const rows = await db.query<ListRow>(
        `SELECT id::text AS id, order_id, amount_paise, status, failure_reason, attempts,
           operator_retries, account_no, created_at, updated_at
         FROM payouts WHERE status = $1 ${after}
         ORDER BY updated_at DESC, id DESC LIMIT $${params.length}`,
        params,
      );
      const { page, nextCursor } = pageOf(rows, query.limit, (row) => ({
        at: new Date(row.updated_at),
        id: row.id,
      }));
      const orders = await createServicingRepository(db).summaries(
        page.map((row) => Number(row.order_id)),
      );
      return {
        items: page.map((row) => {
          const order = orders.get(Number(row.order_id));
          return {
            id: row.id,
            orderId: Number(row.order_id),
            orderNo: order?.orderNo ?? String(row.order_id),
            orderState: order?.state ?? 0,
            amount: paiseToRupees(Number(row.amount_paise)),
            status: row.status,
            attempts: Number(row.attempts),
            operatorRetries: Number(row.operator_retries),
            failureReason: row.failure_reason,
            accountLast4: row.account_no.slice(-4),
            createdAt: new Date(row.created_at).toISOString(),
            updatedAt: new Date(row.updated_at).toISOString(),
          };
        }),
        nextCursor,
      };
    },

    /** Back in the queue, due now, as a new send; the order waits in Lending again. */
    async retry(id: string, actor: OperatorActor): Promise<{ id: string; status: 'pending' }> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const payout = await lockPayout(tx, id);
        await reopenForPayout(tx, payout.order_id, {
          actor: actor.username,
          reason: `Payout re-queued by ${actor.username}`,
          at: now,
        });
        await tx.query(
          `UPDATE payouts SET status = 'pending', send_key = $2, provider_reference = NULL,
             failure_reason = NULL, attempts = 0, next_attempt_at = $3, updated_at = $3,
             operator_retries = operator_retries + 1
           WHERE id = $1`,
          [id, randomUUID(), now],
        );
        await recordAudit(tx, {
          actor,
          action: AuditAction.payoutRetry,
          at: now,
          entityType: 'payout',
          entityId: id,
          before: { status: 'failed', orderId: payout.order_id, attempts: payout.attempts },
          after: { status: 'pending' },
        });
        return { id, status: 'pending' as const };
      });
    },

    /** Never sent again; the order ends as a failed payout ends it (Failed). */
    async cancel(
      id: string,
      reason: string,
      actor: OperatorActor,
    ): Promise<{ id: string; status: 'cancelled' }> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const payout = await lockPayout(tx, id);
        await tx.query(`UPDATE payouts SET status = 'cancelled', updated_at = $2 WHERE id = $1`, [
          id,
          now,
        ]);
        await endWithoutPayout(tx, payout.order_id, {
          actor: actor.username,
          reason: `Payout cancelled by ${actor.username}: ${reason}`,
          at: now,
        });
        await recordAudit(tx, {
          actor,
          action: AuditAction.payoutCancel,
          at: now,
          entityType: 'payout',
          entityId: id,
          before: { status: 'failed', orderId: payout.order_id },
          after: { status: 'cancelled', reason },
        });
        return { id, status: 'cancelled' as const };
      });
    },
  };
}
export type PayoutOperations = ReturnType<typeof createPayoutOperations>;
