import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Calls } from '@saral/contract/calls';
import { formatRupees } from '@saral/contract/money';
import { OrderState } from '@saral/contract/order-states';
import type { WhatsAppMessage, WhatsAppProvider } from '../src/domains/whatsapp/whatsapp-provider';
import { call, newBorrower, pricedOrder, type Borrower } from './support/loan-journey';
import { deliverAll, moveTo, servicesOf, smsBodies } from './support/notifications';
import { createTestApp, latestCode, type TestApp } from './support/test-app';

/**
 * Messages in the borrower's language (users.language when the message is queued): a Hindi
 * borrower's approval and payout reach the SMS outbox, WhatsApp and the inbox in Hindi with the
 * right amount and a written-out Hindi date, an English borrower's stay English; sign-in codes
 * follow the profile, or the request's language for a number not registered yet.
 */

let t: TestApp;
let s: ReturnType<typeof servicesOf>;
const whatsappSent: WhatsAppMessage[] = [];
const whatsapp: WhatsAppProvider = {
  name: 'recording',
  async send(message) {
    whatsappSent.push(message);
    return { providerMessageId: `wamid.${whatsappSent.length}` };
  },
};

beforeAll(async () => {
  t = await createTestApp({ env: { PAYOUT_SANDBOX_DELAY_MS: '0' } });
  s = servicesOf(t, { whatsapp });
});
afterAll(async () => {
  await t.close();
});

const rupees = (paise: number) => formatRupees(paise / 100);

/** Approves a ₹1,25,000 loan, accepts the KFS, pays it out and delivers every message. */
async function approveAndDisburse(who: Borrower): Promise<number> {
  const orderId = await pricedOrder(t, who, { rupees: 125_000, state: OrderState.auditing });
  await s.review.approve(orderId, { reason: 'looks fine' }, 'reviewer.demo');
  const kfs = await call(t.app, who.token, 'GET', `${Calls.kfs.path}?orderId=${orderId}`);
  const accepted = await call(t.app, who.token, 'POST', Calls.acceptKfs.path, {
    orderId,
    termsHash: kfs.body.data.termsHash,
  });
  expect(accepted.body.code, accepted.body.msg).toBe(0);
  const money = await call(t.app, who.token, 'POST', Calls.getMoney.path, { orderId });
  expect(money.body.code, money.body.msg).toBe(0);
  await s.payouts.runDuePayouts();
  await deliverAll(s);
  return orderId;
}

async function orderFacts(orderId: number) {
  const [order] = await t.db.query<{ due: string; repayment: string; received: string }>(
    `SELECT to_char(due_date, 'YYYY-MM-DD') AS due, repayment_paise::text AS repayment,
            received_paise::text AS received
     FROM orders WHERE id = $1`,
    [orderId],
  );
  if (!order) throw new Error('no order');
  return {
    due: order.due,
    repay: rupees(Number(order.repayment)),
    got: rupees(Number(order.received)),
  };
}

const localesOf = async (orderId: number) =>
  (
    await t.db.query<{ channel: string; locale: string }>(
      'SELECT DISTINCT channel, locale FROM messages WHERE order_id = $1 ORDER BY channel',
      [orderId],
    )
  ).map((row) => `${row.channel}:${row.locale}`);

const inboxBodies = async (who: Borrower) =>
  (await call(t.app, who.token, 'GET', `${Calls.inbox.path}?limit=50`)).body.data.items.map(
    (item: { body: string }) => item.body,
  ) as string[];

/** "30 नवंबर 2026" / "30 Nov 2026" of a YYYY-MM-DD. */
const writtenDay = (day: string, locale: string, month: 'long' | 'short') =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month,
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

