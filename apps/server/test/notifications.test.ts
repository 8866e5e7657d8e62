import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Calls } from '@saral/contract/calls';
import { formatRupees } from '@saral/contract/money';
import { OrderState } from '@saral/contract/order-states';
import { DELIVERY_SIGNATURE_HEADER } from '@saral/contract/api/notifications';
import { createServices } from '../src/services';
import {
  MESSAGE_TEMPLATES,
  TEMPLATE_NAMES,
  TemplateValueMissingError,
  renderTemplate,
} from '../src/domains/notifications/message-templates';
import { createSandboxSmsProvider } from '../src/domains/sms/sandbox-sms-provider';
import { createSmsRepository } from '../src/domains/sms/sms-repository';
import type { SmsProvider } from '../src/domains/sms/sms-provider';
import { call, newBorrower, pricedOrder, type Borrower } from './support/loan-journey';
import { payCheckout } from './support/paid-out-loan';
import { opsCall, opsLogin } from './support/operator-client';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Borrower notifications: every template renders, a loan's journey leaves the right messages in
 * the SMS and WhatsApp sandboxes and the inbox, nothing is sent twice, quiet hours hold
 * reminders, delivery receipts and resend.
 */

let t: TestApp;
let s: ReturnType<typeof createServices>;
const silent = { info() {}, warn() {}, error() {}, debug() {}, child: () => silent } as never;

beforeAll(async () => {
  t = await createTestApp({ env: { PAYOUT_SANDBOX_DELAY_MS: '0' } });
  s = createServices({ config: t.config, db: t.db, clock: t.clock, log: silent });
});
afterAll(async () => {
  await t.close();
});

const sample: Record<string, string> = {
  lender: 'Saral Finserv',
  orderNo: 'SL100',
  amount: '₹1,00,000',
  link: 'https://saral.example/x',
  reason: 'our lending rules',
  reapplyDate: '12 Dec 2026',
  account: '••1234',
  repayAmount: '₹1,02,000',
  dueDate: '12 Dec 2026',
  validUntil: '12 Dec 2026, 3:00 pm',
  days: '3 days',
  fee: '₹150',
  left: '₹500',
  agent: 'ravi.k',
  agency: 'Saral Finserv',
  agentPhone: '1800 000 000',
  lenderPhone: '1800 000 000',
};

async function smsBodies(phone: string): Promise<string[]> {
  const rows = await t.db.query<{ body: string }>(
    "SELECT body FROM sms_messages WHERE phone = $1 AND status = 'sent' ORDER BY id",
    [phone],
  );
  return rows.map((row) => row.body);
}
async function whatsappTemplates(phone: string): Promise<string[]> {
  const rows = await t.db.query<{ template: string }>(
    'SELECT template FROM whatsapp_messages WHERE phone = $1 ORDER BY id',
    [phone],
  );
  return rows.map((row) => row.template);
}
async function messagesOf(orderId: number, channel = 'sms') {
  return t.db.query<{ id: number; template: string; status: string; body: string }>(
    'SELECT id::int AS id, template, status, body FROM messages WHERE order_id = $1 AND channel = $2 ORDER BY id',
    [orderId, channel],
  );
}
async function deliverAll() {
  while ((await s.messageDelivery.deliverDue()) > 0) {
    if (
      (
        await t.db.query(
          "SELECT 1 FROM messages WHERE status IN ('queued','sending') AND send_after <= $1",
          [t.clock.now()],
        )
      ).length === 0
    )
      break;
  }
}
const job = (messageId: number, attempt = 1) => ({
  id: messageId,
  kind: 'message.deliver',
  key: `message:${messageId}`,
  payload: { messageId },
  attempt,
});

/** Moves the test clock to hh:mm India time on the day `days` after today (India). */
function moveTo(days: number, hh: number, mm = 0) {
  const now = t.clock.now();
  const ist = new Date(now.getTime() + 330 * 60_000);
  const target =
    Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() + days, hh, mm) -
    330 * 60_000;
  t.clock.advanceSeconds((target - now.getTime()) / 1000);
}

