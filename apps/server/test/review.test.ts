import { LOAN_TIERS } from '@saral/contract/constants';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DecisionRules } from '@saral/contract/api/operator';
import { rupeesToPaise } from '@saral/contract/money';
import { OrderState } from '@saral/contract/order-states';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed/seed';
import { seedDecisionRules, seedOperators } from '../src/db/seed/seed-operators';
import {
  createDecisionRulesRepository,
  DEFAULT_DECISION_RULES,
  parseStoredRules,
} from '../src/domains/review/decision-rules';
import { createJobRunner } from '../src/domains/jobs/job-runner';
import { systemClock } from '../src/shared/clock';
import { createReviewService, RULES_DECIDER } from '../src/domains/review/review-service';
import {
  checkRules,
  decisionReason,
  loadReviewFacts,
  RuleName,
  type ReviewFacts,
} from '../src/domains/review/rule-checks';
import { createTestClock, createTestDatabase } from './support/test-app';
import { createOrder, storedOrder } from './support/test-data';

/**
 * The review of applications: every rule on its own (pure), the facts read from the database,
 * the automatic review after its delay, manual products, and several processes at once.
 */

const NOW = new Date('2026-11-21T06:00:00Z');
const rules = (change: Partial<DecisionRules> = {}): DecisionRules => ({
  ...DEFAULT_DECISION_RULES,
  ...change,
});
const goodFacts: ReviewFacts = {
  kycCompleted: true,
  faceCompleted: true,
  dateOfBirth: '15-08-1995',
  monthlyIncome: '25000',
  amountPaise: rupeesToPaise(3_000),
  settledLoans: 0,
  lastDenialAt: null,
  panNo: 'ABCDE1234F',
  panSharedWith: 0,
  tiers: LOAN_TIERS,
  bankAccountSharedWith: 0,
};
const verdict = (
  facts: Partial<ReviewFacts>,
  rule: string,
  change: Partial<DecisionRules> = {},
) => {
  const result = checkRules({ ...goodFacts, ...facts }, rules(change), NOW).find(
    (item) => item.rule === rule,
  );
  if (!result) throw new Error(`no result for ${rule}`);
  return result;
};

