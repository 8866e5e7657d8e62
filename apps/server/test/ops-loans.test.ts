import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoanDetail, LoanListItem } from '@saral/contract/api/ops-loans';
import { OrderState } from '@saral/contract/order-states';
import { createIdentityRepository } from '../src/domains/identity/identity-repository';
import { owedNowPaise } from '../src/domains/orders/order-money';
import { addDays, istDay } from '../src/shared/clock';
import { opsCall, opsLogin } from './support/operator-client';
import { callApi, newBorrower, paidOutLoan, payCheckout } from './support/paid-out-loan';
import { createTestApp, type TestApp } from './support/test-app';
import {
  chargeOverdueFee,
  createFailedPayout,
  createOnboardedBorrower,
  createOrder,
  createPaidOrder,
  productIdOf,
  type TestOrderOptions,
} from './support/test-data';

/** Loans in the operator API: search, filters, keyset pages, masking, the detail and notes. */

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['admin', 'finance', 'support', 'viewer'] as const) {
    tokens[role] = await opsLogin(t.app, `${role}.demo`, `saral-${role}-demo`);
  }
});
afterAll(async () => {
  await t.close();
});

type Page = { items: LoanListItem[]; nextCursor: string | null };

async function list(query: string, role = 'finance') {
  return opsCall(t.app, 'GET', `/loans?${query}`, { token: tokens[role] });
}
async function page(query: string, role = 'finance'): Promise<Page> {
  const reply = await list(query, role);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as Page;
}
async function detail(orderId: number, role = 'finance'): Promise<LoanDetail> {
  const reply = await opsCall(t.app, 'GET', `/loans/${orderId}`, { token: tokens[role] });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as LoanDetail;
}
const ids = (items: readonly LoanListItem[]) => items.map((item) => item.orderId);

/** A loan of a new borrower named `name` (KYC), applied for now unless `at` says otherwise. */
async function loan(name: string, options: Partial<TestOrderOptions> & { phone?: string } = {}) {
  const { phone, ...order } = options;
  const borrower = await createOnboardedBorrower(t.db, phone ? { phone } : {});
  await createIdentityRepository(t.db).update(borrower.userId, { real_name: name });
  const made = await createOrder(t.db, {
    userId: borrower.userId,
    bankCardId: borrower.cardId,
    at: t.clock.now(),
    ...order,
  });
  return { ...borrower, ...made };
}

describe('GET /ops/v1/loans: search', () => {
  it('finds a loan by phone, order number, PAN or name, and no other', async () => {
    const mine = await loan('Anjali Raghavan', { phone: '917012340001' });
    const other = await loan('Anjali Rao', { phone: '917012340002' });
    const pan = (await createIdentityRepository(t.db).find(mine.userId))?.pan_no ?? '';
    expect(pan).toMatch(/^[A-Z]{5}\d{4}[A-Z]$/);

    for (const q of ['7012340001', '+91 70123 40001', mine.orderNo.toLowerCase(), pan, 'RAGHAV']) {
      const found = await page(`q=${encodeURIComponent(q)}`);
      expect(ids(found.items), q).toEqual([mine.orderId]);
    }
    expect(ids((await page('q=anjali%20ra')).items).sort()).toEqual(
      [mine.orderId, other.orderId].sort(),
    );
    const [item] = (await page('q=7012340001')).items;
    expect(item).toMatchObject({
      orderNo: mine.orderNo,
      orderState: OrderState.auditing,
      productName: expect.any(String),
      borrowerName: 'Anjali Raghavan',
      phone: '7012340001',
      loanAmount: 5_000,
      owed: 5_017.5,
      dueDate: null,
      daysPastDue: null,
    });
  });

  it('refuses digits that are not a whole phone number, and matches nothing unknown', async () => {
    const short = await list('q=70123');
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({
      code: -1,
      msg: 'Search by the full 10-digit mobile number',
    });
    expect((await page('q=Nobody%20Ever%20Named')).items).toEqual([]);
  });
});

