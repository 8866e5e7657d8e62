import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACTS_PER_BORROWER_PER_DAY,
  type CollectionDetail,
  type CollectionItem,
} from '@saral/contract/api/ops-collections';
import { OrderState } from '@saral/contract/order-states';
import { createIdentityRepository } from '../src/domains/identity/identity-repository';
import { deliverAll, servicesOf } from './support/notifications';
import { addDays, istDay } from '../src/shared/clock';
import { opsCall, opsLogin } from './support/operator-client';
import { callApi, newBorrower, paidOutLoan, payCheckout } from './support/paid-out-loan';
import { createTestApp, type TestApp } from './support/test-app';
import { createOnboardedBorrower, createOrder } from './support/test-data';

/**
 * Collections in the operator API: the queue, assignment with the SMS naming the agent, contact
 * hours in India, promises to pay (kept or broken on read), masking and permissions.
 */

let t: TestApp;
const tokens: Record<string, string> = {};
let agentId = 0;

async function signInAll() {
  for (const role of ['admin', 'collections', 'support', 'viewer'] as const) {
    tokens[role] = await opsLogin(t.app, `${role}.demo`, `saral-${role}-demo`);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  await signInAll();
  const [agent] = await t.db.query<{ id: number }>(
    "SELECT id FROM operators WHERE username = 'collections.demo'",
  );
  agentId = Number(agent?.id);
});
afterAll(async () => {
  await t.close();
});