describe('each rule (pure)', () => {
  it('a complete, eligible borrower passes all seven rules, in a fixed order', () => {
    const results = checkRules(goodFacts, rules(), NOW);
    expect(results.map((result) => result.rule)).toEqual([
      'kyc complete',
      'age',
      'income floor',
      'tier limit',
      're-apply wait',
      'shared PAN',
      'shared bank account',
    ]);
    expect(results.every((result) => result.passed)).toBe(true);
    expect(decisionReason(results)).toBe('All rules passed');
  });

  it('kyc complete: needs both the identity and the face step', () => {
    expect(verdict({ kycCompleted: false }, RuleName.kyc)).toMatchObject({
      passed: false,
      detail: expect.stringContaining('identity'),
    });
    expect(verdict({ faceCompleted: false }, RuleName.kyc)).toMatchObject({
      passed: false,
      detail: expect.stringContaining('face'),
    });
    expect(verdict({ kycCompleted: false }, RuleName.kyc, { requireKyc: false }).passed).toBe(true);
  });

  it('age: from the DD-MM-YYYY birth date on the clock’s day', () => {
    // 18 on 21-11-2026 exactly; a day short the day after.
    expect(verdict({ dateOfBirth: '21-11-2008' }, RuleName.age)).toMatchObject({ passed: true });
    expect(verdict({ dateOfBirth: '22-11-2008' }, RuleName.age)).toMatchObject({
      passed: false,
      detail: 'Age 17 is under the minimum of 18',
    });
    expect(verdict({ dateOfBirth: '15-08-1995' }, RuleName.age, { minAge: 40 }).passed).toBe(false);
    expect(verdict({ dateOfBirth: null }, RuleName.age).passed).toBe(false);
    expect(verdict({ dateOfBirth: '31-02-2000' }, RuleName.age).passed).toBe(false);
  });

  it('income floor: the monthly income as typed, at or above the floor', () => {
    expect(verdict({ monthlyIncome: '10000' }, RuleName.income).passed).toBe(true);
    expect(verdict({ monthlyIncome: '9999' }, RuleName.income).passed).toBe(false);
    expect(verdict({ monthlyIncome: '₹ 12,000' }, RuleName.income).passed).toBe(true);
    expect(verdict({ monthlyIncome: null }, RuleName.income).passed).toBe(false);
    expect(verdict({ monthlyIncome: 'lots' }, RuleName.income).passed).toBe(false);
    expect(verdict({ monthlyIncome: null }, RuleName.income, { minMonthlyIncome: 0 }).passed).toBe(
      true,
    );
  });

  it('tier limit: amount up to the tier maximum of loan number settled + 1', () => {
    const at = (rupees: number, settledLoans: number) =>
      verdict({ amountPaise: rupeesToPaise(rupees), settledLoans }, RuleName.tier);
    expect(at(5_000, 0)).toMatchObject({ passed: true });
    expect(at(5_001, 0)).toMatchObject({
      passed: false,
      detail: expect.stringContaining('Loan 1'),
    });
    expect(at(10_000, 1).passed).toBe(false); // loan 2 is still the first tier
    expect(at(10_000, 2).passed).toBe(true); // loan 3
    expect(at(40_000, 4).passed).toBe(true); // loan 5
    expect(at(40_001, 9).passed).toBe(false);
    expect(
      verdict({ amountPaise: rupeesToPaise(9_000) }, RuleName.tier, { enforceTierLimit: false })
        .passed,
    ).toBe(true);
  });

  it('re-apply wait: no other denial within reapplyWaitDays', () => {
    const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
    expect(verdict({ lastDenialAt: daysAgo(14) }, RuleName.reapplyWait)).toMatchObject({
      passed: false,
      detail: expect.stringContaining('may re-apply from 2026-11-22'),
    });
    expect(verdict({ lastDenialAt: daysAgo(15) }, RuleName.reapplyWait).passed).toBe(true);
    expect(
      verdict({ lastDenialAt: daysAgo(2) }, RuleName.reapplyWait, { reapplyWaitDays: 1 }),
    ).toMatchObject({ passed: true });
    expect(
      verdict({ lastDenialAt: daysAgo(0) }, RuleName.reapplyWait, { reapplyWaitDays: 0 }).passed,
    ).toBe(true);
  });

  it('shared PAN and shared bank account: used by another borrower fails', () => {
    expect(verdict({ panSharedWith: 1 }, RuleName.sharedPan)).toMatchObject({
      passed: false,
      detail: 'PAN also used by 1 other borrower',
    });
    expect(verdict({ panSharedWith: 2 }, RuleName.sharedPan, { denySharedPan: false }).passed).toBe(
      true,
    );
    expect(verdict({ bankAccountSharedWith: 3 }, RuleName.sharedBankAccount)).toMatchObject({
      passed: false,
      detail: 'Bank account also used by 3 other borrowers',
    });
    expect(
      verdict({ bankAccountSharedWith: 3 }, RuleName.sharedBankAccount, {
        denySharedBankAccount: false,
      }).passed,
    ).toBe(true);
  });

  it('the reason of a denial lists every failed rule with its detail', () => {
    const results = checkRules(
      { ...goodFacts, dateOfBirth: '01-01-2010', panSharedWith: 1 },
      rules(),
      NOW,
    );
    expect(decisionReason(results)).toBe(
      'Failed: age (Age 16 is under the minimum of 18); shared PAN (PAN also used by 1 other borrower)',
    );
  });

  it('stored rules: missing keys take defaults, rules that do not validate mean manual', () => {
    expect(parseStoredRules({ mode: 'manual' })).toEqual({
      rules: { ...DEFAULT_DECISION_RULES, mode: 'manual' },
      valid: true,
    });
    expect(parseStoredRules({ minAge: 12 })).toEqual({
      rules: { ...DEFAULT_DECISION_RULES, mode: 'manual' },
      valid: false,
    });
  });
});

/* Against the database --------------------------------------------------------------------- */

let db: Database;
let drop: () => Promise<void>;
const products: Record<string, number> = {};
const product = (code: string): number => {
  const id = products[code];
  if (id === undefined) throw new Error(`no product ${code}`);
  return id;
};
let phoneCounter = 0;

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  await migrate(db);
  await seed(db, { demoData: false });
  // The demo's rules (Saral Flex decided by hand) on top of a database without demo borrowers.
  await db.query('DELETE FROM product_decision_rules');
  await seedDecisionRules(db, { demo: true });
  for (const row of await db.query<{ id: number; code: string }>('SELECT id, code FROM products')) {
    products[row.code] = Number(row.id);
  }
});
afterAll(async () => {
  await drop();
});

