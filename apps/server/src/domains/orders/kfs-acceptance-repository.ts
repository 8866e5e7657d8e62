import type { LoanQuote } from '@saral/contract/loan-math';
import { OrderState } from '@saral/contract/order-states';
import type { Queryable } from '../../db/database';

/**
 * SQL of the Key Fact Statement's acceptance. It binds to the exact terms: it is written only
 * while the order still has the accepted amounts, and cleared when they change.
 */
export function createKfsAcceptanceRepository(db: Queryable) {
  return {
    /**
     * Records the acceptance of `snapshot` (a statement with its termsHash), only while the
     * order is approved and still has exactly the accepted amounts: null otherwise.
     */
    async acceptKfs(
      orderId: number,
      at: Date,
      snapshot: object,
      terms: LoanQuote,
    ): Promise<Date | null> {
      const rows = await db.query<{ kfs_accepted_at: Date }>(
        `UPDATE orders SET kfs_accepted_at = $2, kfs_snapshot = $3::jsonb, updated_at = $2
         WHERE id = $1 AND state = $4 AND loan_amount_paise = $5
           AND COALESCE(interest_paise, 0) = $6 AND COALESCE(processing_fee_paise, 0) = $7
           AND COALESCE(gst_paise, 0) = $8 AND COALESCE(received_paise, loan_amount_paise) = $9
           AND COALESCE(repayment_paise, loan_amount_paise) = $10
         RETURNING kfs_accepted_at`,
        [
          orderId,
          at,
          JSON.stringify(snapshot),
          OrderState.pass,
          terms.principalPaise,
          terms.interestPaise,
          terms.processingFeePaise,
          terms.gstPaise,
          terms.receivedPaise,
          terms.repaymentPaise,
        ],
      );
      return rows[0] ? new Date(rows[0].kfs_accepted_at) : null;
    },

    /** The accepted statement no longer describes the loan: the borrower must accept again. */
    async voidKfsAcceptance(orderId: number, at: Date): Promise<void> {
      await db.query(
        `UPDATE orders SET kfs_accepted_at = NULL, kfs_snapshot = NULL, updated_at = $2
         WHERE id = $1 AND state = $3`,
        [orderId, at, OrderState.pass],
      );
    },
  };
}
