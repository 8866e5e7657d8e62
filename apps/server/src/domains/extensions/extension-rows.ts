import type { ExtensionCalc } from '@saral/contract/api/money';
import { paiseToRupees } from '@saral/contract/money';
import type { Queryable } from '../../db/database';
import type { LoanTermsRow } from '../orders/servicing-repository';
import { EXTENSION_DAYS } from './extension-rules';

/** An order_extensions row as the extension paths read it, and its calc-call answer. */
export type ExtensionRow = {
  id: number;
  order_id: number;
  status: 'pending' | 'paid' | 'lapsed' | 'given_up';
  fee_paise: number | string;
  service_fee_paise: number | string;
  overdue_fee_paise: number | string;
  interest_paise: number | string;
  already_paid_paise: number | string;
  requested_at: Date;
  pay_by: Date;
  new_due_date: string;
  consented_at: Date | null;
};

export const EXTENSION_COLUMNS = `id, order_id, status, fee_paise, service_fee_paise, overdue_fee_paise,
  interest_paise, already_paid_paise, requested_at, pay_by, new_due_date::text AS new_due_date,
  consented_at`;

export function toCalc(row: ExtensionRow, order: LoanTermsRow): ExtensionCalc {
  const dailyRatePercent = Number(order.daily_rate_percent ?? 0);
  return {
    extensionFee: paiseToRupees(Number(row.fee_paise)),
    extensionFeePaid: paiseToRupees(Number(row.already_paid_paise)),
    extensionServiceFee: paiseToRupees(Number(row.service_fee_paise)),
    extensionRate: dailyRatePercent,
    interest: paiseToRupees(Number(row.interest_paise)),
    extensionApplyTime: new Date(row.requested_at).toISOString(),
    extensionDay: EXTENSION_DAYS,
    extensionTime: row.new_due_date,
    currentDueDate: order.due_date ?? '',
    orderRepayId: Number(row.order_id),
    extensionId: Number(row.id),
    payBy: new Date(row.pay_by).toISOString(),
  };
}

/** Every extension of the order, newest first (operators' loan detail). */
export async function extensionsOfOrder(q: Queryable, orderId: number) {
  const rows = await q.query<{
    id: number;
    status: ExtensionRow['status'];
    fee_paise: number | string;
    new_due_date: string;
    requested_at: Date;
    paid_at: Date | null;
  }>(
    `SELECT id, status, fee_paise, new_due_date::text AS new_due_date, requested_at, paid_at
     FROM order_extensions WHERE order_id = $1 ORDER BY requested_at DESC, id DESC`,
    [orderId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    status: row.status,
    feePaise: Number(row.fee_paise),
    newDueDate: row.new_due_date,
    requestedAt: new Date(row.requested_at),
    paidAt: row.paid_at ? new Date(row.paid_at) : null,
  }));
}
