import { z } from 'zod';
import { ruleResultSchema } from './operator';

/**
 * The review queue in the operator API (GET /ops/v1/applications/queue): applications waiting
 * for a credit reviewer (Auditing), in keyset pages, sorted by time in queue and filtered like
 * the loan search. Amounts are rupees.
 */

export const REVIEW_QUEUE_PAGE_MAX = 200;

export const ReviewQueueSort = { waitedLongest: 'waitedLongest', newest: 'newest' } as const;
export const ReviewQueueChecks = { failed: 'failed', passed: 'passed' } as const;

const rupeesSchema = z.coerce.number().positive().max(10_000_000);

export const reviewQueueQuerySchema = z.object({
  /** As in the loan search: a full 10-digit phone, an order number, a PAN or part of a name. */
  q: z.string().trim().min(2).max(100).optional(),
  productId: z.coerce.number().int().positive().optional(),
  /** The amount applied for, rupees, both inclusive. */
  amountMin: rupeesSchema.optional(),
  amountMax: rupeesSchema.optional(),
  /** failed: at least one automatic check failed; passed: every check passed. */
  checks: z
    .enum([ReviewQueueChecks.failed, ReviewQueueChecks.passed], {
      message: 'use failed or passed',
    })
    .optional(),
  /** waitedLongest: longest in the queue first (default); newest: latest application first. */
  sort: z
    .enum([ReviewQueueSort.waitedLongest, ReviewQueueSort.newest], {
      message: 'use waitedLongest or newest',
    })
    .default(ReviewQueueSort.waitedLongest),
  limit: z.coerce.number().int().min(1).max(REVIEW_QUEUE_PAGE_MAX).default(50),
  /** nextCursor of the previous page (with the same filters and sort). */
  cursor: z.string().trim().min(1).max(200).optional(),
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;

export const reviewQueueItemSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  /** From KYC; null before the identity step. */
  borrowerName: z.string().nullable(),
  /** 10 digits; masked (98•••••210) for support and viewer. */
  phone: z.string(),
  loanAmount: z.number(),
  purpose: z.string().nullable(),
  applyTime: z.string(),
  /** The automatic checks as last evaluated. */
  checks: z.array(ruleResultSchema),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;
export const reviewQueueResponseSchema = z.object({
  items: z.array(reviewQueueItemSchema),
  nextCursor: z.string().nullable(),
});
export type ReviewQueueResponse = z.infer<typeof reviewQueueResponseSchema>;
