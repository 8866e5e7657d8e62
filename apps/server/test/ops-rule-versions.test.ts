import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Calls } from '@saral/contract/calls';
import type { Application, DecisionRules } from '@saral/contract/api/operator';
import type { CreditTiersVersion, DecisionRulesVersion } from '@saral/contract/api/ops-versions';
import { LOAN_TIERS } from '@saral/contract/constants';
import { ErrorCode } from '@saral/contract/error-codes';
import { OrderState } from '@saral/contract/order-states';
import { createReviewService } from '../src/domains/review/review-service';
import { RULES_STALE_EDIT } from '../src/domains/review/rules-editing';
import { SECOND_ADMIN } from '../src/domains/versioning/versioned-changes';
import { applyThroughApi, call, newBorrower, productIdOf } from './support/loan-journey';
import { opsCall, opsLogin } from './support/operator-client';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Decision rules and credit tiers change like product terms: an admin proposes, a second admin
 * approves; the proposer cannot approve their own; an edit from an older version is refused with
 * 409 and the stale-edit code; the review decides by the approved rules and records their version.
 */

let t: TestApp;
let proposer: string;
let approver: string;
let reviewer: string;
let quickId: number;

beforeAll(async () => {
  t = await createTestApp();
  proposer = await opsLogin(t.app, 'admin.demo', 'saral-admin-demo');
  approver = await opsLogin(t.app, 'admin', 'saral-admin-dev');
  reviewer = await opsLogin(t.app, 'reviewer.demo', 'saral-reviewer-demo');
  quickId = await productIdOf(t.db, 'saral-quick');
});
afterAll(async () => {
  await t.close();
});

const rulesUrl = (productId: number) => `/products/${productId}/decision-rules/versions`;
const ruleVersions = async () =>
  (await opsCall(t.app, 'GET', rulesUrl(quickId), { token: reviewer })).body
    .data as DecisionRulesVersion[];
const approvedRules = async () => {
  const current = (await ruleVersions()).find((version) => version.status === 'approved');
  if (!current) throw new Error('no approved rules');
  return current;
};
const proposeRules = (value: object, baseVersion: number, token = proposer) =>
  opsCall(t.app, 'POST', rulesUrl(quickId), {
    token,
    payload: { value, reason: 'Tighter rules for the festive season', baseVersion },
  });
const decideRules = (version: number, what: 'approve' | 'reject', token: string) =>
  opsCall(t.app, 'POST', `${rulesUrl(quickId)}/${version}/${what}`, {
    token,
    payload: what === 'reject' ? { reason: 'Not now' } : {},
  });

async function auditEntries(action: string) {
  const reply = await opsCall(t.app, 'GET', `/audit-log?action=${action}`, { token: approver });
  return (reply.body.data as { items: { username: string; before: unknown; after: unknown }[] })
    .items;
}

/** Applies for Saral Quick and runs the automatic review past its delay. */
async function reviewedApplication(): Promise<Application> {
  const who = await newBorrower(t);
  const applied = await applyThroughApi(t, who, quickId);
  expect(applied.body.code).toBe(0);
  const orderId = applied.body.data.orderId as number;
  const review = createReviewService({
    db: t.db,
    clock: t.clock,
    log: { info: () => {}, warn: () => {}, error: () => {} },
  });
  await review.runDueReviews(new Date(t.clock.now().getTime() + 3_600_000));
  const list = await opsCall(t.app, 'GET', '/applications?limit=200', { token: reviewer });
  const application = (list.body.data as Application[]).find((row) => row.orderId === orderId);
  if (!application) throw new Error('application not listed');
  return application;
}