const call = (role: string, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  opsCall(t.app, method, path, { token: tokens[role], ...(payload ? { payload } : {}) });

async function queue(query: string, role = 'collections'): Promise<CollectionItem[]> {
  const reply = await call(role, 'GET', `/collections?limit=200&${query}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return (reply.body.data as { items: CollectionItem[] }).items;
}
async function detail(orderId: number, role = 'collections'): Promise<CollectionDetail> {
  const reply = await call(role, 'GET', `/collections/${orderId}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as CollectionDetail;
}
const ids = (items: readonly CollectionItem[]) => items.map((item) => item.orderId);

let phones = 0;
/** A ₹5,000 loan `daysLate` days past its due date today (India), of a new named borrower. */
async function lateLoan(daysLate: number, name = 'Meera Collections') {
  phones += 1;
  const phone = `9176300${String(phones).padStart(5, '0')}`;
  const borrower = await createOnboardedBorrower(t.db, { phone });
  await createIdentityRepository(t.db).update(borrower.userId, { real_name: name });
  const order = await createOrder(t.db, {
    userId: borrower.userId,
    bankCardId: borrower.cardId,
    state: OrderState.overdued,
    at: t.clock.now(),
    dueDate: addDays(istDay(t.clock.now()), -daysLate),
  });
  return { ...order, phone };
}

const assign = (orderId: number, agent = agentId, role = 'admin') =>
  call(role, 'POST', `/collections/${orderId}/assign`, { agentId: agent });

/** The SMS sent to a phone, after the messages waiting for delivery went out. */
async function smsTo(phone: string) {
  await deliverAll(servicesOf(t));
  return t.db.query<{ body: string }>(
    "SELECT body FROM sms_messages WHERE phone = $1 AND status = 'sent' ORDER BY id",
    [phone],
  );
}

/** Moves the test clock forward to the next hh:mm in India (operators sign in again). */
async function moveToIst(hours: number, minutes: number) {
  const now = t.clock.now().getTime();
  const minuteOfDay = (Math.floor(now / 60_000) + 330) % 1440;
  const target = hours * 60 + minutes;
  const ahead = (target - minuteOfDay + 1440) % 1440 || 1440;
  t.clock.advanceSeconds(ahead * 60 - Math.floor((now % 60_000) / 1000));
  await signInAll();
}

describe('GET /ops/v1/collections: the queue', () => {
  it('lists late loans by days past due, filters by bucket and agent, in keyset pages', async () => {
    const early = await lateLoan(3);
    const month = await lateLoan(12);
    const older = await lateLoan(45);
    const notLate = await lateLoan(0);
    expect((await assign(month.orderId)).status).toBe(200);

    const all = ids(await queue(''));
    expect(all).toEqual(expect.arrayContaining([early.orderId, month.orderId, older.orderId]));
    expect(all).not.toContain(notLate.orderId);
    expect(all.indexOf(older.orderId)).toBeLessThan(all.indexOf(month.orderId));
    expect(all.indexOf(month.orderId)).toBeLessThan(all.indexOf(early.orderId));

    const firstWeek = ids(await queue('bucket=1-7'));
    expect(firstWeek).toContain(early.orderId);
    expect(firstWeek).not.toContain(month.orderId);
    expect(ids(await queue('bucket=31-60'))).toContain(older.orderId);
    expect(ids(await queue('bucket=31-60'))).not.toContain(early.orderId);

    const mine = ids(await queue('agent=me'));
    expect(mine).toContain(month.orderId);
    expect(mine).not.toContain(early.orderId);
    expect(ids(await queue(`agent=${agentId}`))).toEqual(mine);
    const unassigned = ids(await queue('agent=unassigned'));
    expect(unassigned).toEqual(expect.arrayContaining([early.orderId, older.orderId]));
    expect(unassigned).not.toContain(month.orderId);

    const [item] = (await queue('bucket=8-30&agent=me')).filter((i) => i.orderId === month.orderId);
    expect(item).toMatchObject({
      orderNo: month.orderNo,
      borrowerName: 'Meera Collections',
      phone: month.phone.slice(2),
      owed: expect.any(Number),
      daysPastDue: 12,
      bucket: '8-30',
      agent: 'collections.demo',
      agentName: 'Kavita Menon',
      openPromise: null,
      lastContact: null,
    });
    expect(item?.owed).toBeGreaterThan(5_000);

    const pages: number[] = [];
    let cursor: string | null = null;
    do {
      const reply = await call(
        'collections',
        'GET',
        `/collections?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      const data = reply.body.data as { items: CollectionItem[]; nextCursor: string | null };
      pages.push(...ids(data.items));
      cursor = data.nextCursor;
    } while (cursor);
    expect(pages).toEqual(all);
    expect((await call('collections', 'GET', '/collections?bucket=2-3')).status).toBe(400);
  });

  it('masks phones for support and viewer', async () => {
    const loan = await lateLoan(5);
    for (const role of ['support', 'viewer']) {
      const [item] = (await queue('bucket=1-7', role)).filter((i) => i.orderId === loan.orderId);
      expect(item?.phone).toBe(`${loan.phone.slice(2, 4)}•••••${loan.phone.slice(-3)}`);
      expect((await detail(loan.orderId, role)).phone).toBe(item?.phone);
    }
    expect((await detail(loan.orderId, 'admin')).phone).toBe(loan.phone.slice(2));
  });
});

describe('POST /ops/v1/collections/:orderId/assign', () => {
  it('sends the borrower one message naming the agent, however often it is repeated', async () => {
    const loan = await lateLoan(9);
    for (let round = 0; round < 3; round += 1) {
      const reply = await assign(loan.orderId);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }
    const sent = await smsTo(loan.phone);
    expect(sent).toHaveLength(1);
    // The borrower is told the agent's name, phone and agency, not the console username.
    expect(sent[0]?.body).toContain(
      'Our recovery agent Kavita Menon of Saral Collections (in-house) (phone 9876501234)',
    );
    expect(sent[0]?.body).not.toContain('collections.demo');
    expect(sent[0]?.body).toContain(loan.orderNo);
    const seen = await detail(loan.orderId);
    expect(seen.assignment).toMatchObject({
      agent: 'collections.demo',
      agentName: 'Kavita Menon',
      agentPhone: '9876501234',
      agentAgency: 'Saral Collections (in-house)',
      assignedBy: 'admin.demo',
      agentNotifiedAt: expect.any(String),
    });
    const audit = await call(
      'admin',
      'GET',
      `/audit-log?action=collection.assign&entityId=${loan.orderId}`,
    );
    expect((audit.body.data as { items: unknown[] }).items).toHaveLength(1);

    // Another agent is a new assignment: the borrower is told of them too, once.
    const created = await call('admin', 'POST', '/operators', {
      username: 'collections.second',
      password: 'saral-second-agent-1',
      role: 'collections',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const second = (created.body.data as { id: number }).id;
    // Without a name, phone and agency on record the agent cannot be given loans.
    const bare = await assign(loan.orderId, second);
    expect(bare.status).toBe(409);
    expect(bare.body.msg).toBe(
      'This agent has no name, phone and agency on record: an admin adds them in Operators before loans can be assigned to them',
    );
    expect(await smsTo(loan.phone)).toHaveLength(1);
    const badPhone = await call('admin', 'PUT', `/operators/${second}/details`, {
      displayName: 'Imran Qureshi',
      phone: '12345',
      agency: 'Apex Recovery Services',
    });
    expect(badPhone.status).toBe(400);
    expect(JSON.stringify(badPhone.body)).toContain('Enter a 10-digit mobile number starting 6–9');
    const details = await call('admin', 'PUT', `/operators/${second}/details`, {
      displayName: 'Imran Qureshi',
      phone: '+91 91234 56789',
      agency: 'Apex Recovery Services',
    });
    expect(details.status, JSON.stringify(details.body)).toBe(200);
    expect(details.body.data).toMatchObject({
      displayName: 'Imran Qureshi',
      phone: '9123456789',
      agency: 'Apex Recovery Services',
    });
    expect(
      (
        await call(
          'collections',
          'PUT',
          `/operators/${second}/details`,
          details.body.data as object,
        )
      ).status,
    ).toBe(403);
    expect((await assign(loan.orderId, second)).status).toBe(200);
    expect((await assign(loan.orderId, second)).status).toBe(200);
    const after = await smsTo(loan.phone);
    expect(after).toHaveLength(2);
    expect(after[1]?.body).toContain(
      'Our recovery agent Imran Qureshi of Apex Recovery Services (phone 9123456789)',
    );
    expect((await detail(loan.orderId)).assignment?.agent).toBe('collections.second');

    // A disabled agent cannot be given loans.
    expect((await call('admin', 'POST', `/operators/${second}/disable`, {})).status).toBe(200);
    expect((await assign((await lateLoan(9)).orderId, second)).status).toBe(400);
  });

  it('refuses an agent who is not an active collections operator, and other roles', async () => {
    const loan = await lateLoan(4);
    const [support] = await t.db.query<{ id: number }>(
      "SELECT id FROM operators WHERE username = 'support.demo'",
    );
    const wrong = await assign(loan.orderId, Number(support?.id));
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('Choose an active operator with the collections role');
    expect((await assign(loan.orderId, agentId, 'collections')).status).toBe(403);
    expect(await smsTo(loan.phone)).toHaveLength(0);
  });
});

describe('POST /ops/v1/collections/:orderId/contacts', () => {
  const contact = (orderId: number, role = 'collections') =>
    call(role, 'POST', `/collections/${orderId}/contacts`, {
      channel: 'call',
      outcome: 'reached',
      note: 'Will pay on Friday',
    });

  it('is refused before the agent’s details were sent', async () => {
    await moveToIst(10, 0);
    const loan = await lateLoan(6);
    const reply = await contact(loan.orderId);
    expect(reply.status).toBe(409);
    expect(reply.body.msg).toMatch(/agent’s details/);
  });

  it('is accepted only from 08:00 to 19:00 in India', async () => {
    const loan = await lateLoan(6);
    expect((await assign(loan.orderId)).status).toBe(200);

    await moveToIst(7, 59);
    const early = await contact(loan.orderId);
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe('Borrowers may be contacted only between 08:00 and 19:00 IST');
    await moveToIst(8, 0);
    const onTime = await contact(loan.orderId);
    expect(onTime.status, JSON.stringify(onTime.body)).toBe(200);
    expect((onTime.body.data as CollectionDetail).contacts).toEqual([
      expect.objectContaining({
        channel: 'call',
        outcome: 'reached',
        note: 'Will pay on Friday',
        operator: 'collections.demo',
      }),
    ]);
    await moveToIst(19, 1);
    expect((await contact(loan.orderId)).status).toBe(409);

    const [item] = (await queue('')).filter((i) => i.orderId === loan.orderId);
    expect(item?.lastContact).toMatchObject({ channel: 'call', outcome: 'reached' });
    expect((await contact(loan.orderId, 'viewer')).status).toBe(403);
  });
  it(`takes at most ${CONTACTS_PER_BORROWER_PER_DAY} contacts with one borrower a day in India, over all their loans`, async () => {
    await moveToIst(9, 0);
    const loan = await lateLoan(6);
    const [userRow] = await t.db.query<{ user_id: number }>(
      'SELECT user_id FROM orders WHERE id = $1',
      [loan.orderId],
    );
    const other = await createOrder(t.db, {
      userId: Number(userRow?.user_id),
      productCode: 'saral-plus',
      state: OrderState.overdued,
      at: t.clock.now(),
      dueDate: addDays(istDay(t.clock.now()), -3),
    });
    expect((await assign(loan.orderId)).status).toBe(200);
    expect((await assign(other.orderId)).status).toBe(200);
    for (let count = 0; count < CONTACTS_PER_BORROWER_PER_DAY; count += 1) {
      const reply = await contact(count === 0 ? other.orderId : loan.orderId);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }
    for (const orderId of [loan.orderId, other.orderId]) {
      const refused = await contact(orderId);
      expect(refused.status).toBe(409);
      expect(refused.body.msg).toBe(
        `This borrower was already contacted ${CONTACTS_PER_BORROWER_PER_DAY} times today (India); contact them again tomorrow`,
      );
    }
    expect((await detail(loan.orderId)).contacts).toHaveLength(CONTACTS_PER_BORROWER_PER_DAY - 1);
    // Another borrower is not held back, and the next day in India starts afresh.
    const someoneElse = await lateLoan(6);
    expect((await assign(someoneElse.orderId)).status).toBe(200);
    expect((await contact(someoneElse.orderId)).status).toBe(200);
    await moveToIst(8, 30);
    expect((await contact(loan.orderId)).status).toBe(200);
  });
});

describe('POST /ops/v1/collections/:orderId/promises', () => {
  const promise = (orderId: number, amount: number, promisedDate: string, role = 'collections') =>
    call(role, 'POST', `/collections/${orderId}/promises`, { amount, promisedDate });

  it('takes a date from today to 30 days on, at most what is owed, one open at a time', async () => {
    const loan = await lateLoan(10);
    const today = istDay(t.clock.now());
    const past = await promise(loan.orderId, 1_000, addDays(today, -1));
    expect(past.status).toBe(400);
    expect((await promise(loan.orderId, 1_000, addDays(today, 31))).status).toBe(400);
    const tooMuch = await promise(loan.orderId, 50_000, today);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.msg).toMatch(/more than what is owed/);
    expect((await promise(loan.orderId, 0, today)).status).toBe(400);

    const first = await promise(loan.orderId, 1_500, addDays(today, 3));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await promise(loan.orderId, 1_000, addDays(today, 5));
    expect(second.status).toBe(409);
    expect(second.body.msg).toBe('A promise is already open');
    expect((await promise(loan.orderId, 1_000, today, 'viewer')).status).toBe(403);

    const [item] = (await queue('')).filter((i) => i.orderId === loan.orderId);
    expect(item?.openPromise).toEqual({ promisedDate: addDays(today, 3), amount: 1_500 });
  });

  it('a promise whose day passed without payment is broken; one followed by a repayment is kept', async () => {
    const borrower = await newBorrower(t);
    const { orderId } = await paidOutLoan(t, borrower, 3_000);
    const unpaid = await lateLoan(8);
    t.clock.advanceSeconds(9 * 24 * 3600); // due 7 days on: now 2 days late
    await moveToIst(11, 0);
    const today = istDay(t.clock.now());

    expect((await promise(orderId, 1_000, addDays(today, 1))).status).toBe(200);
    expect((await promise(unpaid.orderId, 1_000, today)).status).toBe(200);
    expect((await detail(orderId)).promises[0]?.status).toBe('open');

    const repay = await callApi(t, borrower.token, 'POST', '/api1/pay-order/v1/repay', { orderId });
    expect(repay.status, JSON.stringify(repay.body)).toBe(200);
    await payCheckout(t, repay.body.data.paymentUrl, '1000');
    expect((await detail(orderId)).promises[0]).toMatchObject({ status: 'kept', amount: 1_000 });

    expect((await detail(unpaid.orderId)).promises[0]?.status).toBe('open');
    await moveToIst(0, 5); // the next day in India
    expect((await detail(unpaid.orderId)).promises[0]).toMatchObject({
      status: 'broken',
      resolvedAt: expect.any(String),
    });
    const [item] = (await queue('')).filter((i) => i.orderId === unpaid.orderId);
    expect(item?.openPromise).toBeNull();
    expect((await promise(unpaid.orderId, 500, istDay(t.clock.now()))).status).toBe(200);
  });
});
