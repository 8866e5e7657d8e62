import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Calls } from '@saral/contract/calls';
import { formatRupees } from '@saral/contract/money';
import { readProductReviewSettings } from '../src/domains/review/product-review-settings';
import { DAY_MS, formatDay, istDay } from '../src/shared/clock';
import { OrderState } from '@saral/contract/order-states';
import {
  MESSAGE_LANGUAGES,
  MESSAGE_TEMPLATES,
  TEMPLATE_NAMES,
  type MessageLanguage,
  TemplateValueMissingError,
  renderTemplate,
} from '../src/domains/notifications/message-templates';
import {
  messageDay,
  messageDays,
  messageDenialReason,
  messageTime,
} from '../src/domains/notifications/message-values';
import { createSandboxSmsProvider } from '../src/domains/sms/sandbox-sms-provider';
import { createSmsRepository } from '../src/domains/sms/sms-repository';
import type { SmsProvider } from '../src/domains/sms/sms-provider';
import { call, newBorrower, pricedOrder, type Borrower } from './support/loan-journey';
import { payCheckout } from './support/paid-out-loan';
import {
  deliverAll,
  deliveryJob,
  messagesOf,
  moveTo,
  servicesOf,
  silentLog,
  smsBodies,
  whatsappTemplates,
} from './support/notifications';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Borrower notifications: every template renders, a loan's journey leaves the right messages in
 * the SMS and WhatsApp sandboxes and the inbox, nothing is sent twice, quiet hours hold
 * reminders (receipts and operators: notification-operations.test.ts).
 */

let t: TestApp;
let s: ReturnType<typeof servicesOf>;

beforeAll(async () => {
  t = await createTestApp({ env: { PAYOUT_SANDBOX_DELAY_MS: '0' } });
  s = servicesOf(t);
});
afterAll(async () => {
  await t.close();
});

/** The overdue fees charged to an order so far (its ledger's debits of that kind). */
async function overdueFeePaise(orderId: number): Promise<number> {
  const [row] = await t.db.query<{ paise: string }>(
    `SELECT coalesce(sum(amount_paise), 0)::text AS paise FROM ledger_entries
     WHERE order_id = $1 AND kind = 'overdue_fee' AND side = 'debit'`,
    [orderId],
  );
  return Number(row?.paise);
}

const englishSample: Record<string, string> = {
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
  stopLink: 'https://saral.example/offers/stop/7?sig=ab',
};
const sample: Record<MessageLanguage, Record<string, string>> = {
  en: englishSample,
  hi: {
    ...englishSample,
    reason: 'क्रेडिट नीति: अभी पात्र नहीं',
    reapplyDate: '12 दिसंबर 2026',
    dueDate: '12 दिसंबर 2026',
    validUntil: '12 दिसंबर 2026, दोपहर 3:00 बजे',
    days: '3 दिन',
  },
};

describe('templates', () => {
  it('renders every template in both languages with a sample event, every placeholder filled', () => {
    for (const name of TEMPLATE_NAMES) {
      for (const language of MESSAGE_LANGUAGES) {
        const label = `${name} (${language})`;
        const { body, parameters } = renderTemplate(name, sample[language], language);
        expect(body, label).not.toMatch(/[{}]/);
        expect(parameters).toHaveLength(MESSAGE_TEMPLATES[name].placeholders.length);
        for (const placeholder of MESSAGE_TEMPLATES[name].placeholders) {
          expect(body, `${label} {${placeholder}}`).toContain(sample[language][placeholder]);
        }
      }
      // The Hindi text is Hindi (Devanagari), not a copy of the English one.
      expect(MESSAGE_TEMPLATES[name].text.hi, name).toMatch(/[\u0900-\u097F]{3}/);
      expect(MESSAGE_TEMPLATES[name].text.hi, name).not.toBe(MESSAGE_TEMPLATES[name].text.en);
    }
  });

  it('refuses a template missing a value, in either language', () => {
    for (const language of MESSAGE_LANGUAGES) {
      const { amount: _amount, ...withoutAmount } = sample[language];
      expect(() => renderTemplate('loan_approved', withoutAmount, language)).toThrow(
        TemplateValueMissingError,
      );
      expect(() =>
        renderTemplate('loan_approved', { ...sample[language], amount: ' ' }, language),
      ).toThrow(TemplateValueMissingError);
    }
  });

  it("writes message values in the borrower's language", () => {
    expect(messageDay('2026-11-30', 'hi')).toBe('30 नवंबर 2026');
    expect(messageDay('2026-11-30', 'en')).toBe(formatDay('2026-11-30'));
    expect(messageTime(new Date('2026-11-30T09:30:00Z'), 'hi')).toBe('30 नवंबर 2026, दोपहर 3:00 बजे');
    expect(messageDays(1, 'en')).toBe('1 day');
    expect(messageDays(3, 'hi')).toBe('3 दिन');
    expect(messageDenialReason('Credit policy: not eligible now', 'hi')).toBe(
      'क्रेडिट नीति: अभी पात्र नहीं',
    );
    expect(messageDenialReason('Credit policy: not eligible now', 'en')).toBe(
      'Credit policy: not eligible now',
    );
  });

  it('gives each template its own DLT template id in each language', () => {
    const { en, hi } = t.config.notifications.dltTemplateIds;
    const ids = [...Object.values(en), ...Object.values(hi)];
    expect(new Set(ids).size).toBe(TEMPLATE_NAMES.length * 2);
  });
});