describe('decision rules in versions', () => {
  it('needs a second admin: the proposer is refused, a reviewer may not propose', async () => {
    const current = await approvedRules();
    const strict: DecisionRules = { ...current.value, minAge: 21 };
    expect((await proposeRules(strict, current.version, reviewer)).status).toBe(403);
    const invalid = await proposeRules({ ...strict, minAge: 17 }, current.version);
    expect(invalid).toMatchObject({ status: 400, body: { code: ErrorCode.failed } });

    const proposed = await proposeRules(strict, current.version);
    expect(proposed.body).toMatchObject({ code: 0, data: { status: 'pending' } });
    const version = (proposed.body.data as DecisionRulesVersion).version;
    // Nothing changes while it waits.
    const read = await opsCall(t.app, 'GET', `/products/${quickId}/decision-rules`, {
      token: reviewer,
    });
    expect(read.body.data).toEqual(current.value);

    const own = await decideRules(version, 'approve', proposer);
    expect(own).toMatchObject({ status: 403, body: { msg: SECOND_ADMIN } });
    const approved = await decideRules(version, 'approve', approver);
    expect(approved.body).toMatchObject({
      code: 0,
      data: { version, status: 'approved', decidedBy: 'admin', value: { minAge: 21 } },
    });
    const after = await opsCall(t.app, 'GET', `/products/${quickId}/decision-rules`, {
      token: reviewer,
    });
    expect(after.body.data).toMatchObject({ minAge: 21 });
    const statuses = (await ruleVersions()).map((row) => [row.version, row.status]);
    expect(statuses.slice(0, 2)).toEqual([
      [version, 'approved'],
      [current.version, 'superseded'],
    ]);

    const [proposal] = await auditEntries('decision-rules.propose');
    expect(proposal).toMatchObject({
      username: 'admin.demo',
      before: { version: current.version, value: { minAge: current.value.minAge } },
      after: { version, value: { minAge: 21 } },
    });
    const [approval] = await auditEntries('decision-rules.approve');
    expect(approval).toMatchObject({ username: 'admin', after: { version } });
  });

  it('refuses a stale edit with 409 and the stale-edit code, and a second pending proposal', async () => {
    const current = await approvedRules();
    const first = await proposeRules({ ...current.value, minAge: 22 }, current.version);
    const version = (first.body.data as DecisionRulesVersion).version;
    const second = await proposeRules({ ...current.value, minAge: 23 }, current.version);
    expect(second.status).toBe(409);
    expect((await decideRules(version, 'reject', approver)).body.data).toMatchObject({
      status: 'rejected',
    });
    // Another admin's change lands in between: an edit of the older version is stale.
    const moved = await proposeRules({ ...current.value, minAge: 24 }, current.version, approver);
    await decideRules((moved.body.data as DecisionRulesVersion).version, 'approve', proposer);
    const stale = await proposeRules({ ...current.value, minAge: 25 }, current.version);
    expect(stale).toMatchObject({
      status: 409,
      body: { code: ErrorCode.staleEdit, msg: RULES_STALE_EDIT },
    });
    expect((await approvedRules()).value.minAge).toBe(24);
  });

  it('the review decides by the approved version, not a pending one, and records it', async () => {
    const current = await approvedRules();
    const lenient = { ...current.value, mode: 'automatic' as const, minAge: 18 };
    const base = await proposeRules(lenient, current.version);
    const baseVersion = (base.body.data as DecisionRulesVersion).version;
    await decideRules(baseVersion, 'approve', approver);

    // Pending: nobody under 100 would pass, but it is not approved yet.
    const pending = await proposeRules({ ...lenient, minAge: 100 }, baseVersion);
    const pendingVersion = (pending.body.data as DecisionRulesVersion).version;
    const before = await reviewedApplication();
    expect(before).toMatchObject({ orderState: OrderState.pass, rulesVersion: baseVersion });

    await decideRules(pendingVersion, 'approve', approver);
    const after = await reviewedApplication();
    expect(after).toMatchObject({ orderState: OrderState.denied, rulesVersion: pendingVersion });
    expect(after.checks.find((check) => check.rule === 'age')).toMatchObject({ passed: false });
    // Back to rules the other tests expect.
    const restore = await proposeRules(lenient, pendingVersion);
    await decideRules((restore.body.data as DecisionRulesVersion).version, 'approve', approver);
  });
});

describe('credit tiers in versions', () => {
  const tiersOf = async () =>
    (await opsCall(t.app, 'GET', '/credit-tiers/versions', { token: reviewer })).body
      .data as CreditTiersVersion[];
  const proposeTiers = (value: object, baseVersion: number, token = proposer) =>
    opsCall(t.app, 'POST', '/credit-tiers/versions', {
      token,
      payload: { value, reason: 'First loans up to ₹6,000', baseVersion },
    });

  it('starts from the seed’s tiers; a second admin’s approval changes borrowers’ limits', async () => {
    const [first] = await tiersOf();
    expect(first).toMatchObject({ version: 1, status: 'approved', value: LOAN_TIERS });
    const higher = [
      { loans: 1, minRupees: 1_000, maxRupees: 6_000 },
      { loans: 3, minRupees: 3_000, maxRupees: 10_000 },
      { loans: 5, minRupees: 5_000, maxRupees: 40_000 },
    ];
    const invalid = await proposeTiers([{ ...higher[0], loans: 2 }], 1);
    expect(invalid).toMatchObject({ status: 400, body: { code: ErrorCode.failed } });
    expect((await proposeTiers(higher, 1, reviewer)).status).toBe(403);
    const proposed = await proposeTiers(higher, 1);
    const version = (proposed.body.data as CreditTiersVersion).version;

    const who = await newBorrower(t);
    const limitBefore = await call(t.app, who.token, 'GET', Calls.creditLimit.path);
    expect(limitBefore.body.data).toMatchObject({ limit: { tier: 1, maxRupees: 5_000 } });

    const own = await opsCall(t.app, 'POST', `/credit-tiers/versions/${version}/approve`, {
      token: proposer,
    });
    expect(own).toMatchObject({ status: 403, body: { msg: SECOND_ADMIN } });
    const approved = await opsCall(t.app, 'POST', `/credit-tiers/versions/${version}/approve`, {
      token: approver,
    });
    expect(approved.body).toMatchObject({ code: 0, data: { status: 'approved', value: higher } });
    const limitAfter = await call(t.app, who.token, 'GET', Calls.creditLimit.path);
    expect(limitAfter.body.data).toMatchObject({ limit: { tier: 1, maxRupees: 6_000 } });

    const stale = await proposeTiers(LOAN_TIERS, 1);
    expect(stale).toMatchObject({ status: 409, body: { code: ErrorCode.staleEdit } });
    const [approval] = await auditEntries('credit-tiers.approve');
    expect(approval).toMatchObject({
      username: 'admin',
      before: { version: 1, value: LOAN_TIERS },
      after: { version, value: higher },
    });
  });
});