type BorrowerOptions = {
  kyc?: boolean;
  face?: boolean;
  pan?: string;
  dateOfBirth?: string;
  monthlyIncome?: string;
  accountLookup?: string;
};

async function borrower(options: BorrowerOptions = {}) {
  const phone = `9190000${String(10_000 + phoneCounter++).slice(-5)}`;
  const [user] = await db.query<{ id: number }>(
    'INSERT INTO users (phone) VALUES ($1) RETURNING id',
    [phone],
  );
  const userId = Number(user?.id);
  const done = new Date('2026-11-01T00:00:00Z');
  await db.query(
    `INSERT INTO user_identity (user_id, pan_no, kyc_completed_at, face_completed_at)
     VALUES ($1, $2, $3, $4)`,
    [
      userId,
      options.pan ?? `PANXX${String(phoneCounter).padStart(4, '0')}Z`,
      options.kyc === false ? null : done,
      options.face === false ? null : done,
    ],
  );
  await db.query(
    `INSERT INTO form_answers (user_id, form, answers, completed_at)
     VALUES ($1, 'baseInfo', $2::jsonb, $4), ($1, 'workInfo', $3::jsonb, $4)`,
    [
      userId,
      JSON.stringify({ dateOfBirth: options.dateOfBirth ?? '15-08-1995' }),
      JSON.stringify({ monthlyIncome: options.monthlyIncome ?? '25000' }),
      done,
    ],
  );
  const [card] = await db.query<{ id: number }>(
    `INSERT INTO bank_cards (user_id, ifsc, account_no, account_lookup)
     VALUES ($1, 'SBIN0000001', '12345678901', $2) RETURNING id`,
    [userId, options.accountLookup ?? `lookup-${phone}`],
  );
  return { userId, phone, bankCardId: Number(card?.id) };
}

/** An application as apply makes it: priced with the product's rates, reviewed after a delay. */
async function application(
  who: { userId: number; bankCardId: number },
  options: {
    product?: string;
    rupees?: number;
    decideAfter?: Date | null;
    state?: number;
    updatedAt?: Date;
  } = {},
) {
  const { orderId } = await createOrder(db, {
    userId: who.userId,
    productCode: options.product ?? 'saral-quick',
    state: options.state ?? OrderState.auditing,
    amountRupees: options.rupees ?? 3_000,
    bankCardId: who.bankCardId,
    decideAfter:
      options.decideAfter === undefined ? new Date(NOW.getTime() + 20_000) : options.decideAfter,
    at: options.updatedAt ?? NOW,
  });
  return orderId;
}

async function orderRow(orderId: number) {
  const row = await storedOrder(db, orderId);
  return { ...row, checks: row.checks as { rule: string; passed: boolean; detail: string }[] };
}

