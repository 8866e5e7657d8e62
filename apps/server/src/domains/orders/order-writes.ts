import { OrderState } from '@saral/contract/order-states';
import type { Queryable } from '../../db/database';
import type { OrderPrice } from './loan-quote';

/**
 * The writes on orders outside transition: a new order with its number, and a new price before
 * the money moves. order-repository hands them out with its reads.
 */

/**
 * A new order. Applications start in Auditing (apply); seeds and test data may start one in a
 * later state with the dates that state implies. From then on only transition moves it.
 */
export type OrderDraft = {
  userId: number;
  productId: number;
  state: number;
  amountPaise: number;
  /** Null for orders that were never priced (demo data). */
  price: OrderPrice | null;
  /** The approved product version the price was taken from (apply); the order keeps it. */
  productVersionId?: number | null;
  bankCardId?: number | null;
  idempotencyKey?: string | null;
  /** Fingerprint of the request the key came with: the same key with another body is refused. */
  requestHash?: string | null;
  autoMoney?: number;
  purpose?: string | null;
  applyIp?: string | null;
  applyDevice?: string | null;
  decideAfter?: Date | null;
  /** When it was applied for. */
  at: Date;
  decidedAt?: Date | null;
  kfsAcceptedAt?: Date | null;
  loanDate?: Date | null;
  /** YYYY-MM-DD */
  dueDate?: string | null;
};

/** SRL + date + id: unique, readable on the phone and in support calls. */
export function orderNumber(id: number, at: Date): string {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '');
  return `SRL${day}${String(id).padStart(6, '0')}`;
}

export function createOrderWrites(db: Queryable) {
  return {
    /** Inserts an order with its number; null when its idempotency key was already used. */
    async insert(order: OrderDraft): Promise<number | null> {
      const price = order.price;
      const rows = await db.query<{ id: number }>(
        `INSERT INTO orders (user_id, product_id, state, loan_amount_paise, bank_card_id,
           idempotency_key, period_days, daily_rate_percent, processing_fee_percent,
           interest_paise, processing_fee_paise, gst_paise, received_paise, repayment_paise,
           auto_money, decide_after, created_at, updated_at, decided_at, kfs_accepted_at,
           loan_date, due_date, idempotency_request_hash, purpose, apply_ip, apply_device,
           product_version_id, applied_amount_paise)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17,
           $18, $19, $20, $21::date, $22, $23, $24, $25, $26, $4)
         ON CONFLICT (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
         RETURNING id`,
        [
          order.userId,
          order.productId,
          order.state,
          order.amountPaise,
          order.bankCardId ?? null,
          order.idempotencyKey ?? null,
          price?.periodDays ?? null,
          price?.dailyRatePercent ?? null,
          price?.processingFeePercent ?? null,
          price?.quote.interestPaise ?? null,
          price?.quote.processingFeePaise ?? null,
          price?.quote.gstPaise ?? null,
          price?.quote.receivedPaise ?? null,
          price?.quote.repaymentPaise ?? null,
          order.autoMoney ?? 1,
          order.decideAfter ?? null,
          order.at,
          order.decidedAt ?? null,
          order.kfsAcceptedAt ?? null,
          order.loanDate ?? null,
          order.dueDate ?? null,
          order.requestHash ?? null,
          order.purpose ?? null,
          order.applyIp ?? null,
          order.applyDevice ?? null,
          order.productVersionId ?? null,
        ],
      );
      const id = rows[0] ? Number(rows[0].id) : null;
      if (id !== null) {
        await db.query('UPDATE orders SET order_no = $2 WHERE id = $1', [
          id,
          orderNumber(id, order.at),
        ]);
      }
      return id;
    },

    /**
     * A new principal at a new price, before the money moves (Auditing or Pass). A Key Fact
     * Statement of the old amount no longer describes the loan, so its acceptance is cleared and
     * must be given again.
     */
    async reprice(orderId: number, price: OrderPrice, at: Date): Promise<void> {
      const repriced = await db.query(
        `UPDATE orders SET loan_amount_paise = $2, period_days = $3, daily_rate_percent = $4,
           processing_fee_percent = $5, interest_paise = $6, processing_fee_paise = $7,
           gst_paise = $8, received_paise = $9, repayment_paise = $10,
           kfs_snapshot = NULL, kfs_accepted_at = NULL, updated_at = $11
         WHERE id = $1 AND state IN ($12, $13) RETURNING id`,
        [
          orderId,
          price.quote.principalPaise,
          price.periodDays,
          price.dailyRatePercent,
          price.processingFeePercent,
          price.quote.interestPaise,
          price.quote.processingFeePaise,
          price.quote.gstPaise,
          price.quote.receivedPaise,
          price.quote.repaymentPaise,
          at,
          OrderState.auditing,
          OrderState.pass,
        ],
      );
      if (repriced.length === 0) throw new Error(`order ${orderId} cannot be re-priced now`);
    },
  };
}