describe('templates', () => {
  it('renders every template with a sample event, every placeholder filled', () => {
    for (const name of TEMPLATE_NAMES) {
      const { body, parameters } = renderTemplate(name, sample);
      expect(body, name).not.toMatch(/[{}]/);
      expect(parameters).toHaveLength(MESSAGE_TEMPLATES[name].placeholders.length);
      for (const placeholder of MESSAGE_TEMPLATES[name].placeholders) {
        expect(body, `${name} {${placeholder}}`).toContain(sample[placeholder]);
      }
    }
  });

  it('refuses a template missing a value', () => {
    const { amount: _amount, ...withoutAmount } = sample;
    expect(() => renderTemplate('loan_approved', withoutAmount)).toThrow(TemplateValueMissingError);
    expect(() => renderTemplate('loan_approved', { ...sample, amount: ' ' })).toThrow(
      TemplateValueMissingError,
    );
  });

  it('gives each template its own DLT template id', () => {
    const ids = Object.values(t.config.notifications.dltTemplateIds);
    expect(new Set(ids).size).toBe(TEMPLATE_NAMES.length);
  });
});

describe('a loan journey', () => {
  let who: Borrower;
  let orderId: number;

  it('approve → documents → disburse → reminders → overdue → payment → closed', async () => {
    moveTo(0, 11);
    who = await newBorrower(t);
    orderId = await pricedOrder(t, who, { rupees: 5_000, state: OrderState.auditing });
    await s.review.approve(orderId, { reason: 'looks fine' }, 'reviewer.demo');
    await deliverAll();
    const approved = await smsBodies(who.phone);
    expect(approved.at(-1)).toContain('of ₹5,000 is approved');
    expect(approved.at(-1)).toContain('tap Get Money');

    const kfs = await call(t.app, who.token, 'GET', `${Calls.kfs.path}?orderId=${orderId}`);
    const accepted = await call(t.app, who.token, 'POST', Calls.acceptKfs.path, {
      orderId,
      termsHash: kfs.body.data.termsHash,
    });
    expect(accepted.body.code).toBe(0);
    const money = await call(t.app, who.token, 'POST', Calls.getMoney.path, { orderId });
    expect(money.body.code, money.body.msg).toBe(0);
    await s.payouts.runDuePayouts();
    await deliverAll();
    const [card] = await t.db.query<{ account_no: string }>(
      'SELECT account_no FROM bank_cards WHERE id = $1',
      [who.cardId],
    );
    const [order] = await t.db.query<{
      due: string;
      repayment_paise: number;
      received_paise: number;
    }>(
      "SELECT to_char(due_date, 'YYYY-MM-DD') AS due, repayment_paise, received_paise FROM orders WHERE id = $1",
      [orderId],
    );
    const due = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${order?.due}T00:00:00Z`));
    const rupees = (paise: number) => formatRupees(paise / 100);
    let bodies = await smsBodies(who.phone);
    const documents = bodies.find((body) =>
      body.includes('Key Fact Statement and sanction letter'),
    );
    expect(documents).toBeDefined();
    const disbursed = bodies.at(-1) ?? '';
    expect(disbursed).toContain(`${rupees(Number(order?.received_paise))} has been sent`);
    expect(disbursed).toContain(`••${card?.account_no.slice(-4)}`);
    expect(disbursed).toContain(`repay ${rupees(Number(order?.repayment_paise))} by ${due}`);

    // The documents link works without signing in; a changed signature does not.
    const link = new URL(/(https?:\/\/\S+?) \(the link/.exec(documents ?? '')?.[1] ?? '');
    const page = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sanction letter');
    const forged = await t.app.inject({
      method: 'GET',
      url: `${link.pathname}${link.search.replace(/sig=./, 'sig=0')}`,
    });
    expect(forged.statusCode).toBe(401);

    // 2 days before the due date, at 09:00 India time.
    moveTo(5, 9);
    await s.queueDueReminders(t.clock.now());
    await s.queueDueReminders(t.clock.now());
    await deliverAll();
    bodies = await smsBodies(who.phone);
    expect(bodies.at(-1)).toContain(`${rupees(Number(order?.repayment_paise))} of your loan`);
    expect(bodies.at(-1)).toContain(`due on ${due}, in 2 days`);
    moveTo(2, 9);
    await s.queueDueReminders(t.clock.now());
    await deliverAll();
    expect((await smsBodies(who.phone)).at(-1)).toContain(`due today, ${due}`);

    // A day late: the overdue job charges its fee, the notice names it.
    moveTo(1, 9);
    await s.overdue.runOverdue();
    await s.queueDueReminders(t.clock.now());
    await deliverAll();
    const overdue = (await smsBodies(who.phone)).at(-1) ?? '';
    expect(overdue).toMatch(/is 1 day overdue\. Overdue fee so far: ₹[\d,.]+\. Amount due now: ₹/);

    // Paying everything closes the loan.
    const repay = await call(t.app, who.token, 'POST', Calls.repay.path, { orderId });
    expect(repay.body.code, repay.body.msg).toBe(0);
    await payCheckout(t, repay.body.data.paymentUrl);
    await deliverAll();
    expect((await smsBodies(who.phone)).at(-1)).toMatch(
      /we received ₹[\d,.]+ for your loan .* Your loan is closed/,
    );

    const templates = (await messagesOf(orderId)).map((row) => row.template);
    expect(templates).toEqual([
      'loan_approved',
      'loan_documents',
      'loan_disbursed',
      'due_soon',
      'due_today',
      'loan_overdue',
      'loan_closed',
    ]);
    expect(await whatsappTemplates(who.phone)).toEqual(templates);
    const inbox = await call(t.app, who.token, 'GET', `${Calls.inbox.path}?limit=50`);
    expect(inbox.body.data.items.map((item: { body: string }) => item.body)).toEqual(
      (await messagesOf(orderId, 'inapp')).map((row) => row.body).reverse(),
    );
    const unread = await call(t.app, who.token, 'GET', Calls.inboxUnread.path);
    expect(unread.body.data.unread).toBe(7);
    const read = await call(t.app, who.token, 'POST', Calls.inboxMarkRead.path, {});
    expect(read.body.data.marked).toBe(7);
    expect((await call(t.app, who.token, 'GET', Calls.inboxUnread.path)).body.data.unread).toBe(0);
    // Every SMS sent once: the sandbox count equals the messages.
    expect(await smsBodies(who.phone)).toHaveLength(1 + templates.length);
  });

  it('sends nothing twice: a repeated event, a handler run twice, a crash after sending', async () => {
    moveTo(0, 12);
    const other = await newBorrower(t);
    const id = await pricedOrder(t, other, { state: OrderState.auditing });
    await t.db.transaction((tx) => s.notify(tx, { orderId: id, event: 'loan.approved' }));
    await t.db.transaction((tx) => s.notify(tx, { orderId: id, event: 'loan.approved' }));
    const [sms] = await messagesOf(id);
    expect(await messagesOf(id)).toHaveLength(1);
    const before = (await smsBodies(other.phone)).length;
    // A crash after the gateway took the message, before it was marked sent.
    const sandbox = createSandboxSmsProvider(silent, createSmsRepository(t.db));
    const crashing: SmsProvider = {
      name: 'sandbox',
      keepsReadableOutbox: true,
      async send(message) {
        await sandbox.send(message);
        throw new Error('process killed');
      },
    };
    const crashed = createServices({
      config: t.config,
      db: t.db,
      clock: t.clock,
      log: silent,
      sms: crashing,
    });
    await expect(crashed.deliverMessage(job(Number(sms?.id)))).rejects.toThrow('process killed');
    await s.deliverMessage(job(Number(sms?.id), 2));
    await s.deliverMessage(job(Number(sms?.id), 3));
    expect((await smsBodies(other.phone)).length).toBe(before + 1);
    expect((await messagesOf(id))[0]?.status).toBe('sent');
  });
});

describe('quiet hours', () => {
  it('holds a reminder at 21:00 India time until 08:00, then sends it', async () => {
    const who = await newBorrower(t);
    const orderId = await pricedOrder(t, who, { state: OrderState.loaned });
    moveTo(0, 21);
    const due = new Date(t.clock.now().getTime() + 330 * 60_000 + 2 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await t.db.query('UPDATE orders SET due_date = $2 WHERE id = $1', [orderId, due]);
    await s.queueDueReminders(t.clock.now());
    const [reminder] = await messagesOf(orderId);
    expect(reminder?.template).toBe('due_soon');
    const outcome = await s.deliverMessage(job(Number(reminder?.id)));
    const eight = new Date(
      Date.UTC(
        Number(due.slice(0, 4)),
        Number(due.slice(5, 7)) - 1,
        Number(due.slice(8, 10)) - 1,
        8,
      ) -
        330 * 60_000,
    );
    expect(outcome).toEqual({ retryAt: eight });
    expect((await messagesOf(orderId))[0]?.status).toBe('held');
    expect(await smsBodies(who.phone)).toHaveLength(1); // the sign-in code only
    moveTo(1, 8);
    expect(await s.deliverMessage(job(Number(reminder?.id), 2))).toBeUndefined();
    expect((await messagesOf(orderId))[0]?.status).toBe('sent');
    expect(await smsBodies(who.phone)).toHaveLength(2);
  });
});

describe('delivery receipts and operators', () => {
  const receipt = (
    channel: string,
    body: object,
    secret = t.config.notifications.receiptSecret,
  ) => {
    const payload = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: `/notifications/receipts/${channel}`,
      headers: {
        'content-type': 'application/json',
        [DELIVERY_SIGNATURE_HEADER]: createHmac('sha256', secret).update(payload).digest('hex'),
      },
      payload,
    });
  };

  it('401 on a bad signature (nothing changes), 404 for an unknown id, 200 applies it', async () => {
    moveTo(1, 10);
    const who = await newBorrower(t);
    const orderId = await pricedOrder(t, who, { state: OrderState.auditing });
    await t.db.transaction((tx) => s.notify(tx, { orderId, event: 'loan.approved' }));
    await deliverAll();
    const [row] = await t.db.query<{ provider_message_id: string }>(
      "SELECT provider_message_id FROM messages WHERE order_id = $1 AND channel = 'sms'",
      [orderId],
    );
    const id = row?.provider_message_id ?? '';
    expect(
      (await receipt('sms', { messageId: id, status: 'delivered' }, 'wrong-secret-0123456789'))
        .statusCode,
    ).toBe(401);
    expect((await messagesOf(orderId))[0]?.status).toBe('sent');
    expect(
      (await receipt('sms', { messageId: 'no-such-id', status: 'delivered' })).statusCode,
    ).toBe(404);
    const failedReceipt = await receipt('sms', { messageId: id, status: 'failed', error: 'DND' });
    expect(failedReceipt.statusCode).toBe(200);
    expect((await messagesOf(orderId))[0]?.status).toBe('failed');

    // The operator sees it among failed deliveries and sends it again (audited).
    const token = await opsLogin(t.app, 'support.demo', 'saral-support-demo');
    const failedList = await opsCall(t.app, 'GET', '/messages/failed?limit=50', { token });
    const item = failedList.body.data.items.find((m: { orderId: number }) => m.orderId === orderId);
    expect(item.error).toBe('DND');
    expect(item.phone).toMatch(/•/);
    const resent = await opsCall(t.app, 'POST', `/messages/${item.id}/resend`, { token });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.data.resendOf).toBe(item.id);
    await deliverAll();
    expect((await messagesOf(orderId)).map((m) => m.status)).toEqual(['failed', 'sent']);
    expect(await smsBodies(who.phone)).toHaveLength(3);
    const audit = await t.db.query(
      "SELECT 1 FROM operator_audit_log WHERE action = 'message.resend' AND entity_id = $1",
      [String(item.id)],
    );
    expect(audit).toHaveLength(1);
    const perOrder = await opsCall(t.app, 'GET', `/loans/${orderId}/messages?limit=10`, { token });
    expect(perOrder.body.data.items).toHaveLength(4);
    const viewer = await opsLogin(t.app, 'viewer.demo', 'saral-viewer-demo');
    expect(
      (await opsCall(t.app, 'POST', `/messages/${item.id}/resend`, { token: viewer })).status,
    ).toBe(403);
  });
});
