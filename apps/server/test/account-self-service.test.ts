import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Calls } from '@saral/contract/calls';
import { ErrorCode } from '@saral/contract/error-codes';
import { OrderState } from '@saral/contract/order-states';
import { latestCode, signIn, type TestApp } from './support/test-app';
import {
  call,
  createMoneyTestApp,
  linkOf,
  newBorrower,
  paidOutLoan,
  payOnCheckout,
  deliverWebhook,
} from './support/loan-money';

/**
 * Self-service in Account: deleting the account (refused while a loan is open, confirmed by an
 * SMS code, sessions revoked, data erased or kept as the law asks), the data download and the
 * no-dues letter of a settled loan.
 */

let t: TestApp;
beforeEach(async () => {
  t = await createMoneyTestApp();
});
afterEach(async () => {
  await t.close();
});

async function phoneOf(userId: number): Promise<string> {
  const [row] = await t.db.query<{ phone: string }>('SELECT phone FROM users WHERE id = $1', [
    userId,
  ]);
  return row?.phone ?? '';
}

async function settle(token: string, orderId: number) {
  const reply = await call(t, token, 'POST', Calls.repay.path, { orderId });
  expect(reply.code, reply.msg).toBe(0);
  const paymentUrl = (reply.data as { paymentUrl: string }).paymentUrl;
  await payOnCheckout(t, paymentUrl);
  const link = await linkOf(t, paymentUrl);
  await deliverWebhook(t, link);
  const [row] = await t.db.query<{ state: number }>('SELECT state FROM orders WHERE id = $1', [
    orderId,
  ]);
  expect(Number(row?.state)).toBe(OrderState.settled);
}

