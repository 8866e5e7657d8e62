import type { OperatorRoleValue } from '@saral/contract/api/operator';
import {
  ReviewQueueSort,
  type ReviewQueueQuery,
  type ReviewQueueResponse,
} from '@saral/contract/api/ops-review-queue';
import { paiseToRupees, rupeesToPaise } from '@saral/contract/money';
import type { Database } from '../../db/database';
import { failed } from '../../shared/app-error';
import { BAD_CURSOR, loanMatchOf, phoneFor } from '../loan-desk/loan-search';
import {
  reviewQueuePage,
  type ReviewQueueRow,
  type ReviewQueueSearch,
} from '../orders/review-queue-queries';
import type { RuleResult } from './rule-checks';

/**
 * The review queue for operators (GET /ops/v1/applications/queue): applications waiting for a
 * person, in keyset pages, longest in the queue first (or newest), filtered like the loan search.
 */

/** The cursor names the last row of a page: `w:<µs>:<id>` (waitedLongest) or `n:<µs>:<id>`. */
const cursorPrefix = (sort: ReviewQueueQuery['sort']) =>
  sort === ReviewQueueSort.newest ? 'n' : 'w';

export function encodeQueueCursor(row: ReviewQueueRow, sort: ReviewQueueQuery['sort']): string {
  return Buffer.from(`${cursorPrefix(sort)}:${row.created_micros}:${row.id}`).toString('base64url');
}

export function decodeQueueCursor(cursor: string, sort: ReviewQueueQuery['sort']) {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const key = /^([wn]):(\d{1,18}):(\d{1,18})$/.exec(text);
  if (!key?.[2] || !key[3] || key[1] !== cursorPrefix(sort)) throw failed(BAD_CURSOR);
  return { createdMicros: key[2], id: Number(key[3]) };
}

export function reviewQueueSearchOf(query: ReviewQueueQuery): ReviewQueueSearch {
  if (
    query.amountMin !== undefined &&
    query.amountMax !== undefined &&
    query.amountMin > query.amountMax
  ) {
    throw failed('amountMin must not be more than amountMax');
  }
  return {
    ...(query.q ? { match: loanMatchOf(query.q) } : {}),
    ...(query.productId !== undefined ? { productId: query.productId } : {}),
    ...(query.amountMin !== undefined ? { amountMinPaise: rupeesToPaise(query.amountMin) } : {}),
    ...(query.amountMax !== undefined ? { amountMaxPaise: rupeesToPaise(query.amountMax) } : {}),
    ...(query.checks ? { checks: query.checks } : {}),
    ...(query.cursor ? { after: decodeQueueCursor(query.cursor, query.sort) } : {}),
    sort: query.sort,
    limit: query.limit,
  };
}

export function createReviewQueueService({ db }: { db: Database }) {
  return {
    async page(query: ReviewQueueQuery, role: OperatorRoleValue): Promise<ReviewQueueResponse> {
      const rows = await reviewQueuePage(db, reviewQueueSearchOf(query));
      const page = rows.slice(0, query.limit);
      const last = page[page.length - 1];
      return {
        items: page.map((row) => ({
          orderId: row.id,
          orderNo: row.order_no ?? String(row.id),
          productId: row.product_id,
          productName: row.product_name,
          borrowerName: row.borrower_name,
          phone: phoneFor(role, row.phone),
          loanAmount: paiseToRupees(row.loan_amount_paise),
          purpose: row.purpose,
          applyTime: new Date(row.created_at).toISOString(),
          checks: (row.checks ?? []) as RuleResult[],
        })),
        nextCursor: rows.length > query.limit && last ? encodeQueueCursor(last, query.sort) : null,
      };
    },
  };
}
export type ReviewQueueService = ReturnType<typeof createReviewQueueService>;