describe('GET /ops/v1/loans: filters', () => {
  it('filters by state, product, due date and days past due (India)', async () => {
    const today = istDay(t.clock.now());
    const group = 'Filterset Iyer';
    const auditing = await loan(group);
    const dueSoon = await loan(group, { state: OrderState.loaned, dueDate: addDays(today, 3) });
    const late = await loan(group, { state: OrderState.overdued, dueDate: addDays(today, -10) });
    const flex = await loan(group, { productCode: 'saral-flex' });
    const settledBorrower = await createOnboardedBorrower(t.db);
    await createIdentityRepository(t.db).update(settledBorrower.userId, { real_name: group });
    const settled = await createPaidOrder(t.db, { userId: settledBorrower.userId });
    const q = 'q=filterset';

    expect(ids((await page(`${q}&state=${OrderState.overdued}`)).items)).toEqual([late.orderId]);
    expect(
      ids((await page(`${q}&state=${OrderState.loaned}&state=${OrderState.overdued}`)).items),
    ).toEqual([late.orderId, dueSoon.orderId]);
    const flexId = await productIdOf(t.db, 'saral-flex');
    expect(ids((await page(`${q}&productId=${flexId}`)).items)).toEqual([flex.orderId]);
    expect(
      ids((await page(`${q}&dueFrom=${addDays(today, -11)}&dueTo=${addDays(today, -9)}`)).items),
    ).toEqual([late.orderId]);
    expect(ids((await page(`${q}&dueFrom=${today}`)).items)).toContain(dueSoon.orderId);
    expect(ids((await page(`${q}&dueFrom=${today}`)).items)).not.toContain(late.orderId);

    const lateOnes = (await page(`${q}&dpdMin=1`)).items;
    expect(ids(lateOnes)).toEqual([late.orderId]);
    expect(lateOnes[0]).toMatchObject({ daysPastDue: 10, dpdBucket: '8-30' });
    const notLate = (await page(`${q}&dpdMax=0`)).items;
    expect(ids(notLate)).toEqual([dueSoon.orderId]);
    expect(notLate[0]).toMatchObject({ daysPastDue: 0, dpdBucket: null });
    // Days past due belong to open loans: the settled and the unpaid-out ones have none.
    const all = (await page(q)).items;
    expect(all.find((item) => item.orderId === settled.orderId)?.daysPastDue).toBeNull();
    expect(all.find((item) => item.orderId === auditing.orderId)?.daysPastDue).toBeNull();
    // What each owes is the borrower's own figure.
    for (const item of all) {
      expect(item.owed, item.orderNo).toBe((await owedNowPaise(t.db, item.orderId)) / 100);
    }
  });

  it('refuses filters that cannot be met and malformed ones with a clear 400', async () => {
    for (const [query, message] of [
      ['dueFrom=2026-11-10&dueTo=2026-11-01', 'dueFrom must not be after dueTo'],
      ['dpdMin=9&dpdMax=3', 'dpdMin must not be more than dpdMax'],
      ['dueFrom=10-11-2026', 'dueFrom'],
      ['limit=201', 'limit'],
      ['sort=amount', 'sort'],
      ['state=abc', 'state'],
    ] as const) {
      const reply = await list(query);
      expect(reply.status, query).toBe(400);
      expect(reply.body.code, query).toBe(-1);
      expect(reply.body.msg, query).toContain(message);
    }
  });
});

describe('GET /ops/v1/loans: keyset pages', () => {
  it('walks pages of 2 without duplicates or gaps while a new order arrives', async () => {
    const made: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      // Two orders share an apply time: the id breaks the tie.
      if (i !== 3) t.clock.advanceSeconds(60);
      made.push((await loan(`Pagewalk Sharma ${i}`)).orderId);
    }
    const expected = [...made].reverse();
    const first = await page('q=pagewalk&limit=2');
    expect(ids(first.items)).toEqual(expected.slice(0, 2));
    t.clock.advanceSeconds(60);
    const newcomer = await loan('Pagewalk Sharma late');
    const seen = [...ids(first.items)];
    let cursor = first.nextCursor;
    let pages = 1;
    while (cursor) {
      const next = await page(`q=pagewalk&limit=2&cursor=${cursor}`);
      seen.push(...ids(next.items));
      cursor = next.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(expected);
    expect(seen).not.toContain(newcomer.orderId);
    expect(ids((await page('q=pagewalk&limit=2')).items)[0]).toBe(newcomer.orderId);
  });

  it('pages late loans newest first, found through the open loans’ index', async () => {
    const today = istDay(t.clock.now());
    const late: number[] = [];
    for (const days of [40, 5, 20]) {
      t.clock.advanceSeconds(60);
      const made = await loan('Latewalk Rao', {
        state: OrderState.overdued,
        dueDate: addDays(today, -days),
      });
      late.push(made.orderId);
    }
    await loan('Latewalk Rao', { state: OrderState.loaned, dueDate: addDays(today, 3) });
    const seen: number[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const next: Page = await page(
        `q=latewalk&dpdMin=1&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...ids(next.items));
      cursor = next.nextCursor;
    }
    expect(seen).toEqual([...late].reverse());
    expect(ids((await page('q=latewalk&dpdMin=10&dpdMax=30')).items)).toEqual([late[2]]);
  });

  it('pages by due date, earliest first, loans not paid out last', async () => {
    const today = istDay(t.clock.now());
    const due = async (days: number | null) =>
      (
        await loan('Duewalk Menon', {
          ...(days === null ? {} : { state: OrderState.loaned, dueDate: addDays(today, days) }),
        })
      ).orderId;
    const later = await due(5);
    const unpaid = await due(null);
    const sooner = await due(2);
    const soonest = await due(-1);
    const seen: number[] = [];
    let cursor: string | null = '';
    do {
      const next: Page = await page(
        `q=duewalk&sort=dueDate&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...ids(next.items));
      cursor = next.nextCursor;
    } while (cursor);
    expect(seen).toEqual([soonest, sooner, later, unpaid]);
  });

  it('answers 400 for a cursor that is not one, or belongs to another sort', async () => {
    await loan('Cursor Nair');
    await loan('Cursor Nair');
    const first = await page('q=cursor%20nair&limit=1');
    for (const query of [
      'cursor=not-a-cursor',
      `cursor=${Buffer.from('a:12:abc').toString('base64url')}`,
      `sort=dueDate&cursor=${first.nextCursor}`,
    ]) {
      const reply = await list(query);
      expect(reply.status, query).toBe(400);
      expect(reply.body).toEqual({
        code: -1,
        msg: 'The cursor is not valid; start again without it',
        data: null,
      });
    }
  });
});