describe('deleting the account', () => {
  it('is refused while a loan is open, before and after a code is asked for', async () => {
    const who = await newBorrower(t);
    const loan = await paidOutLoan(t, who.userId);
    const asked = await call(t, who.token, 'POST', Calls.accountDeletionCode.path);
    expect(asked.code).toBe(ErrorCode.failed);
    expect(asked.msg).toMatch(/cannot delete your account while loan .+ is open \(Loaned\)/);
    const tried = await call(t, who.token, 'POST', Calls.deleteAccount.path, { code: '1234' });
    expect(tried.code).toBe(ErrorCode.failed);
    expect(tried.msg).toMatch(/while loan/);
    expect((await call(t, who.token, 'GET', Calls.accountOverview.path)).code).toBe(0);
    expect(loan.orderId).toBeGreaterThan(0);
  });

  it('refuses a wrong code and keeps the account', async () => {
    const who = await newBorrower(t);
    const phone = await phoneOf(who.userId);
    expect((await call(t, who.token, 'POST', Calls.accountDeletionCode.path)).code).toBe(0);
    const right = await latestCode(t.app, phone);
    const wrong = right === '0000' ? '1111' : '0000';
    const reply = await call(t, who.token, 'POST', Calls.deleteAccount.path, { code: wrong });
    expect(reply).toMatchObject({
      code: ErrorCode.failed,
      msg: 'Incorrect code. Please check the SMS and try again.',
    });
    expect(await phoneOf(who.userId)).toBe(phone);
    expect((await call(t, who.token, 'GET', Calls.accountOverview.path)).code).toBe(0);
  });

  it('a login code does not delete the account', async () => {
    const who = await newBorrower(t);
    const phone = await phoneOf(who.userId);
    expect((await call(t, who.token, 'POST', Calls.accountDeletionCode.path)).code).toBe(0);
    const deletionCode = await latestCode(t.app, phone);
    t.clock.advanceSeconds(61);
    const sent = await t.app.inject({
      method: 'GET',
      url: `/api1/sms/v1/sendCode?phone=${phone}`,
      remoteAddress: '10.99.0.1',
    });
    expect(sent.json().code).toBe(0);
    const loginCode = await latestCode(t.app, phone);
    // Four digits may repeat by chance; only a different code proves anything.
    if (loginCode !== deletionCode) {
      const reply = await call(t, who.token, 'POST', Calls.deleteAccount.path, { code: loginCode });
      expect(reply.code).toBe(ErrorCode.failed);
    }
    expect(
      (await call(t, who.token, 'POST', Calls.deleteAccount.path, { code: deletionCode })).code,
    ).toBe(0);
  });

  it('without a loan: erases the data, revokes every session, the number signs up afresh; a repeat changes nothing', async () => {
    const who = await newBorrower(t);
    const phone = await phoneOf(who.userId);
    t.clock.advanceSeconds(61);
    const otherDevice = await signIn(t.app, phone, '10.99.0.2');
    await t.db.query(
      `INSERT INTO user_contacts (user_id, one_name, one_mobile, one_relation, two_name,
         two_mobile, two_relation, third_name, third_mobile, third_relation)
       VALUES ($1, 'a', '9000000001', 'Father', 'b', '9000000002', 'brother', 'c', '9000000003', 'Friends')`,
      [who.userId],
    );
    await t.db.query(
      `INSERT INTO user_identity (user_id, real_name, pan_no, kyc_completed_at)
       VALUES ($1, 'Asha Rao', 'ABCPA1234Z', now())`,
      [who.userId],
    );
    expect((await call(t, who.token, 'POST', Calls.accountDeletionCode.path)).code).toBe(0);
    const code = await latestCode(t.app, phone);
    expect(await latestCode(t.app, phone)).toMatch(/^\d{4}$/);
    const done = await call(t, who.token, 'POST', Calls.deleteAccount.path, { code });
    expect(done).toMatchObject({ code: 0, msg: 'Your account is closed' });

    for (const token of [who.token, otherDevice]) {
      expect((await call(t, token, 'GET', Calls.accountOverview.path)).code).toBe(
        ErrorCode.sessionInvalid,
      );
    }
    const again = await call(t, who.token, 'POST', Calls.deleteAccount.path, { code });
    expect(again.code).toBe(ErrorCode.sessionInvalid);

    const [user] = await t.db.query<{
      phone: string;
      closed_phone: string | null;
      closed_at: Date | null;
    }>('SELECT phone, closed_phone, closed_at FROM users WHERE id = $1', [who.userId]);
    expect(user).toMatchObject({ phone: `closed-${who.userId}`, closed_phone: null });
    expect(user?.closed_at).not.toBeNull();
    for (const table of ['user_contacts', 'user_identity']) {
      const rows = await t.db.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [who.userId]);
      expect(rows, table).toHaveLength(0);
    }

    t.clock.advanceSeconds(61);
    const fresh = await signIn(t.app, phone, '10.99.0.3');
    const [newUser] = await t.db.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [
      phone,
    ]);
    expect(Number(newUser?.id)).not.toBe(who.userId);
    const overview = await call(t, fresh, 'GET', Calls.accountOverview.path);
    expect(overview.data).toMatchObject({ name: null, steps: { aadhaar: false, pan: false } });
  });

  it('after a settled loan: the loan records and KYC are kept, the contacts go', async () => {
    const who = await newBorrower(t);
    const loan = await paidOutLoan(t, who.userId);
    await t.db.query(
      `INSERT INTO user_identity (user_id, real_name, pan_no, aadhaar_lookup, kyc_completed_at)
       VALUES ($1, 'Asha Rao', 'ABCPA1234Z', 'lookup-1', now())`,
      [who.userId],
    );
    await t.db.query(
      `INSERT INTO user_contacts (user_id, one_name, one_mobile, one_relation, two_name,
         two_mobile, two_relation, third_name, third_mobile, third_relation)
       VALUES ($1, 'a', '9000000001', 'Father', 'b', '9000000002', 'brother', 'c', '9000000003', 'Friends')`,
      [who.userId],
    );
    await settle(who.token, loan.orderId);
    const phone = await phoneOf(who.userId);
    expect((await call(t, who.token, 'POST', Calls.accountDeletionCode.path)).code).toBe(0);
    const done = await call(t, who.token, 'POST', Calls.deleteAccount.path, {
      code: await latestCode(t.app, phone),
    });
    expect(done.code, done.msg).toBe(0);
    const [identity] = await t.db.query<{ real_name: string; aadhaar_lookup: string | null }>(
      'SELECT real_name, aadhaar_lookup FROM user_identity WHERE user_id = $1',
      [who.userId],
    );
    expect(identity).toEqual({ real_name: 'Asha Rao', aadhaar_lookup: null });
    const [user] = await t.db.query<{ closed_phone: string }>(
      'SELECT closed_phone FROM users WHERE id = $1',
      [who.userId],
    );
    expect(user?.closed_phone).toBe(phone);
    expect(await t.db.query('SELECT 1 FROM orders WHERE id = $1', [loan.orderId])).toHaveLength(1);
    expect(
      await t.db.query('SELECT 1 FROM user_contacts WHERE user_id = $1', [who.userId]),
    ).toHaveLength(0);
  });
});

