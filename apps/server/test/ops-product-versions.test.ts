import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Calls } from '@saral/contract/calls';
import type { ProductTerms, ProductVersion } from '@saral/contract/api/ops-products';
import { createOperator } from '../src/domains/operators/operator-passwords';
import { applyThroughApi, call, newBorrower, productIdOf } from './support/loan-journey';
import { opsCall, opsLogin } from './support/operator-client';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Product terms change in versions: one admin proposes, a second admin approves, the catalog and
 * the loan calculation take the new terms at once, and an order keeps the figures and the version
 * it was priced with.
 */

let t: TestApp;
let proposer: string;
let secondAdmin: string;
let reviewer: string;
let quickId: number;

const QUICK_TERMS: ProductTerms = {
  maxAmount: 5_000,
  amountChoices: [1_000, 2_000, 3_000, 4_000, 5_000],
  dailyInterestPercent: 0.05,
  processingFeePercent: 8,
  periodDays: 7,
  periodChoices: [7],
  tenureLabel: 'Tenure 7 days',
};

beforeAll(async () => {
  t = await createTestApp();
  await createOperator(t.db, {
    username: 'admin.second',
    password: 'second-admin-password',
    role: 'admin',
  });
  proposer = await opsLogin(t.app, 'admin.demo', 'saral-admin-demo');
  secondAdmin = await opsLogin(t.app, 'admin.second', 'second-admin-password');
  reviewer = await opsLogin(t.app, 'reviewer.demo', 'saral-reviewer-demo');
  quickId = await productIdOf(t.db, 'saral-quick');
});
afterAll(async () => {
  await t.close();
});

const versionsOf = async (productId: number) =>
  (await opsCall(t.app, 'GET', `/products/${productId}/versions`, { token: reviewer })).body
    .data as ProductVersion[];

const propose = (productId: number, body: object, token = proposer) =>
  opsCall(t.app, 'POST', `/products/${productId}/versions`, { token, payload: body });

const decide = (productId: number, version: number, what: 'approve' | 'reject', token: string) =>
  opsCall(t.app, 'POST', `/products/${productId}/versions/${version}/${what}`, {
    token,
    payload: what === 'reject' ? { reason: 'Not this quarter' } : {},
  });

async function liveQuick() {
  const reply = await opsCall(t.app, 'GET', '/products', { token: reviewer });
  return (reply.body.data as (ProductTerms & { id: number; version: number })[]).find(
    (product) => product.id === quickId,
  );
}

async function storedPrice(orderId: number) {
  const [row] = await t.db.query<{
    daily_rate_percent: string;
    repayment_paise: string;
    product_version_id: string | null;
  }>('SELECT daily_rate_percent, repayment_paise, product_version_id FROM orders WHERE id = $1', [
    orderId,
  ]);
  return {
    dailyRatePercent: Number(row?.daily_rate_percent),
    repaymentPaise: Number(row?.repayment_paise),
    versionId: row?.product_version_id === null ? null : Number(row?.product_version_id),
  };
}

async function auditOf(action: string) {
  const reply = await opsCall(
    t.app,
    'GET',
    `/audit-log?action=${action}&entityType=product&entityId=${quickId}`,
    { token: proposer },
  );
  return (reply.body.data as { items: { username: string; before: unknown; after: unknown }[] })
    .items;
}