describe('a loan journey', () => {
  let who: Borrower;
  let orderId: number;

  it('approve → documents → disburse → reminders → overdue → payment → closed', async () => {
    moveTo(t, 0, 11);
    who = await newBorrower(t);
    orderId = await pricedOrder(t, who, { rupees: 5_000, state: OrderState.auditing });
    await s.review.approve(orderId, { reason: 'looks fine' }, 'reviewer.demo');
    await deliverAll(s);
    const approved = await smsBodies(t.db, who.phone);
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
    await deliverAll(s);
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
    let bodies = await smsBodies(t.db, who.phone);
    const documents = bodies.find((body) =>
      body.includes('Key Fact Statement and sanction letter'),
    );
    expect(documents).toBeDefined();
    // The documents and the payout are delivered by concurrent jobs: either may go first.
    const disbursed =
      bodies.find((body) => body.includes('has been sent to your bank account')) ?? '';
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
    moveTo(t, 5, 9);
    await s.queueDueReminders(t.clock.now());
    await s.queueDueReminders(t.clock.now());
    await deliverAll(s);
    bodies = await smsBodies(t.db, who.phone);
    expect(bodies.at(-1)).toContain(`${rupees(Number(order?.repayment_paise))} of your loan`);
    expect(bodies.at(-1)).toContain(`due on ${due}, in 2 days`);
    moveTo(t, 2, 9);
    await s.queueDueReminders(t.clock.now());
    await deliverAll(s);
    expect((await smsBodies(t.db, who.phone)).at(-1)).toContain(`due today, ${due}`);

    // A day late: the reminder sweep leaves the overdue notice to the overdue job, whose day's
    // charge queues it, so the notice names that fee whichever sweep runs first.
    moveTo(t, 1, 9);
    await s.queueDueReminders(t.clock.now());
    await deliverAll(s);
    expect((await smsBodies(t.db, who.phone)).at(-1)).toContain(`due today, ${due}`);
    await s.overdue.runOverdue();
    await s.overdue.runOverdue();
    await deliverAll(s);
    const dayFee = await overdueFeePaise(orderId);
    expect(dayFee).toBeGreaterThan(0);
    const overdue = (await smsBodies(t.db, who.phone)).at(-1) ?? '';
    expect(overdue).toContain(`is 1 day overdue. Overdue fee so far: ${rupees(dayFee)}.`);
    // Day 2 says nothing; day 3 names three days' fees.
    moveTo(t, 1, 10);
    await s.overdue.runOverdue();
    await deliverAll(s);
    expect((await smsBodies(t.db, who.phone)).at(-1)).toBe(overdue);
    moveTo(t, 1, 10);
    await s.overdue.runOverdue();
    await deliverAll(s);
    expect(await overdueFeePaise(orderId)).toBe(3 * dayFee);
    expect((await smsBodies(t.db, who.phone)).at(-1)).toContain(
      `is 3 days overdue. Overdue fee so far: ${rupees(3 * dayFee)}.`,
    );

    // Paying everything closes the loan.
    const repay = await call(t.app, who.token, 'POST', Calls.repay.path, { orderId });
    expect(repay.body.code, repay.body.msg).toBe(0);
    await payCheckout(t, repay.body.data.paymentUrl);
    await deliverAll(s);
    expect((await smsBodies(t.db, who.phone)).at(-1)).toMatch(
      /we received ₹[\d,.]+ for your loan .* Your loan is closed/,
    );

    const templates = (await messagesOf(t.db, orderId)).map((row) => row.template);
    expect(templates).toEqual([
      'loan_approved',
      'loan_documents',
      'loan_disbursed',
      'due_soon',
      'due_today',
      'loan_overdue',
      'loan_overdue',
      'loan_closed',
    ]);
    expect(await whatsappTemplates(t.db, who.phone)).toEqual(templates);
    const inbox = await call(t.app, who.token, 'GET', `${Calls.inbox.path}?limit=50`);
    expect(inbox.body.data.items.map((item: { body: string }) => item.body)).toEqual(
      (await messagesOf(t.db, orderId, 'inapp')).map((row) => row.body).reverse(),
    );
    const unread = await call(t.app, who.token, 'GET', Calls.inboxUnread.path);
    expect(unread.body.data.unread).toBe(8);
    const read = await call(t.app, who.token, 'POST', Calls.inboxMarkRead.path, {});
    expect(read.body.data.marked).toBe(8);
    expect((await call(t.app, who.token, 'GET', Calls.inboxUnread.path)).body.data.unread).toBe(0);
    // Every SMS sent once: the sandbox count equals the messages.
    expect(await smsBodies(t.db, who.phone)).toHaveLength(1 + templates.length);
  });

  it('sends nothing twice: a repeated event, a handler run twice, a crash after sending', async () => {
    moveTo(t, 0, 12);
    const other = await newBorrower(t);
    const id = await pricedOrder(t, other, { state: OrderState.auditing });
    await t.db.transaction((tx) => s.notify(tx, { orderId: id, event: 'loan.approved' }));
    await t.db.transaction((tx) => s.notify(tx, { orderId: id, event: 'loan.approved' }));
    const [sms] = await messagesOf(t.db, id);
    expect(await messagesOf(t.db, id)).toHaveLength(1);
    const before = (await smsBodies(t.db, other.phone)).length;
    // A crash after the gateway took the message, before it was marked sent.
    const sandbox = createSandboxSmsProvider(silentLog, createSmsRepository(t.db));
    const crashing: SmsProvider = {
      name: 'sandbox',
      keepsReadableOutbox: true,
      async send(message) {
        await sandbox.send(message);
        throw new Error('process killed');
      },
    };
    const crashed = servicesOf(t, { sms: crashing });
    await expect(crashed.deliverMessage(deliveryJob(Number(sms?.id)))).rejects.toThrow(
      'process killed',
    );
    await s.deliverMessage(deliveryJob(Number(sms?.id), 2));
    await s.deliverMessage(deliveryJob(Number(sms?.id), 3));
    expect((await smsBodies(t.db, other.phone)).length).toBe(before + 1);
    expect((await messagesOf(t.db, id))[0]?.status).toBe('sent');
  });
});