describe('no-dues letter and data download', () => {
  it('is refused before settlement and to another borrower, issued to the owner after', async () => {
    const who = await newBorrower(t);
    const other = await newBorrower(t);
    const loan = await paidOutLoan(t, who.userId);
    await t.db.query("INSERT INTO user_identity (user_id, real_name) VALUES ($1, 'Asha Rao')", [
      who.userId,
    ]);
    const url = `${Calls.noDuesLetter.path}?orderId=${loan.orderId}`;
    const early = await call(t, who.token, 'GET', url);
    expect(early.code).toBe(ErrorCode.failed);
    expect(early.msg).toMatch(/issued once the loan is fully repaid\. Loan .+ is Loaned\./);

    await settle(who.token, loan.orderId);
    const letter = await call(t, who.token, 'GET', url);
    expect(letter.code, letter.msg).toBe(0);
    const data = letter.data as {
      borrowerName: string;
      loanAmount: number;
      totalPaid: number;
      closedAt: string;
      lender: { name: string };
    };
    expect(data).toMatchObject({ borrowerName: 'Asha Rao', loanAmount: 5_000 });
    expect(data.totalPaid).toBeGreaterThan(5_000);
    expect(data.lender.name.length).toBeGreaterThan(0);
    expect(data.closedAt).toBe(t.clock.now().toISOString());

    expect((await call(t, other.token, 'GET', url)).msg).toBe(
      'This loan was not found in your account.',
    );

    const mine = await call(t, who.token, 'GET', Calls.myData.path);
    expect(mine.code).toBe(0);
    expect((mine.data as { loans: { state: string; amount: number }[] }).loans).toEqual([
      expect.objectContaining({ state: 'Settled', amount: 5_000 }),
    ]);
    expect((mine.data as { identity: { name: string } }).identity.name).toBe('Asha Rao');
  });
});

describe('the default bank account', () => {
  it('comes first for new applications; an active loan keeps its payout account', async () => {
    const who = await newBorrower(t);
    const bind = (accountNo: string) =>
      call(t, who.token, 'POST', Calls.bindCard.path, {
        bankCode: 'SBIN0000300',
        cardNo: accountNo,
        confirmCardNo: accountNo,
      });
    const first = (await bind('300100000001')).data as { id: number };
    const loan = await paidOutLoan(t, who.userId);
    await t.db.query('UPDATE orders SET bank_card_id = $2 WHERE id = $1', [loan.orderId, first.id]);
    const second = (await bind('300100000002')).data as { id: number };
    const list = async () =>
      (await call(t, who.token, 'GET', Calls.bankCards.path)).data as {
        id: number;
        isDefault: boolean;
      }[];
    expect((await list()).map((card) => [card.id, card.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    expect(
      (await call(t, who.token, 'POST', Calls.setDefaultCard.path, { cardId: first.id })).code,
    ).toBe(0);
    expect((await list())[0]).toMatchObject({ id: first.id, isDefault: true });
    await call(t, who.token, 'POST', Calls.setDefaultCard.path, { cardId: second.id });
    expect((await list())[0]).toMatchObject({ id: second.id, isDefault: true });
    const [order] = await t.db.query<{ bank_card_id: number }>(
      'SELECT bank_card_id FROM orders WHERE id = $1',
      [loan.orderId],
    );
    expect(Number(order?.bank_card_id)).toBe(first.id);

    const other = await newBorrower(t);
    const refused = await call(t, other.token, 'POST', Calls.setDefaultCard.path, {
      cardId: first.id,
    });
    expect(refused.msg).toBe('This bank account was not found in your account.');
  });
});