describe('personal data by role', () => {
  it('masks phone, PAN and account for support and viewer; finance sees them whole', async () => {
    const made = await loan('Masking Pillai', {
      phone: '919812345210',
      state: OrderState.loaned,
    });
    const identity = await createIdentityRepository(t.db).find(made.userId);
    await createIdentityRepository(t.db).update(made.userId, { aadhaar_last4: '4321' });
    const pan = identity?.pan_no ?? '';
    for (const role of ['support', 'viewer']) {
      const [item] = (await page('q=9812345210', role)).items;
      expect(item?.phone, role).toBe('98•••••210');
      const seen = await detail(made.orderId, role);
      expect(seen.borrower.phone).toBe('98•••••210');
      expect(seen.borrower.pan).toBe(`${pan.slice(0, 2)}••••••${pan.slice(-2)}`);
      expect(seen.borrower.bankAccount?.accountNo).toMatch(/^•+\d{4}$/);
      expect(seen.borrower.aadhaarLast4).toBe('4321');
      expect(JSON.stringify(seen)).not.toContain(pan);
      expect(JSON.stringify(seen)).not.toContain('9812345210');
    }
    const [item] = (await page('q=9812345210', 'finance')).items;
    expect(item?.phone).toBe('9812345210');
    const full = await detail(made.orderId, 'finance');
    expect(full.borrower).toMatchObject({
      name: 'Masking Pillai',
      phone: '9812345210',
      pan,
      aadhaarLast4: '4321',
      bankAccount: { ifsc: 'SBIN0000300', bankName: expect.any(String) },
    });
    expect(full.borrower.bankAccount?.accountNo).toMatch(/^50100\d{7}$/);
  });
});