describe('a denial', () => {
  it('names the reason category and the day the borrower may apply again', async () => {
    moveTo(t, 0, 13);
    const who = await newBorrower(t);
    const orderId = await pricedOrder(t, who, { state: OrderState.auditing });
    await s.review.deny(
      orderId,
      { category: 'Income does not support this loan', reason: 'income too low' },
      'reviewer.demo',
    );
    await deliverAll(s);
    const [order] = await t.db.query<{ product_id: number }>(
      'SELECT product_id FROM orders WHERE id = $1',
      [orderId],
    );
    const { reapplyWaitDays } = await readProductReviewSettings(t.db, Number(order?.product_id));
    const again = formatDay(istDay(new Date(t.clock.now().getTime() + reapplyWaitDays * DAY_MS)));
    expect((await smsBodies(t.db, who.phone)).at(-1)).toContain(
      `(Income does not support this loan). You can apply again from ${again}.`,
    );
  });
});

describe('quiet hours', () => {
  it('holds a reminder at 21:00 India time until 08:00, then sends it', async () => {
    const who = await newBorrower(t);
    const orderId = await pricedOrder(t, who, { state: OrderState.loaned });
    moveTo(t, 0, 21);
    const due = new Date(t.clock.now().getTime() + 330 * 60_000 + 2 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await t.db.query('UPDATE orders SET due_date = $2 WHERE id = $1', [orderId, due]);
    await s.queueDueReminders(t.clock.now());
    const [reminder] = await messagesOf(t.db, orderId);
    expect(reminder?.template).toBe('due_soon');
    const outcome = await s.deliverMessage(deliveryJob(Number(reminder?.id)));
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
    expect((await messagesOf(t.db, orderId))[0]?.status).toBe('held');
    expect(await smsBodies(t.db, who.phone)).toHaveLength(1); // the sign-in code only
    moveTo(t, 1, 8);
    expect(await s.deliverMessage(deliveryJob(Number(reminder?.id), 2))).toBeUndefined();
    expect((await messagesOf(t.db, orderId))[0]?.status).toBe('sent');
    expect(await smsBodies(t.db, who.phone)).toHaveLength(2);
  });
});