describe('product terms versions', () => {
  it('every product starts with its seeded terms as approved version 1', async () => {
    const versions = await versionsOf(quickId);
    expect(versions).toEqual([
      expect.objectContaining({
        version: 1,
        status: 'approved',
        terms: QUICK_TERMS,
        proposedBy: 'system',
        proposedById: null,
      }),
    ]);
    expect(await liveQuick()).toMatchObject({ ...QUICK_TERMS, version: 1 });
  });

  it('a second admin’s approval reprices new orders; an earlier order keeps its figures and version', async () => {
    const early = await newBorrower(t);
    const earlyApply = await applyThroughApi(t, early, quickId);
    expect(earlyApply.body.code).toBe(0);
    const earlyOrder = earlyApply.body.data.orderId as number;
    const before = await storedPrice(earlyOrder);
    const [v1] = await versionsOf(quickId);
    // ₹2,000 at 0.05 % a day for 7 days: ₹7 interest.
    expect(before).toEqual({ dailyRatePercent: 0.05, repaymentPaise: 200_700, versionId: v1?.id });

    // Home's cards are cached by the catalog (the test clock stands still, so they stay cached).
    const homeRate = async () => {
      const home = await call(t.app, early.token, 'GET', Calls.homeIndex.path);
      return (home.body.data.homeProductVos as { id: number; rate: number }[]).find(
        (product) => product.id === quickId,
      )?.rate;
    };
    expect(await homeRate()).toBe(0.05);

    const terms = { ...QUICK_TERMS, dailyInterestPercent: 0.08 };
    const proposed = await propose(quickId, {
      terms,
      reason: 'Cost of funds rose',
      baseVersion: 1,
    });
    expect(proposed.body).toMatchObject({
      code: 0,
      data: { version: 2, status: 'pending', proposedBy: 'admin.demo', terms },
    });
    expect((await liveQuick())?.dailyInterestPercent).toBe(0.05);

    const own = await decide(quickId, 2, 'approve', proposer);
    expect(own.status).toBe(403);
    expect(own.body.msg).toBe('A second admin must approve');
    expect((await versionsOf(quickId))[0]?.status).toBe('pending');

    const approved = await decide(quickId, 2, 'approve', secondAdmin);
    expect(approved.body).toMatchObject({
      code: 0,
      data: { version: 2, status: 'approved', decidedBy: 'admin.second' },
    });
    expect(await liveQuick()).toMatchObject({ dailyInterestPercent: 0.08, version: 2 });
    const versions = await versionsOf(quickId);
    expect(versions.map((v) => [v.version, v.status])).toEqual([
      [2, 'approved'],
      [1, 'superseded'],
    ]);

    // The approval cleared the catalog's cache: Home shows the new rate at once here.
    expect(await homeRate()).toBe(0.08);

    const next = await newBorrower(t);
    const quote = await call(
      t.app,
      next.token,
      'GET',
      `${Calls.calculate.path}?productId=${quickId}&amount=2000&period=7`,
    );
    // ₹2,000 at 0.08 % a day for 7 days: ₹11.20 interest.
    expect(quote.body.data).toMatchObject({ interestRate: 0.08, interest: 11.2 });
    const nextApply = await applyThroughApi(t, next, quickId);
    expect(await storedPrice(nextApply.body.data.orderId as number)).toEqual({
      dailyRatePercent: 0.08,
      repaymentPaise: 201_120,
      versionId: versions[0]?.id,
    });
    expect(await storedPrice(earlyOrder)).toEqual(before);

    const [proposeEntry] = await auditOf('product-terms.propose');
    expect(proposeEntry).toMatchObject({
      username: 'admin.demo',
      before: { version: 1, terms: QUICK_TERMS },
      after: { version: 2, terms, reason: 'Cost of funds rose' },
    });
    const [approveEntry] = await auditOf('product-terms.approve');
    expect(approveEntry).toMatchObject({
      username: 'admin.second',
      before: { version: 1, terms: QUICK_TERMS },
      after: { version: 2, terms },
    });
  });

  it('refuses a stale edit and a second pending proposal with 409', async () => {
    const current = (await liveQuick())?.version ?? 0;
    const terms = { ...QUICK_TERMS, dailyInterestPercent: 0.07 };
    const stale = await propose(quickId, { terms, reason: 'Edited long ago', baseVersion: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toMatch(/someone changed them/);

    const first = await propose(quickId, { terms, reason: 'Lower rate', baseVersion: current });
    expect(first.body.code).toBe(0);
    const second = await propose(
      quickId,
      { terms: { ...terms, processingFeePercent: 7 }, reason: 'Lower fee', baseVersion: current },
      secondAdmin,
    );
    expect(second.status).toBe(409);
    expect(second.body.msg).toMatch(/waiting for a decision/);
    expect((await versionsOf(quickId)).filter((v) => v.status === 'pending')).toHaveLength(1);
  });

  it('a rejection keeps the product’s terms; the proposer may reject their own', async () => {
    const [pending] = await versionsOf(quickId);
    expect(pending?.status).toBe('pending');
    const rejected = await decide(quickId, pending?.version ?? 0, 'reject', proposer);
    expect(rejected.body).toMatchObject({
      code: 0,
      data: { status: 'rejected', decisionReason: 'Not this quarter' },
    });
    expect(await liveQuick()).toMatchObject({ dailyInterestPercent: 0.08, version: 2 });
    const again = await decide(quickId, pending?.version ?? 0, 'approve', secondAdmin);
    expect(again.status).toBe(409);
    expect(await auditOf('product-terms.reject')).toEqual([
      expect.objectContaining({
        username: 'admin.demo',
        after: expect.objectContaining({ version: pending?.version, reason: 'Not this quarter' }),
      }),
    ]);
  });

  it.each([
    ['a label with another term', { tenureLabel: 'Tenure 14 days' }, /tenure label/],
    ['a 50 % fee', { processingFeePercent: 50 }, /processing fee is at most 10/],
    ['a zero rate', { dailyInterestPercent: 0 }, /above 0/],
    ['amounts out of order', { amountChoices: [2_000, 1_000] }, /ascending/],
    ['a choice above the maximum', { amountChoices: [1_000, 6_000] }, /at most the maximum/],
    ['a 14-day term', { periodDays: 14, periodChoices: [14], tenureLabel: 'Tenure 14 days' }, /7/],
  ])('answers 400 to %s and writes nothing', async (_label, change, message) => {
    const before = await versionsOf(quickId);
    const auditBefore = (await auditOf('product-terms.propose')).length;
    const reply = await propose(quickId, {
      terms: { ...QUICK_TERMS, ...change },
      reason: 'Bad terms',
      baseVersion: 2,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toMatch(message);
    expect(await versionsOf(quickId)).toEqual(before);
    expect(await auditOf('product-terms.propose')).toHaveLength(auditBefore);
  });

  it('proposing and deciding are for admins; reading versions for rules.read', async () => {
    const body = { terms: QUICK_TERMS, reason: 'Back to the old rate', baseVersion: 2 };
    expect((await propose(quickId, body, reviewer)).status).toBe(403);
    const reply = await opsCall(t.app, 'GET', `/products/987654/versions`, { token: reviewer });
    expect(reply.status).toBe(404);
  });
});