describe('GET /ops/v1/loans/:orderId', () => {
  it('shows terms, balanced ledger postings, the owed figure and the history', async () => {
    const made = await loan('Ledger Das', { state: OrderState.loaned });
    await chargeOverdueFee(t.db, made.orderId, 2_500);
    const paid = await createOnboardedBorrower(t.db);
    const settled = await createPaidOrder(t.db, { userId: paid.userId });

    const running = await detail(made.orderId);
    expect(running.terms).toMatchObject({
      loanAmount: 5_000,
      disbursedAmount: 4_528,
      repaymentAmount: 5_017.5,
      periodDays: 7,
      productName: expect.any(String),
      tenureLabel: expect.any(String),
      dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(running.terms.interest + running.terms.loanAmount).toBe(5_017.5);
    expect(running.money.owed).toBe((await owedNowPaise(t.db, made.orderId)) / 100);
    expect(running.money.owed).toBe(5_042.5);
    expect(running.ledger.map((posting) => posting.kind)).toEqual(
      expect.arrayContaining(['disbursal', 'overdue_fee']),
    );
    for (const posting of running.ledger) {
      const sum = (side: string) =>
        posting.entries
          .filter((entry) => entry.side === side)
          .reduce((total, entry) => total + Math.round(entry.amount * 100), 0);
      expect(sum('debit'), posting.kind).toBe(sum('credit'));
      expect(sum('debit'), posting.kind).toBeGreaterThan(0);
    }

    const done = await detail(settled.orderId);
    expect(done.orderState).toBe(OrderState.settled);
    expect(done.money.owed).toBe(0);
    expect(done.ledger.map((posting) => posting.kind)).toContain('payment');
    expect(done.stateHistory).toEqual([
      expect.objectContaining({ from: OrderState.loaned, to: OrderState.settled }),
    ]);
  });

  it('shows a repayment link paid through the checkout, its gateway event and the history', async () => {
    const borrower = await newBorrower(t);
    const { orderId } = await paidOutLoan(t, borrower);
    const repay = await callApi(t, borrower.token, 'POST', '/api1/pay-order/v1/repay', { orderId });
    await payCheckout(t, repay.body.data.paymentUrl);

    const seen = await detail(orderId);
    expect(seen.orderState).toBe(OrderState.settled);
    expect(seen.payments).toEqual([
      expect.objectContaining({
        purpose: 'repayment',
        amount: 5_017.5,
        status: 'paid',
        events: [expect.objectContaining({ amount: 5_017.5, outcome: 'credited', method: 'upi' })],
      }),
    ]);
    expect(seen.money).toMatchObject({ owed: 0, totalPaid: 5_017.5, repaid: 5_017.5 });
    expect(seen.stateHistory.map((step) => [step.from, step.to])).toEqual([
      [OrderState.lending, OrderState.loaned],
      [OrderState.loaned, OrderState.settled],
    ]);
  });

  it('shows a failed payout with its reason and the move to Failed', async () => {
    const failedPayout = await createFailedPayout(t.db, t.clock);
    const seen = await detail(failedPayout.orderId);
    expect(seen.payout).toMatchObject({
      id: failedPayout.payoutId,
      status: 'failed',
      attempts: 1,
      failureReason: expect.stringContaining('closed or invalid'),
    });
    expect(seen.stateHistory.at(-1)).toMatchObject({
      from: OrderState.lending,
      to: OrderState.failed,
    });
    expect(seen.ledger).toEqual([]);
  });

  it('shows the accepted KFS and what it stated', async () => {
    const made = await loan('Kfs Bose', { state: OrderState.pass, kfsAcceptedAt: t.clock.now() });
    const seen = await detail(made.orderId);
    expect(seen.kfs).toMatchObject({
      acceptedAt: t.clock.now().toISOString(),
      termsHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      stands: true,
      terms: { principal: 5_000, received: 4_528, repayment: 5_017.5, periodDays: 7 },
    });
    expect((await detail((await loan('Kfs Bose')).orderId)).kfs).toBeNull();
  });

  it('answers 404 for an unknown order', async () => {
    const reply = await opsCall(t.app, 'GET', '/loans/99999999', { token: tokens.finance });
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ code: -5, msg: 'Order not found' });
  });
});

describe('POST /ops/v1/loans/:orderId/notes', () => {
  const note = (orderId: number, text: unknown, role = 'support') =>
    opsCall(t.app, 'POST', `/loans/${orderId}/notes`, {
      token: tokens[role],
      payload: { text },
    });

  it('appends notes, shows them newest first and writes each to the audit log', async () => {
    const made = await loan('Notes Kapoor');
    const first = await note(made.orderId, '  Called, promised to pay Friday  ');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      text: 'Called, promised to pay Friday',
      operator: 'support.demo',
    });
    t.clock.advanceSeconds(30);
    expect((await note(made.orderId, 'Second call\nno answer', 'finance')).status).toBe(200);

    const seen = await detail(made.orderId, 'viewer');
    expect(seen.notes.map((item) => [item.text, item.operator])).toEqual([
      ['Second call\nno answer', 'finance.demo'],
      ['Called, promised to pay Friday', 'support.demo'],
    ]);
    const audit = await opsCall(
      t.app,
      'GET',
      `/audit-log?action=loan.note&entityType=order&entityId=${made.orderId}`,
      { token: tokens.admin },
    );
    const entries = (audit.body.data as { items: { username: string; after: unknown }[] }).items;
    expect(entries.map((entry) => entry.username)).toEqual(['finance.demo', 'support.demo']);
    expect(entries[1]?.after).toMatchObject({ text: 'Called, promised to pay Friday' });
  });

  it('refuses the viewer (403), bad text (400) and an unknown order (404)', async () => {
    const made = await loan('Notes Refused');
    const viewer = await note(made.orderId, 'Looks fine', 'viewer');
    expect(viewer.status).toBe(403);
    expect(viewer.body).toEqual({ code: -1, msg: 'Not allowed for your role', data: null });
    for (const text of ['   ', 'x'.repeat(1001), 'bell\u0007here', 42]) {
      const reply = await note(made.orderId, text);
      expect(reply.status, JSON.stringify(text)).toBe(400);
      expect(reply.body.code).toBe(-1);
    }
    expect((await detail(made.orderId)).notes).toEqual([]);
    const unknown = await note(99999999, 'Nobody');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: -5 });
  });
});