async function decisionsOf(orderId: number) {
  return db.query<{
    decision: string;
    decided_by: string;
    reason: string;
    approved_amount_paise: number | null;
    created_at: Date;
  }>(
    `SELECT decision, decided_by, reason, approved_amount_paise, created_at
     FROM order_decisions WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
}

const silentLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

/** Decides everything already due, so each test sees only its own orders decided. */
async function settleBacklog(at: Date) {
  const review = createReviewService({ db, clock: { now: () => at }, log: silentLog() });
  await review.runDueReviews(at, 10_000);
}

describe('facts read from the database', () => {
  it('counts settled loans, the latest other denial, and shared PAN and bank account', async () => {
    const pan = 'SHARE1234P';
    const first = await borrower({ pan, accountLookup: 'shared-account-1' });
    const second = await borrower({ pan, accountLookup: 'shared-account-1' });
    for (let index = 0; index < 2; index += 1) {
      await application(first, { state: 7, decideAfter: null, product: 'saral-quick' });
    }
    const deniedAt = new Date('2026-11-10T10:00:00Z');
    await application(first, { state: 3, decideAfter: null, updatedAt: deniedAt });
    const orderId = await application(first);

    const facts = await loadReviewFacts(db, {
      id: orderId,
      userId: first.userId,
      bankCardId: first.bankCardId,
      amountPaise: rupeesToPaise(3_000),
    });
    expect(facts).toMatchObject({
      kycCompleted: true,
      faceCompleted: true,
      dateOfBirth: '15-08-1995',
      monthlyIncome: '25000',
      settledLoans: 2,
      lastDenialAt: deniedAt,
      panNo: pan,
      panSharedWith: 1,
      bankAccountSharedWith: 1,
    });
    expect(second.userId).not.toBe(first.userId);
  });

  it('a denial of the order under review itself does not count for the wait', async () => {
    const who = await borrower();
    const orderId = await application(who, { state: 3, decideAfter: null });
    const facts = await loadReviewFacts(db, {
      id: orderId,
      userId: who.userId,
      bankCardId: null,
      amountPaise: rupeesToPaise(3_000),
    });
    expect(facts.lastDenialAt).toBeNull();
    expect(facts.bankAccountSharedWith).toBeNull();
  });
});

describe('automatic review', () => {
  it('approves after the delay when every rule passes, and records why', async () => {
    const clock = createTestClock(NOW);
    await settleBacklog(new Date(NOW.getTime() - 1));
    const review = createReviewService({ db, clock, log: silentLog() });
    const who = await borrower();
    const orderId = await application(who, { rupees: 5_000 });

    clock.advanceSeconds(19);
    expect((await review.runDueReviews()).approved).not.toContain(orderId);
    expect((await orderRow(orderId)).state).toBe(1);

    clock.advanceSeconds(1);
    const run = await review.runDueReviews();
    expect(run.approved).toContain(orderId);
    const row = await orderRow(orderId);
    expect(row.state).toBe(2);
    expect(row.decided_at).toEqual(clock.now());
    expect(row.checks).toHaveLength(7);
    expect(row.checks.every((check) => check.passed)).toBe(true);
    expect(await decisionsOf(orderId)).toEqual([
      {
        decision: 'approve',
        decided_by: RULES_DECIDER,
        reason: 'All rules passed',
        approved_amount_paise: 500_000,
        created_at: clock.now(),
      },
    ]);
  });

  it('denies when a rule fails, listing the failed rules; the denial starts the wait', async () => {
    const clock = createTestClock(NOW);
    const review = createReviewService({ db, clock, log: silentLog() });
    const who = await borrower({ dateOfBirth: '01-01-2010', monthlyIncome: '8000' });
    const orderId = await application(who, { rupees: 8_000 });
    clock.advanceSeconds(20);
    expect((await review.runDueReviews()).denied).toContain(orderId);

    const row = await orderRow(orderId);
    expect(row.state).toBe(3);
    expect(row.updated_at).toEqual(clock.now());
    expect(row.decided_at).toEqual(clock.now());
    const [decision] = await decisionsOf(orderId);
    expect(decision).toMatchObject({ decision: 'deny', decided_by: 'rules' });
    expect(decision?.reason).toMatch(/^Failed: age \(Age 16.*\); income floor \(.*\); tier limit/);
    expect(decision?.approved_amount_paise).toBeNull();

    // A new application of this borrower within 15 days fails the re-apply wait.
    clock.advanceSeconds(3 * 86_400);
    const again = await borrower({ pan: 'WAITS1234W' });
    const within = await application(again, { updatedAt: clock.now(), state: 3 });
    const next = await application(again, { product: 'saral-quick', decideAfter: clock.now() });
    await review.runDueReviews();
    expect(await decisionsOf(next)).toEqual([
      expect.objectContaining({
        decision: 'deny',
        reason: expect.stringContaining('re-apply wait'),
      }),
    ]);
    expect(within).toBeGreaterThan(0);
  });

  it('the rules of each product apply: a product without the income floor approves', async () => {
    const clock = createTestClock(NOW);
    const review = createReviewService({ db, clock, log: silentLog() });
    await createDecisionRulesRepository(db).save(
      product('bazaar-credit'),
      rules({ minMonthlyIncome: 0, autoDelaySeconds: 0 }),
      NOW,
    );
    const who = await borrower({ monthlyIncome: '5000' });
    const orderId = await application(who, { product: 'bazaar-credit', decideAfter: NOW });
    expect((await review.runDueReviews()).approved).toContain(orderId);
  });

  it('manual products: checks are stored at once, nothing is decided', async () => {
    const clock = createTestClock(NOW);
    const review = createReviewService({ db, clock, log: silentLog() });
    const who = await borrower({ monthlyIncome: '5000' });
    // apply leaves decide_after empty for manual products
    const orderId = await application(who, { product: 'saral-flex', decideAfter: null });

    const run = await review.runDueReviews();
    expect(run.checked).toContain(orderId);
    let row = await orderRow(orderId);
    expect(row.state).toBe(1);
    expect(row.checks.find((check) => check.rule === 'income floor')).toMatchObject({
      passed: false,
    });
    expect(await decisionsOf(orderId)).toEqual([]);

    // Checked once; later runs leave it for the operator.
    clock.advanceSeconds(3_600);
    expect((await review.runDueReviews()).checked).not.toContain(orderId);
    row = await orderRow(orderId);
    expect(row.state).toBe(1);

    const decided = await review.approve(
      orderId,
      { reason: 'Income verified by call' },
      'reviewer',
    );
    expect(decided).toMatchObject({ orderState: 2, decisions: [{ by: 'reviewer' }] });
  });

  it('orders of other states and orders without a review time are left alone', async () => {
    const clock = createTestClock(NOW);
    const review = createReviewService({ db, clock, log: silentLog() });
    const who = await borrower();
    const unscheduled = await application(who, { decideAfter: null });
    const passed = await application(await borrower(), { state: 2, decideAfter: NOW });
    clock.advanceSeconds(60);
    const run = await review.runDueReviews();
    expect([...run.approved, ...run.denied, ...run.checked]).not.toContain(unscheduled);
    expect([...run.approved, ...run.denied]).not.toContain(passed);
    expect(await decisionsOf(unscheduled)).toEqual([]);
    expect(await decisionsOf(passed)).toEqual([]);
  });

  it('two processes reviewing at once never decide one order twice', async () => {
    const clock = createTestClock(NOW);
    await settleBacklog(new Date(NOW.getTime() + 60_000));
    const first = createReviewService({ db, clock, log: silentLog() });
    const second = createReviewService({ db, clock, log: silentLog() });
    const orderIds: number[] = [];
    for (let index = 0; index < 24; index += 1) {
      const who = await borrower({ monthlyIncome: index % 3 === 0 ? '500' : '30000' });
      orderIds.push(await application(who, { product: 'saral-quick' }));
    }
    clock.advanceSeconds(20);
    const runs = await Promise.all([
      first.runDueReviews(),
      second.runDueReviews(),
      first.runDueReviews(),
      second.runDueReviews(),
    ]);
    const decided = runs.flatMap((run) => [...run.approved, ...run.denied]);
    expect([...decided].sort((a, b) => a - b)).toEqual([...orderIds].sort((a, b) => a - b));
    const counts = await db.query<{ order_id: number; n: number }>(
      `SELECT order_id, count(*)::int AS n FROM order_decisions
       WHERE order_id = ANY($1::bigint[]) GROUP BY order_id`,
      [orderIds],
    );
    expect(counts).toHaveLength(orderIds.length);
    expect(counts.every((row) => Number(row.n) === 1)).toBe(true);
    const denied = runs.flatMap((run) => run.denied);
    expect(denied).toHaveLength(8);
  });

  it('an order whose review throws is logged and skipped; the others are still decided', async () => {
    const clock = createTestClock(NOW);
    await settleBacklog(new Date(NOW.getTime() + 60_000));
    const log = silentLog();
    const review = createReviewService({ db, clock, log });
    const broken = await application(await borrower(), { product: 'saral-quick' });
    const fine = await application(await borrower(), { product: 'saral-quick' });
    // A failure while recording this one order's decision (its transaction rolls back).
    await db.query(`CREATE FUNCTION fail_for_test() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'injected failure'; END $$`);
    await db.query(`CREATE TRIGGER fail_for_test BEFORE INSERT ON order_decisions FOR EACH ROW
      WHEN (NEW.order_id = ${broken}) EXECUTE FUNCTION fail_for_test()`);
    try {
      clock.advanceSeconds(20);
      const run = await review.runDueReviews();
      expect(run.approved).toEqual([fine]);
      expect(run.errored).toEqual([broken]);
      expect(log.error).toHaveBeenCalledWith(
        expect.objectContaining({ orderId: broken }),
        'automatic review of an order failed',
      );
      expect((await orderRow(broken)).state).toBe(1);
      expect(await decisionsOf(broken)).toEqual([]);
    } finally {
      await db.query('DROP TRIGGER fail_for_test ON order_decisions');
      await db.query('DROP FUNCTION fail_for_test()');
    }
    // The next run tries it again.
    expect((await review.runDueReviews()).approved).toEqual([broken]);
  });
});

describe('review scheduler', () => {
  it('runs the review on its interval, and logs a failed run without throwing', async () => {
    const log = silentLog();
    let calls = 0;
    const runner = createJobRunner({ db, clock: systemClock, log, pollIntervalMs: 10 });
    runner.registerRecurring('review.sweep', 10, async () => {
      calls += 1;
      if (calls === 1) throw new Error('database unavailable');
    });
    runner.start();
    await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(3));
    await runner.stop();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'background job failed',
    );
    const after = calls;
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(calls).toBe(after);
    expect(runner.isRunning).toBe(false);
  });

  it('never overlaps runs: a slow run makes the next ticks wait', async () => {
    let active = 0;
    let maxActive = 0;
    let calls = 0;
    const runner = createJobRunner({ db, clock: systemClock, log: silentLog(), pollIntervalMs: 5 });
    runner.registerRecurring('review.sweep', 5, async () => {
      calls += 1;
      active += 1;
      maxActive = Math.max(maxActive, active);
      await new Promise((resolve) => setTimeout(resolve, 30));
      active -= 1;
    });
    runner.start();
    await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(2));
    await runner.stop();
    expect(maxActive).toBe(1);
    expect(active).toBe(0);
  });

  it('decides due applications with the real review service', async () => {
    const clock = createTestClock(new Date(NOW.getTime() + 120_000));
    const review = createReviewService({ db, clock, log: silentLog() });
    const orderId = await application(await borrower(), {
      product: 'saral-quick',
      decideAfter: clock.now(),
    });
    const runner = createJobRunner({ db, clock, log: silentLog() });
    runner.registerRecurring('review.sweep', 1_000, () => review.runDueReviews());
    // The sweep's row (left by the tests above) is due within its interval of a second.
    await runner.runDueNow();
    clock.advanceSeconds(1);
    await runner.runDueNow();
    expect((await orderRow(orderId)).state).toBe(2);
  });
});

describe('seeded decision rules', () => {
  it('every seeded product has rules; the demo decides Saral Flex by hand', async () => {
    const repository = createDecisionRulesRepository(db);
    expect((await repository.forProduct(product('saral-flex'))).rules.mode).toBe('manual');
    expect((await repository.forProduct(product('saral-quick'))).rules).toEqual(
      DEFAULT_DECISION_RULES,
    );
    // Seeding again keeps what operators changed.
    await repository.save(product('saral-quick'), rules({ minAge: 21 }), NOW);
    await seedDecisionRules(db, { demo: true });
    expect((await repository.forProduct(product('saral-quick'))).rules.minAge).toBe(21);
    await repository.save(product('saral-quick'), rules(), NOW);
  });

  it('operators are seeded only with demo data, once', async () => {
    await seedOperators(db, { demo: false });
    expect(await db.query('SELECT 1 FROM operators')).toHaveLength(0);
    await seedOperators(db, { demo: true });
    const [before] = await db.query<{ password_hash: string }>(
      "SELECT password_hash FROM operators WHERE username = 'admin'",
    );
    await seedOperators(db, { demo: true });
    const rows = await db.query<{ username: string; role: string; password_hash: string }>(
      'SELECT username, role, password_hash FROM operators ORDER BY username',
    );
    expect(rows.map((row) => [row.username, row.role])).toEqual([
      ['admin', 'admin'],
      ['admin.demo', 'admin'],
      ['collections.demo', 'collections'],
      ['finance.demo', 'finance'],
      ['reviewer', 'reviewer'],
      ['reviewer.demo', 'reviewer'],
      ['support.demo', 'support'],
      ['viewer.demo', 'viewer'],
    ]);
    expect(rows[0]?.password_hash).toBe(before?.password_hash);
    expect(rows[0]?.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
  });
});
