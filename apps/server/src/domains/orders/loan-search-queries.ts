import type { Queryable, SqlParam } from '../../db/database';
import type { OrderMoneyRow } from './order-money';
import { OPEN_LOAN_STATES, daysPastDueSql } from './portfolio-queries';
import { numbersIn } from './numeric-columns';

/**
 * SQL of the operators' loan search and loan detail (GET /ops/v1/loans…): orders with their
 * borrower, product and days past due. What an order owes is order-money's, not computed here.
 */

/** What to look for: one of a phone (wire form, 91…), an order number, a PAN, part of a name. */
export type LoanMatch =
  { phone: string } | { orderNo: string } | { pan: string } | { name: string };

/** Where the previous page ended, in the sort's own key. */
export type LoanSearchKey =
  | { sort: 'applyTime'; createdMicros: string; id: number }
  | { sort: 'dueDate'; dueKey: string; id: number };

export type LoanSearch = {
  match?: LoanMatch;
  states?: readonly number[];
  productId?: number;
  dueFrom?: string;
  dueTo?: string;
  dpdMin?: number;
  dpdMax?: number;
  /** YYYY-MM-DD in India: days past due are counted to this day. */
  today: string;
  sort: 'applyTime' | 'dueDate';
  after?: LoanSearchKey;
  limit: number;
};

export type LoanSearchRow = OrderMoneyRow & {
  user_id: number;
  product_id: number;
  product_name: string;
  order_no: string | null;
  created_at: Date;
  /** YYYY-MM-DD */
  due_date: string | null;
  phone: string;
  borrower_name: string | null;
  dpd: number | null;
  /**
   * The keyset keys of the row: created_at in whole microseconds since 1970 (counted exactly,
   * whatever type extract() answers on the engine), and the due-date key.
   */
  created_micros: string;
  due_key: string;
};

/** Orders without a due date sort after every due date. */
const DUE_KEY = `COALESCE(o.due_date, DATE '9999-12-31')`;

const NUMERIC = [
  'id',
  'user_id',
  'product_id',
  'state',
  'loan_amount_paise',
  'interest_paise',
  'processing_fee_paise',
  'gst_paise',
  'received_paise',
  'repayment_paise',
  'dpd',
] as const;

const normalise = <Row extends object>(row: Row): Row => numbersIn(row, NUMERIC);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Up to this many borrowers matching a name are handed to the search as a list. */
const LISTED_BORROWERS = 20_000;

/**
 * The borrowers whose name matches `pattern` (LIKE, on the trigram index of migration 0044), or
 * null when more than LISTED_BORROWERS do. The planner cannot tell how many a pattern matches
 * (it guessed 3,000 for 187, and walked a million orders), so they are fetched first.
 */
async function borrowersNamed(q: Queryable, pattern: string): Promise<number[] | null> {
  const rows = await q.query<{ user_id: number }>(
    `SELECT user_id FROM user_identity
     WHERE lower(COALESCE(real_name, recognized_name)) LIKE $1 LIMIT $2`,
    [pattern, LISTED_BORROWERS + 1],
  );
  return rows.length > LISTED_BORROWERS ? null : rows.map((row) => Number(row.user_id));
}

/**
 * The WHERE conditions of a match on orders o JOIN users u (LEFT JOIN user_identity ui): those
 * on the order alone, and those on the borrower's tables.
 */
