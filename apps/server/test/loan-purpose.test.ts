import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_TOKEN_HEADER } from '@saral/contract/api/operator';
import { Calls, OPERATOR_API_BASE } from '@saral/contract/calls';
import { LOAN_PURPOSES } from '@saral/contract/constants';
import { ErrorCode } from '@saral/contract/error-codes';
import { DEV_OPERATORS } from '../src/db/seed/seed-operators';
import { createTestApp, type TestApp } from './support/test-app';
import {
  applyThroughApi,
  call,
  newBorrower,
  productIdOf,
  type Borrower,
} from './support/loan-journey';

/**
 * The loan purpose (spec: Shopping, Medical treatment, Education, Tourism, Living expenses,
 * Purchase of vehicles): asked when applying, stored with the order, stated on the KFS and the
 * order detail. Optional: a borrower may leave it unsaid; anything else is refused.
 */

let t: TestApp;
let quick: number;
beforeAll(async () => {
  t = await createTestApp();
  quick = await productIdOf(t.db, 'saral-quick');
});
afterAll(async () => {
  await t.close();
});

const apply = (who: Borrower, purpose?: unknown) =>
  applyThroughApi(t, who, quick, { extra: purpose === undefined ? {} : { purpose } });

const purposeOf = async (orderId: number) =>
  (
    await t.db.query<{ purpose: string | null }>('SELECT purpose FROM orders WHERE id = $1', [
      orderId,
    ])
  )[0]?.purpose;

describe('the loan purpose', () => {
  it('is stored with the order and shown in its detail', async () => {
    const who = await newBorrower(t);
    const applied = await apply(who, 'Medical treatment');
    expect(applied.body.code).toBe(0);
    const orderId = applied.body.data.orderId as number;
    expect(await purposeOf(orderId)).toBe('Medical treatment');
    const detail = await call(
      t.app,
      who.token,
      'GET',
      `${Calls.orderDetail.path}?orderId=${orderId}`,
    );
    expect(detail.body.data.purpose).toBe('Medical treatment');
  });

  it('is shown to operators in the applications list', async () => {
    const who = await newBorrower(t);
    const orderId = (await apply(who, 'Tourism')).body.data.orderId as number;
    const admin = DEV_OPERATORS.find((operator) => operator.role === 'admin');
    const login = await t.app.inject({
      method: 'POST',
      url: `${OPERATOR_API_BASE}/login`,
      payload: { username: admin?.username, password: admin?.password },
    });
    const token = (login.json() as { data: { token: string } }).data.token;
    const list = await t.app.inject({
      method: 'GET',
      url: `${OPERATOR_API_BASE}/applications?state=1&limit=100`,
      headers: { [OPERATOR_TOKEN_HEADER]: token },
    });
    const applications = (list.json() as { data: { orderId: number; purpose: string | null }[] })
      .data;
    expect(applications.find((item) => item.orderId === orderId)?.purpose).toBe('Tourism');
  });

  it('is stated on the Key Fact Statement once approved', async () => {
    const who = await newBorrower(t);
    const orderId = (await apply(who, 'Education')).body.data.orderId as number;
    await t.db.query('UPDATE orders SET state = 2, decided_at = now() WHERE id = $1', [orderId]);
    const kfs = await call(t.app, who.token, 'GET', `${Calls.kfs.path}?orderId=${orderId}`);
    expect(kfs.body.data.loanPurpose).toBe('Education');
  });

  it('may be left unsaid: null everywhere', async () => {
    const who = await newBorrower(t);
    const orderId = (await apply(who)).body.data.orderId as number;
    expect(await purposeOf(orderId)).toBeNull();
    const detail = await call(
      t.app,
      who.token,
      'GET',
      `${Calls.orderDetail.path}?orderId=${orderId}`,
    );
    expect(detail.body.data.purpose).toBeNull();
  });

  it('refuses anything but the six choices, naming them, and writes nothing', async () => {
    const who = await newBorrower(t);
    for (const purpose of ['Gambling', '', 'shopping', 3]) {
      const refused = await apply(who, purpose);
      expect(refused).toMatchObject({
        status: 400,
        body: { code: ErrorCode.failed, msg: expect.stringContaining(LOAN_PURPOSES.join(', ')) },
      });
    }
    const orders = await t.db.query('SELECT id FROM orders WHERE user_id = $1', [who.userId]);
    expect(orders).toEqual([]);
  });
});
