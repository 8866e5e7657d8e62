import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Application } from '@saral/contract/api/operator';
import type { ReviewQueueItem } from '@saral/contract/api/ops-review-queue';
import { OrderState } from '@saral/contract/order-states';
import { createIdentityRepository } from '../src/domains/identity/identity-repository';
import { createReviewService } from '../src/domains/review/review-service';
import { opsCall, opsLogin } from './support/operator-client';
import { callApi, newBorrower } from './support/paid-out-loan';
import { createTestApp, type TestApp } from './support/test-app';
import { createOnboardedBorrower, createOrder, productIdOf } from './support/test-data';

/** The review queue in the operator API: keyset pages, both sorts, filters, masking, one item. */

let t: TestApp;
const tokens: Record<string, string> = {};
let plusId = 0;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['reviewer', 'support'] as const) {
    tokens[role] = await opsLogin(t.app, `${role}.demo`, `saral-${role}-demo`);
  }
  plusId = await productIdOf(t.db, 'saral-plus');
});
afterAll(async () => {
  await t.close();
});

type Page = { items: ReviewQueueItem[]; nextCursor: string | null };

async function page(query: string, role = 'reviewer'): Promise<Page> {
  const reply = await opsCall(t.app, 'GET', `/applications/queue?${query}`, {
    token: tokens[role],
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Page;
}

/** Every page of a query, following nextCursor. */
async function allPages(query: string): Promise<number[][]> {
  const pages: number[][] = [];
  let cursor: string | null = null;
  do {
    const next: Page = await page(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
    pages.push(next.items.map((item) => item.orderId));
    cursor = next.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}

/** An application of a new borrower `minutesAgo` minutes ago, with its checks stored. */
async function application(name: string, minutesAgo: number, amountRupees = 5_000, failed = false) {
  const borrower = await createOnboardedBorrower(t.db);
  await createIdentityRepository(t.db).update(borrower.userId, { real_name: name });
  const made = await createOrder(t.db, {
    userId: borrower.userId,
    bankCardId: borrower.cardId,
    productId: plusId,
    amountRupees,
    at: new Date(t.clock.now().getTime() - minutesAgo * 60_000),
  });
  const checks = [{ rule: 'age', passed: !failed, detail: failed ? 'Under 21' : 'ok' }];
  await t.db.query('UPDATE orders SET checks = $2::jsonb WHERE id = $1', [
    made.orderId,
    JSON.stringify(checks),
  ]);
  return made.orderId;
}

describe('GET /ops/v1/applications/queue', () => {
  it('pages the whole queue with no gap or repeat, longest waiting first or newest first', async () => {
    const ids: number[] = [];
    // Same minute for two of them: the id breaks the tie.
    for (const minutes of [50, 40, 40, 30, 20])
      ids.push(await application('Queue Person', minutes));
    const oldestFirst = await allPages(`productId=${plusId}&limit=2`);
    expect(oldestFirst).toEqual([ids.slice(0, 2), ids.slice(2, 4), ids.slice(4)]);
    const newestFirst = await allPages(`productId=${plusId}&limit=2&sort=newest`);
    expect(newestFirst.flat()).toEqual([...ids].reverse());
    expect(newestFirst.map((ids) => ids.length)).toEqual([2, 2, 1]);

    // Decided applications leave the queue.
    await t.db.query('UPDATE orders SET state = $2 WHERE id = $1', [
      ids[0] ?? 0,
      OrderState.denied,
    ]);
    expect((await allPages(`productId=${plusId}&limit=10`)).flat()).toEqual(ids.slice(1));
  });

  it('filters by search text, amount and failed checks; masks the phone for support', async () => {
    const big = await application('Farida Siddiqui', 10, 9_000, true);
    const small = await application('Farida Khan', 9, 2_000);
    const farida = await page('q=farida');
    expect(farida.items.map((item) => item.orderId)).toEqual([big, small]);
    expect(farida.items[0]).toMatchObject({
      borrowerName: 'Farida Siddiqui',
      productName: 'Saral Plus',
      loanAmount: 9_000,
      checks: [{ rule: 'age', passed: false, detail: 'Under 21' }],
    });
    expect(farida.items[0]?.phone).toMatch(/^\d{10}$/);
    expect((await page('q=farida&checks=failed')).items.map((item) => item.orderId)).toEqual([big]);
    expect((await page('q=farida&checks=passed')).items.map((item) => item.orderId)).toEqual([
      small,
    ]);
    expect(
      (await page('q=farida&amountMin=1000&amountMax=2000')).items.map((item) => item.orderId),
    ).toEqual([small]);
    expect((await page('q=farida', 'support')).items[0]?.phone).toMatch(/•/);
  });

  it('refuses a cursor of the other sort, and an amount range upside down', async () => {
    await application('Cursor Person', 5);
    await application('Cursor Person', 4);
    const first = await page(`productId=${plusId}&limit=1`);
    expect(first.nextCursor).not.toBeNull();
    const crossed = await opsCall(
      t.app,
      'GET',
      `/applications/queue?limit=1&sort=newest&cursor=${first.nextCursor ?? ''}`,
      { token: tokens.reviewer },
    );
    expect(crossed.status).toBe(400);
    expect(crossed.body.msg).toBe('The cursor is not valid; start again without it');
    const range = await opsCall(t.app, 'GET', '/applications/queue?amountMin=5000&amountMax=10', {
      token: tokens.reviewer,
    });
    expect(range.status).toBe(400);
    expect(range.body.msg).toBe('amountMin must not be more than amountMax');
  });
});

describe('GET /ops/v1/applications/:orderId', () => {
  it('answers one application whatever its age, and 404 for none', async () => {
    const orderId = await application('Single Person', 60 * 24 * 30);
    const reply = await opsCall(t.app, 'GET', `/applications/${orderId}`, {
      token: tokens.reviewer,
    });
    expect(reply.status).toBe(200);
    expect((reply.body.data as Application).orderId).toBe(orderId);
    const none = await opsCall(t.app, 'GET', '/applications/99999999', { token: tokens.reviewer });
    expect(none.status).toBe(404);
  });
});

describe('the denial the borrower sees', () => {
  it('is the reason category the reviewer chose, never the reviewer’s note', async () => {
    const reviewerToken = tokens.reviewer ?? '';
    const borrower = await newBorrower(t);
    const { orderId } = await createOrder(t.db, { userId: borrower.userId, productId: plusId });
    const denied = await opsCall(t.app, 'POST', `/applications/${orderId}/deny`, {
      token: reviewerToken,
      payload: {
        category: 'Income does not support this loan',
        reason: 'Salary slips show ₹9,000 a month; internal note',
      },
    });
    expect(denied.status, JSON.stringify(denied.body)).toBe(200);
    const detail = await callApi(
      t,
      borrower.token,
      'GET',
      `/api1/order/v1/detail?orderId=${orderId}`,
    );
    expect(detail.body.data).toMatchObject({
      orderState: OrderState.denied,
      denialReason: 'Income does not support this loan',
    });
    expect(JSON.stringify(detail.body)).not.toContain('internal note');
  });

  it('is the general credit-policy reason when an API client sends only a note', async () => {
    const borrower = await newBorrower(t);
    const { orderId } = await createOrder(t.db, { userId: borrower.userId, productId: plusId });
    const denied = await opsCall(t.app, 'POST', `/applications/${orderId}/deny`, {
      token: tokens.reviewer ?? '',
      payload: { reason: 'Income too low for this amount' },
    });
    expect(denied.status, JSON.stringify(denied.body)).toBe(200);
    const detail = await callApi(
      t,
      borrower.token,
      'GET',
      `/api1/order/v1/detail?orderId=${orderId}`,
    );
    expect(detail.body.data).toMatchObject({ denialReason: 'Credit policy: not eligible now' });
    expect(JSON.stringify(detail.body)).not.toContain('Income too low');
  });

  it('is the general credit-policy reason after the automatic review, and absent otherwise', async () => {
    const borrower = await newBorrower(t);
    const { orderId } = await createOrder(t.db, {
      userId: borrower.userId,
      productCode: 'saral-quick',
      decideAfter: new Date(t.clock.now().getTime() - 1000),
    });
    // A borrower without KYC fails the rules.
    const review = createReviewService({
      db: t.db,
      clock: t.clock,
      log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    });
    await review.runDueReviews(t.clock.now());
    const detail = await callApi(
      t,
      borrower.token,
      'GET',
      `/api1/order/v1/detail?orderId=${orderId}`,
    );
    expect(detail.body.data).toMatchObject({
      orderState: OrderState.denied,
      denialReason: 'Credit policy: not eligible now',
    });
    const other = await createOrder(t.db, { userId: borrower.userId, productId: plusId });
    const waiting = await callApi(
      t,
      borrower.token,
      'GET',
      `/api1/order/v1/detail?orderId=${other.orderId}`,
    );
    expect(waiting.body.data).toMatchObject({
      orderState: OrderState.auditing,
      denialReason: null,
    });
  });
});