export async function matchConditions(
  q: Queryable,
  match: LoanMatch,
  param: (value: SqlParam) => string,
): Promise<{ onOrder: string[]; onBorrower: string[] }> {
  if ('phone' in match) return { onOrder: [], onBorrower: [`u.phone = ${param(match.phone)}`] };
  if ('orderNo' in match)
    return { onOrder: [`o.order_no = ${param(match.orderNo)}`], onBorrower: [] };
  if ('pan' in match) {
    return { onOrder: [], onBorrower: [`upper(ui.pan_no) = ${param(match.pan)}`] };
  }
  const pattern = `%${escapeLike(match.name.toLowerCase())}%`;
  const borrowers = await borrowersNamed(q, pattern);
  // The borrowers first, as a list when it is not huge: the planner then knows how many there
  // are and checks each order against them by hash. Past that many, they are most borrowers,
  // and a subquery soon meets theirs among the newest orders. (A condition on the LEFT JOINed
  // identity's COALESCE would join every order before filtering.)
  return {
    onOrder: [
      borrowers
        ? `o.user_id = ANY(${param(borrowers)}::bigint[])`
        : `o.user_id IN (SELECT user_id FROM user_identity
             WHERE lower(COALESCE(real_name, recognized_name)) LIKE ${param(pattern)})`,
    ],
    onBorrower: [],
  };
}

/** created_at in whole microseconds since 1970, exactly, whatever type extract() answers. */
export const CREATED_MICROS_SQL = `(extract(epoch FROM date_trunc('minute', o.created_at))::bigint * 1000000
  + extract(microseconds FROM o.created_at)::bigint)::text`;

/** The keyset condition "created_at, id before/after a cursor's key". */
export function createdKeyCondition(
  direction: '<' | '>',
  key: { createdMicros: string; id: number },
  param: (value: SqlParam) => string,
): string {
  return `(o.created_at, o.id) ${direction} (timestamptz 'epoch' + ${param(key.createdMicros)}::bigint * interval '1 microsecond', ${param(key.id)})`;
}

/** One page (`limit` + 1 rows, to tell whether another follows) of the search. */
export async function searchLoans(q: Queryable, search: LoanSearch): Promise<LoanSearchRow[]> {
  const params: SqlParam[] = [search.today, OPEN_LOAN_STATES];
  const dpd = daysPastDueSql('$1', '$2');
  const where: string[] = [];
  const param = (value: SqlParam) => {
    params.push(value);
    return `$${params.length}`;
  };
  // Conditions on the borrower's tables; `where` holds those on the order alone.
  const borrowerWhere: string[] = [];
  if (search.match) {
    const { onOrder, onBorrower } = await matchConditions(q, search.match, param);
    where.push(...onOrder);
    borrowerWhere.push(...onBorrower);
  }
  if (search.states?.length === 1 && search.states[0] !== undefined) {
    // = rather than = ANY: only then can the (state, created_at) index be walked in order.
    where.push(`o.state = ${param(search.states[0])}`);
  } else if (search.states && search.states.length > 0) {
    where.push(`o.state = ANY(${param(search.states)}::int[])`);
  }
  if (search.productId !== undefined) where.push(`o.product_id = ${param(search.productId)}`);
  if (search.dueFrom) where.push(`o.due_date >= ${param(search.dueFrom)}::date`);
  if (search.dueTo) where.push(`o.due_date <= ${param(search.dueTo)}::date`);
  if (search.dpdMin !== undefined || search.dpdMax !== undefined) {
    // Days past due exist only for open loans with a due date, where they are
    // GREATEST(today − due date, 0): the range is said on the due date, which the open-loans
    // indexes answer and the planner can estimate (the results are those of the dpd expression).
    where.push('o.state = ANY($2::int[])', 'o.due_date IS NOT NULL');
    if (search.dpdMin !== undefined && search.dpdMin >= 1) {
      where.push(`o.due_date <= $1::date - ${param(search.dpdMin)}::int`);
    }
    if (search.dpdMax !== undefined) {
      where.push(`o.due_date >= $1::date - ${param(search.dpdMax)}::int`);
    }
  }
  const after = search.after;
  if (after?.sort === 'applyTime') {
    where.push(createdKeyCondition('<', after, param));
  } else if (after?.sort === 'dueDate') {
    where.push(`(${DUE_KEY}, o.id) > (${param(after.dueKey)}::date, ${param(after.id)})`);
  }
  const order =
    search.sort === 'dueDate' ? `${DUE_KEY} ASC, o.id ASC` : 'o.created_at DESC, o.id DESC';
  const limit = param(search.limit + 1);
  const byDaysPastDue = search.dpdMin !== undefined || search.dpdMax !== undefined;
  let conditions = [...where, ...borrowerWhere];
  if (byDaysPastDue && search.sort === 'applyTime' && borrowerWhere.length === 0) {
    // Old due dates belong to old orders, so the newest open loans rarely fall in the range:
    // the page's orders are found first from orders_open_newest alone (it holds the due date),
    // without reading every order passed over on the way.
    conditions = [
      `o.id IN (SELECT o.id FROM orders o WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ${limit})`,
    ];
  }
  const rows = await q.query<LoanSearchRow>(
    `SELECT o.id, o.user_id, o.product_id, p.name AS product_name, o.state, o.order_no,
       o.loan_amount_paise, o.interest_paise, o.processing_fee_paise, o.gst_paise,
       o.received_paise, o.repayment_paise, o.settled_at, o.created_at,
       to_char(o.due_date, 'YYYY-MM-DD') AS due_date, u.phone,
       COALESCE(ui.real_name, ui.recognized_name) AS borrower_name, ${dpd} AS dpd,
       ${CREATED_MICROS_SQL} AS created_micros,
       to_char(${DUE_KEY}, 'YYYY-MM-DD') AS due_key
     FROM orders o
     JOIN users u ON u.id = o.user_id
     JOIN products p ON p.id = o.product_id
     LEFT JOIN user_identity ui ON ui.user_id = o.user_id
     ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
     ORDER BY ${order} LIMIT ${limit}`,
    params,
  );
  return rows.map((row) => normalise(row));
}

