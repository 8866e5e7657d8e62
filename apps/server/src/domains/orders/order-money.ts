import { OrderState, madeNoLoan } from '@saral/contract/order-states';
import type { Queryable } from '../../db/database';
import { istDay } from '../../shared/clock';
import { LedgerAccount, PostingKind } from '../ledger/ledger';
import { ledgerSumsOf, type OrderLedgerSums } from '../ledger/ledger-receipts';
import { storedQuote, type StoredPriceColumns } from './loan-quote';
import { createOrderRepository } from './order-repository';

/**
 * What an order owes, received and paid: the one computation behind every figure the borrower
 * sees (Home card, order list, detail, the repayment link, the extension fee, the KFS). Once
 * paid out, the ledger decides; before, the order's stored quote does.
 */

/** States in which the ledger holds the loan (paid out, not yet settled or settled). */
export const LEDGER_STATES: readonly number[] = [
  OrderState.loaned,
  OrderState.settled,
  OrderState.overdued,
  OrderState.extension,
];

export type OrderMoneyRow = StoredPriceColumns & {
  id: number;
  state: number;
  settled_at: Date | null;
};

export type OrderMoney = {
  /**
   * What the borrower owes now, in paise: principal + interest + overdue fees + extension fee
   * owed − paid (the loan_receivable balance); before payout the quote's repayment; 0 for an
   * order that made no loan.
   */
  owedPaise: number;
  /** What reached (or, before payout, will reach) the bank account; 0 when no loan was made. */
  receivedPaise: number;
  /** Money received from the borrower on the order: repayments, extension fees, overpayments. */
  totalPaidPaise: number;
  /** Overdue fees charged and not cleared by a paid extension or waived. */
  overdueFeePaise: number;
  /** Repayments credited to the loan (extension fees not included). */
  repaidPaise: number;
  /** The day in India the loan was settled, YYYY-MM-DD; null unless Settled. */
  closedDate: string | null;
};

/** The repayment the order was priced with: what the KFS states and what is owed before payout. */
export function plannedRepaymentPaise(order: StoredPriceColumns): number {
  return storedQuote(order).repaymentPaise;
}

function moneyOf(order: OrderMoneyRow, ledger: OrderLedgerSums | undefined): OrderMoney {
  if (madeNoLoan(order.state)) {
    return {
      owedPaise: 0,
      receivedPaise: 0,
      totalPaidPaise: 0,
      overdueFeePaise: 0,
      repaidPaise: 0,
      closedDate: null,
    };
  }
  const receivedPaise = storedQuote(order).receivedPaise;
  if (!LEDGER_STATES.includes(order.state) || !ledger) {
    return {
      owedPaise: plannedRepaymentPaise(order),
      receivedPaise,
      totalPaidPaise: 0,
      overdueFeePaise: 0,
      repaidPaise: 0,
      closedDate: null,
    };
  }
  const receivable = LedgerAccount.loanReceivable;
  // A paid extension's posting credits the receivable with the overdue fees it cleared; an
  // operator's waiver lets some go.
  const overdueFeePaise =
    ledger.sum(receivable, 'debit', PostingKind.overdueFee) -
    ledger.sum(receivable, 'credit', PostingKind.extensionFee) -
    ledger.sum(receivable, 'credit', PostingKind.overdueFeeWaiver);
  return {
    owedPaise: ledger.sum(receivable, 'debit') - ledger.sum(receivable, 'credit'),
    receivedPaise,
    totalPaidPaise: ledger.sum(LedgerAccount.bank, 'debit'),
    overdueFeePaise: Math.max(0, overdueFeePaise),
    repaidPaise: ledger.sum(receivable, 'credit', PostingKind.payment),
    closedDate:
      order.state === OrderState.settled && order.settled_at
        ? istDay(new Date(order.settled_at))
        : null,
  };
}

/** Each order with its money, in the given order, with one ledger query. */
export async function withMoney<Row extends OrderMoneyRow>(
  q: Queryable,
  orders: readonly Row[],
): Promise<{ order: Row; money: OrderMoney }[]> {
  const paidOut = orders.filter((order) => LEDGER_STATES.includes(order.state));
  const sums =
    paidOut.length > 0
      ? await ledgerSumsOf(
          q,
          paidOut.map((order) => order.id),
        )
      : new Map<number, OrderLedgerSums>();
  return orders.map((order) => ({ order, money: moneyOf(order, sums.get(order.id)) }));
}

/** The money of one order. */
export async function moneyOfOrder(q: Queryable, order: OrderMoneyRow): Promise<OrderMoney> {
  const sums = LEDGER_STATES.includes(order.state) ? await ledgerSumsOf(q, [order.id]) : null;
  return moneyOf(order, sums?.get(order.id));
}

/** The money of the order with this id; null when there is no such order. */
export async function moneyOfOrderId(q: Queryable, orderId: number): Promise<OrderMoney | null> {
  const order = await createOrderRepository(q).moneyRowOf(orderId);
  return order ? moneyOfOrder(q, order) : null;
}

/** What the order owes now (what a new repayment link charges); 0 when there is no such order. */
export async function owedNowPaise(q: Queryable, orderId: number): Promise<number> {
  return (await moneyOfOrderId(q, orderId))?.owedPaise ?? 0;
}