describe('messages in the borrower’s language', () => {
  it('writes a Hindi borrower’s approval and payout in Hindi, an English one’s in English', async () => {
    moveTo(t, 0, 11);
    const hindi = await newBorrower(t);
    const english = await newBorrower(t);
    const chose = await call(t.app, hindi.token, 'POST', Calls.setLanguage.path, {
      language: 'hi',
    });
    expect(chose.body.code, chose.body.msg).toBe(0);

    const hindiOrder = await approveAndDisburse(hindi);
    const englishOrder = await approveAndDisburse(english);

    const hi = await orderFacts(hindiOrder);
    const hindiDue = writtenDay(hi.due, 'hi-IN', 'long');
    expect(hindiDue).toMatch(/^\d{1,2} [\u0900-\u097F]+ \d{4}$/);
    const hindiSms = await smsBodies(t.db, hindi.phone);
    const approved = hindiSms.find((body) => body.includes('मंज़ूर हो गया है')) ?? '';
    expect(approved).toContain('(₹1,25,000) मंज़ूर हो गया है');
    const disbursed = hindiSms.find((body) => body.includes('में भेज दिए गए हैं')) ?? '';
    expect(disbursed).toContain(`के ${hi.got} आपके बैंक खाते ••`);
    expect(disbursed).toContain(`कृपया ${hindiDue} तक ${hi.repay} चुकाएँ।`);
    expect(hindiSms.find((body) => body.includes('मंज़ूरी पत्र'))).toMatch(/तक काम करेगा/);
    expect(hindiSms.join('\n')).not.toMatch(/approved|has been sent|sanction letter/);
    expect(await inboxBodies(hindi)).toEqual(
      expect.arrayContaining([approved, disbursed].map((body) => expect.stringContaining(body))),
    );
    expect(await localesOf(hindiOrder)).toEqual(['inapp:hi', 'sms:hi', 'whatsapp:hi']);
    const [dlt] = await t.db.query<{ id: string }>(
      "SELECT dlt_template_id AS id FROM messages WHERE order_id = $1 AND channel = 'sms' AND template = 'loan_approved'",
      [hindiOrder],
    );
    expect(dlt?.id).toBe(t.config.notifications.dltTemplateIds.hi.loan_approved);
    // WhatsApp gets the template in the language it is registered in.
    const hindiWhatsApp = whatsappSent.filter((message) => message.phone === hindi.phone);
    expect(hindiWhatsApp.map((message) => message.locale)).toEqual(['hi', 'hi', 'hi']);
    expect(hindiWhatsApp.find((m) => m.template === 'loan_approved')?.parameters).toContain(
      '₹1,25,000',
    );

    const en = await orderFacts(englishOrder);
    const englishSms = await smsBodies(t.db, english.phone);
    expect(englishSms.join('\n')).toContain('of ₹1,25,000 is approved');
    expect(englishSms.join('\n')).toContain(
      `Please repay ${en.repay} by ${writtenDay(en.due, 'en-IN', 'short')}.`,
    );
    expect(englishSms.join('\n')).not.toMatch(/[\u0900-\u097F]/);
    expect((await inboxBodies(english)).join('\n')).not.toMatch(/[\u0900-\u097F]/);
    expect(await localesOf(englishOrder)).toEqual(['inapp:en', 'sms:en', 'whatsapp:en']);
    expect(
      whatsappSent.filter((message) => message.phone === english.phone).map((m) => m.locale),
    ).toEqual(['en', 'en', 'en']);
  });

  it('sends sign-in codes in the profile’s language, or the request’s for a new number', async () => {
    const sendCode = (phone: string, language?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api1/sms/v1/sendCode?phone=${phone}`,
        headers: language ? { 'accept-language': language } : {},
        remoteAddress: '10.77.0.1',
      });
    const code = (phone: string) => latestCode(t.app, phone);
    const outbox = async (phone: string) =>
      (
        await t.db.query<{ body: string }>(
          'SELECT body FROM sms_messages WHERE phone = $1 ORDER BY id DESC LIMIT 1',
          [phone],
        )
      )[0]?.body;

    await sendCode('919700000001', 'hi-IN,hi;q=0.9');
    expect(await outbox('919700000001')).toBe(
      `${await code('919700000001')} आपका Saral लॉगिन कोड है। यह 5 मिनट तक मान्य है। इसे किसी को न बताएँ।`,
    );
    await sendCode('919700000002');
    expect(await outbox('919700000002')).toMatch(/^\d{4} is your Saral login code\./);

    // A registered borrower's choice wins over the request's language, both ways.
    moveTo(t, 1, 10);
    const hindi = await newBorrower(t);
    await call(t.app, hindi.token, 'POST', Calls.setLanguage.path, { language: 'hi' });
    const english = await newBorrower(t);
    t.clock.advanceSeconds(61);
    await sendCode(hindi.phone, 'en');
    expect(await outbox(hindi.phone)).toMatch(/^\d{4} आपका Saral लॉगिन कोड है।/);
    await sendCode(english.phone, 'hi');
    expect(await outbox(english.phone)).toMatch(/^\d{4} is your Saral login code\./);
  });

  it('sends the account-deletion code in the borrower’s language', async () => {
    const hindi = await newBorrower(t);
    await call(t.app, hindi.token, 'POST', Calls.setLanguage.path, { language: 'hi' });
    const english = await newBorrower(t);
    for (const who of [hindi, english]) {
      const sent = await call(t.app, who.token, 'POST', Calls.accountDeletionCode.path, {});
      expect(sent.body.code, sent.body.msg).toBe(0);
    }
    const hindiSms = await smsBodies(t.db, hindi.phone);
    expect(hindiSms.at(-1)).toMatch(
      /^\d{4} आपका Saral खाता हटाने \(DELETE\) का कोड है। यह 5 मिनट तक मान्य है। इसे किसी को न बताएँ।$/,
    );
    const englishSms = await smsBodies(t.db, english.phone);
    expect(englishSms.at(-1)).toMatch(/^\d{4} is your Saral code to DELETE your account\./);
  });
});