export type LoanDetailRow = OrderMoneyRow & {
  user_id: number;
  product_id: number;
  product_name: string;
  tenure_label: string;
  order_no: string | null;
  bank_card_id: number | null;
  period_days: number | null;
  daily_rate_percent: number | null;
  processing_fee_percent: number | null;
  purpose: string | null;
  created_at: Date;
  loan_date: Date | null;
  due_date: string | null;
  kfs_accepted_at: Date | null;
  kfs_snapshot: unknown;
  phone: string;
  dpd: number | null;
};

/** One order as the operators' loan detail shows it; null when there is no such order. */
export async function loanDetailRow(
  q: Queryable,
  orderId: number,
  today: string,
): Promise<LoanDetailRow | null> {
  const [row] = await q.query<LoanDetailRow>(
    `SELECT o.id, o.user_id, o.product_id, p.name AS product_name, p.tenure_label, o.state,
       o.order_no, o.bank_card_id, o.loan_amount_paise, o.period_days, o.daily_rate_percent,
       o.processing_fee_percent, o.interest_paise, o.processing_fee_paise, o.gst_paise,
       o.received_paise, o.repayment_paise, o.purpose, o.created_at, o.loan_date, o.settled_at,
       to_char(o.due_date, 'YYYY-MM-DD') AS due_date, o.kfs_accepted_at, o.kfs_snapshot,
       u.phone, ${daysPastDueSql('$2', '$3')} AS dpd
     FROM orders o
     JOIN users u ON u.id = o.user_id
     JOIN products p ON p.id = o.product_id
     WHERE o.id = $1`,
    [orderId, today, OPEN_LOAN_STATES],
  );
  if (!row) return null;
  const copy = normalise(row);
  return {
    ...copy,
    bank_card_id: copy.bank_card_id === null ? null : Number(copy.bank_card_id),
    period_days: copy.period_days === null ? null : Number(copy.period_days),
    daily_rate_percent: copy.daily_rate_percent === null ? null : Number(copy.daily_rate_percent),
    processing_fee_percent:
      copy.processing_fee_percent === null ? null : Number(copy.processing_fee_percent),
  };
}

/** Whether the order exists (a note may be written on it). */
export async function orderExists(q: Queryable, orderId: number): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM orders WHERE id = $1', [orderId]);
  return rows.length > 0;
}
