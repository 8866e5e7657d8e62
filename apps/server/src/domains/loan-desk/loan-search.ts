import type { OperatorRoleValue } from '@saral/contract/api/operator';
import { dpdBucketOf } from '@saral/contract/api/ops-dashboard';
import { maskOperatorPhone, seesPersonalData } from '@saral/contract/api/operator-masking';
import { LoanSort, type LoanListItem, type LoanListQuery } from '@saral/contract/api/ops-loans';
import { isValidPhone, localPhoneDigits, toWirePhone } from '@saral/contract/field-rules';
import { paiseToRupees } from '@saral/contract/money';
import { failed } from '../../shared/app-error';
import type {
  LoanMatch,
  LoanSearch,
  LoanSearchKey,
  LoanSearchRow,
} from '../orders/loan-search-queries';
import type { OrderMoney } from '../orders/order-money';

/**
 * The rules of the operators' loan search: what the search text is (phone, order number, PAN or
 * name), the filters that cannot be met, and the opaque cursor of a keyset page.
 */

export const BAD_CURSOR = 'The cursor is not valid; start again without it';
export const PHONE_SEARCH_NEEDS_TEN_DIGITS = 'Search by the full 10-digit mobile number';

const ORDER_NO = /^SRL\d{14}$/i;
/** Any PAN's shape (the search matches what is stored, whatever holder type it names). */
const PAN = /^[A-Z]{5}\d{4}[A-Z]$/i;

/** What the search text names. Digits are a phone number, and must be a whole one. */
export function loanMatchOf(text: string): LoanMatch {
  const compact = text.replace(/[\s-]/g, '');
  if (/^\+?\d+$/.test(compact)) {
    const digits = compact.replace(/^\+/, '');
    const local = localPhoneDigits(digits);
    const whole = digits.length === local.length || digits.endsWith(local);
    if (!isValidPhone(local) || !whole) throw failed(PHONE_SEARCH_NEEDS_TEN_DIGITS);
    return { phone: toWirePhone(local) };
  }
  if (ORDER_NO.test(compact)) return { orderNo: compact.toUpperCase() };
  if (PAN.test(compact)) return { pan: compact.toUpperCase() };
  return { name: text.trim() };
}

/** The cursor names the last row of a page in its sort's key: `a:<µs>:<id>` or `d:<day>:<id>`. */
export function encodeLoanCursor(row: LoanSearchRow, sort: LoanListQuery['sort']): string {
  const key =
    sort === LoanSort.dueDate ? `d:${row.due_key}:${row.id}` : `a:${row.created_micros}:${row.id}`;
  return Buffer.from(key).toString('base64url');
}

export function decodeLoanCursor(cursor: string, sort: LoanListQuery['sort']): LoanSearchKey {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const applyTime = /^a:(\d{1,18}):(\d{1,18})$/.exec(text);
  if (applyTime?.[1] && applyTime[2] && sort === LoanSort.applyTime) {
    return { sort, createdMicros: applyTime[1], id: Number(applyTime[2]) };
  }
  const dueDate = /^d:(\d{4}-\d{2}-\d{2}):(\d{1,18})$/.exec(text);
  if (dueDate?.[1] && dueDate[2] && sort === LoanSort.dueDate) {
    if (Number.isNaN(Date.parse(dueDate[1]))) throw failed(BAD_CURSOR);
    return { sort, dueKey: dueDate[1], id: Number(dueDate[2]) };
  }
  throw failed(BAD_CURSOR);
}

/** The search of a query on `today` (India), or a refusal naming what cannot be met. */
export function loanSearchOf(query: LoanListQuery, today: string): LoanSearch {
  if (query.dueFrom && query.dueTo && query.dueFrom > query.dueTo) {
    throw failed('dueFrom must not be after dueTo');
  }
  if (query.dpdMin !== undefined && query.dpdMax !== undefined && query.dpdMin > query.dpdMax) {
    throw failed('dpdMin must not be more than dpdMax');
  }
  return {
    ...(query.q ? { match: loanMatchOf(query.q) } : {}),
    ...(query.state ? { states: query.state } : {}),
    ...(query.productId !== undefined ? { productId: query.productId } : {}),
    ...(query.dueFrom ? { dueFrom: query.dueFrom } : {}),
    ...(query.dueTo ? { dueTo: query.dueTo } : {}),
    ...(query.dpdMin !== undefined ? { dpdMin: query.dpdMin } : {}),
    ...(query.dpdMax !== undefined ? { dpdMax: query.dpdMax } : {}),
    ...(query.cursor ? { after: decodeLoanCursor(query.cursor, query.sort) } : {}),
    today,
    sort: query.sort,
    limit: query.limit,
  };
}

/** The borrower's 10 digits, masked for the roles that must not see them. */
export function phoneFor(role: OperatorRoleValue, wirePhone: string): string {
  const local = localPhoneDigits(wirePhone);
  return seesPersonalData(role) ? local : maskOperatorPhone(local);
}

export function loanListItemOf(
  row: LoanSearchRow,
  money: OrderMoney,
  role: OperatorRoleValue,
): LoanListItem {
  return {
    orderId: row.id,
    orderNo: row.order_no ?? String(row.id),
    orderState: row.state,
    productId: row.product_id,
    productName: row.product_name,
    borrowerName: row.borrower_name,
    phone: phoneFor(role, row.phone),
    loanAmount: paiseToRupees(row.loan_amount_paise),
    owed: paiseToRupees(money.owedPaise),
    dueDate: row.due_date,
    daysPastDue: row.dpd,
    dpdBucket: row.dpd === null ? null : dpdBucketOf(row.dpd),
    applyTime: new Date(row.created_at).toISOString(),
  };
}
