import type { BorrowerLanguage } from '@saral/contract/api/language';
import type { KeyFactStatement } from '@saral/contract/api/loan';
import type { Queryable } from '../../db/database';
import { withMoney, type OrderMoney, type OrderMoneyRow } from './order-money';
import { MONEY_COLUMNS, normalise } from './order-repository';
import { REPAYABLE_STATES } from './repayment';

/**
 * What a message to a borrower says about one order (the notifications domain asks; the SQL on
 * orders stays here): who, which loan, its dates and its money now.
 */
export type OrderMessageFacts = {
  orderId: number;
  userId: number;
  phone: string;
  marketingOptOut: boolean;
  /** The borrower's language now (users.language): the message is written in it. */
  language: BorrowerLanguage;
  orderNo: string;
  productId: number;
  state: number;
  /** YYYY-MM-DD; null before payout. */
  dueDate: string | null;
  /** The bank account's last four digits; null without an account. */
  accountLast4: string | null;
  principalPaise: number;
  money: OrderMoney;
};

type FactsRow = OrderMoneyRow & {
  user_id: number;
  phone: string;
  marketing_opt_out: boolean;
  language: BorrowerLanguage;
  order_no: string | null;
  product_id: number;
  due_date: string | null;
  account_no: string | null;
};

export async function orderMessageFacts(
  q: Queryable,
  orderId: number,
): Promise<OrderMessageFacts | null> {
  return (await ordersMessageFacts(q, [orderId])).get(orderId) ?? null;
}

/**
 * The facts of many orders in two queries (the orders and their ledger sums), keyed by order id;
 * an order that does not exist is missing from the map. The reminder sweep reads a batch at once.
 */
export async function ordersMessageFacts(
  q: Queryable,
  orderIds: readonly number[],
): Promise<Map<number, OrderMessageFacts>> {
  if (orderIds.length === 0) return new Map();
  const rows = await q.query<FactsRow>(
    `SELECT ${MONEY_COLUMNS}, o.user_id, o.order_no, o.product_id, to_char(o.due_date, 'YYYY-MM-DD') AS due_date,
            u.phone, u.marketing_opt_out, u.language, b.account_no
     FROM orders o JOIN users u ON u.id = o.user_id
     LEFT JOIN bank_cards b ON b.id = o.bank_card_id
     WHERE o.id = ANY($1::bigint[])`,
    [orderIds],
  );
  const facts = new Map<number, OrderMessageFacts>();
  for (const { order: row, money } of await withMoney(q, rows.map(normalise))) {
    facts.set(row.id, {
      orderId: row.id,
      userId: Number(row.user_id),
      phone: row.phone,
      marketingOptOut: row.marketing_opt_out,
      language: row.language === 'hi' ? 'hi' : 'en',
      orderNo: row.order_no ?? String(row.id),
      productId: Number(row.product_id),
      state: row.state,
      dueDate: row.due_date,
      accountLast4: row.account_no ? row.account_no.slice(-4) : null,
      principalPaise: row.loan_amount_paise,
      money,
    });
  }
  return facts;
}

/** Loans still owing whose due date is one of `days` (YYYY-MM-DD), with that date. */
export async function owingLoansDueOn(
  q: Queryable,
  days: readonly string[],
): Promise<{ orderId: number; dueDate: string }[]> {
  const rows = await q.query<{ id: number; due_date: string }>(
    `SELECT id, to_char(due_date, 'YYYY-MM-DD') AS due_date FROM orders
     WHERE due_date = ANY($1::date[]) AND state = ANY($2::int[])
     ORDER BY id`,
    [days, REPAYABLE_STATES],
  );
  return rows.map((row) => ({ orderId: Number(row.id), dueDate: row.due_date }));
}

/** The Key Fact Statement the borrower accepted (as stored at acceptance); null before. */
export async function acceptedKeyFactStatement(
  q: Queryable,
  orderId: number,
): Promise<KeyFactStatement | null> {
  const rows = await q.query<{ kfs_snapshot: KeyFactStatement | null }>(
    'SELECT kfs_snapshot FROM orders WHERE id = $1 AND kfs_accepted_at IS NOT NULL',
    [orderId],
  );
  return rows[0]?.kfs_snapshot ?? null;
}
