import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderState } from '@saral/contract/order-states';
import { trialBalance } from '../src/domains/ledger/ledger';
import { transitionsOf } from '../src/domains/orders/order-state-machine';
import { createPayoutService } from '../src/domains/payouts/payout-service';
import { findPayoutOfOrder } from '../src/domains/payouts/payout-rows';
import type { PayoutProvider, PayoutRequest } from '../src/domains/payouts/payout-provider';
import { opsCall, opsLogin } from './support/operator-client';
import { createFailedPayout, createOrder, storedOrder } from './support/test-data';
import { createTestApp, type TestApp } from './support/test-app';

/** Failed payouts in the operator API: the list, retry through the queue, cancel; audited. */

let t: TestApp;
let finance: string;
let support: string;

beforeAll(async () => {
  t = await createTestApp();
  finance = await opsLogin(t.app, 'finance.demo', 'saral-finance-demo');
  support = await opsLogin(t.app, 'support.demo', 'saral-support-demo');
});
afterAll(async () => {
  await t.close();
});

/** A provider that pays whatever it is sent, recording each send's idempotency key. */
function payingProvider(sent: PayoutRequest[]): PayoutProvider {
  return {
    name: 'sandbox',
    send: async (request) => {
      sent.push(request);
      return { status: 'paid', providerReference: `bank-${sent.length}` };
    },
    check: async () => ({ status: 'paid', providerReference: 'bank-check' }),
  };
}

async function auditActions(entityId: string) {
  const rows = await t.db.query<{ action: string; operator_username: string }>(
    'SELECT action, operator_username FROM operator_audit_log WHERE entity_id = $1 ORDER BY id',
    [entityId],
  );
  return rows.map((row) => `${row.action} by ${row.operator_username}`);
}

describe('GET /ops/v1/payouts?status=failed', () => {
  it('lists failed payouts with order, amount, attempts and reason, page by page', async () => {
    const made = [];
    for (let i = 0; i < 3; i += 1) {
      made.push(await createFailedPayout(t.db, t.clock));
      t.clock.advanceSeconds(1);
    }
    const first = await opsCall(t.app, 'GET', '/payouts?status=failed&limit=2', {
      token: support,
    });
    expect(first.status).toBe(200);
    const page1 = first.body.data as {
      items: Record<string, unknown>[];
      nextCursor: string | null;
    };
    expect(page1.items).toHaveLength(2);
    expect(page1.items[0]).toMatchObject({
      id: made[2]?.payoutId,
      orderId: made[2]?.orderId,
      orderState: OrderState.failed,
      status: 'failed',
      attempts: 1,
      operatorRetries: 0,
      accountLast4: '0000',
      failureReason: expect.stringContaining('closed or invalid'),
    });
    expect(page1.items[0]?.amount).toEqual(expect.any(Number));
    expect(Number(page1.items[0]?.amount)).toBeGreaterThan(0);
    expect(page1.nextCursor).not.toBeNull();
    const second = await opsCall(
      t.app,
      'GET',
      `/payouts?status=failed&limit=2&cursor=${page1.nextCursor}`,
      { token: support },
    );
    const ids = (second.body.data as { items: { id: string }[] }).items.map((item) => item.id);
    expect(ids).toContain(made[0]?.payoutId);
    expect(ids).not.toContain(made[2]?.payoutId);

    const bad = await opsCall(t.app, 'GET', '/payouts?status=failed&cursor=nonsense', {
      token: support,
    });
    expect(bad.status).toBe(400);
  });
});

describe('POST /ops/v1/payouts/:id/retry', () => {
  it('re-queues a failed payout: the order is Lending again and the worker pays it once', async () => {
    const { orderId, payoutId } = await createFailedPayout(t.db, t.clock);
    const reply = await opsCall(t.app, 'POST', `/payouts/${payoutId}/retry`, { token: finance });
    expect(reply.body).toMatchObject({ code: 0, data: { id: payoutId, status: 'pending' } });
    expect((await storedOrder(t.db, orderId)).state).toBe(OrderState.lending);

    const again = await opsCall(t.app, 'POST', `/payouts/${payoutId}/retry`, { token: finance });
    expect(again.status).toBe(409);
    expect(again.body.msg).toMatch(/Only a failed payout/);

    const sent: PayoutRequest[] = [];
    const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
    await createPayoutService({
      db: t.db,
      clock: t.clock,
      provider: payingProvider(sent),
      log: silent,
    }).runDuePayouts();
    expect(sent).toHaveLength(1);
    // A new send: the failed one's key would make a real provider answer the old failure.
    expect(sent[0]?.payoutId).not.toBe(payoutId);
    expect((await storedOrder(t.db, orderId)).state).toBe(OrderState.loaned);
    expect((await findPayoutOfOrder(t.db, orderId))?.status).toBe('paid');
    expect((await trialBalance(t.db)).balanced).toBe(true);
    expect(await auditActions(payoutId)).toEqual(['payout.retry by finance.demo']);
  });

  it('two retries at once make one attempt', async () => {
    const { orderId, payoutId } = await createFailedPayout(t.db, t.clock);
    const replies = await Promise.all([
      opsCall(t.app, 'POST', `/payouts/${payoutId}/retry`, { token: finance }),
      opsCall(t.app, 'POST', `/payouts/${payoutId}/retry`, { token: finance }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const payout = await findPayoutOfOrder(t.db, orderId);
    const [row] = await t.db.query<{ operator_retries: number }>(
      'SELECT operator_retries FROM payouts WHERE id = $1',
      [payoutId],
    );
    expect(payout?.status).toBe('pending');
    expect(Number(row?.operator_retries)).toBe(1);
    const moves = (await transitionsOf(t.db, orderId)).map((move) => `${move.from}>${move.to}`);
    expect(moves).toEqual(['4>5', '5>4']);
    expect(await auditActions(payoutId)).toEqual(['payout.retry by finance.demo']);
  });

  it('refuses while the borrower holds another active loan, changing nothing', async () => {
    const { orderId, payoutId, userId } = await createFailedPayout(t.db, t.clock);
    await createOrder(t.db, { userId, state: OrderState.auditing });
    const reply = await opsCall(t.app, 'POST', `/payouts/${payoutId}/retry`, { token: finance });
    expect(reply.status).toBe(409);
    expect(reply.body.msg).toMatch(/another active loan/);
    expect((await storedOrder(t.db, orderId)).state).toBe(OrderState.failed);
    expect((await findPayoutOfOrder(t.db, orderId))?.status).toBe('failed');
    expect(await auditActions(payoutId)).toEqual([]);
  });

  it('answers 404 for an unknown payout and 400 for an id that is not one', async () => {
    const unknown = await opsCall(
      t.app,
      'POST',
      '/payouts/00000000-0000-4000-8000-000000000000/retry',
      { token: finance },
    );
    expect(unknown.status).toBe(404);
    expect((await opsCall(t.app, 'POST', '/payouts/12/retry', { token: finance })).status).toBe(
      400,
    );
  });
});

describe('POST /ops/v1/payouts/:id/cancel', () => {
  it('ends a failed payout: never sent again, the order stays Failed, audited', async () => {
    const { orderId, payoutId } = await createFailedPayout(t.db, t.clock);
    const noReason = await opsCall(t.app, 'POST', `/payouts/${payoutId}/cancel`, {
      token: finance,
      payload: {},
    });
    expect(noReason.status).toBe(400);
    const reply = await opsCall(t.app, 'POST', `/payouts/${payoutId}/cancel`, {
      token: finance,
      payload: { reason: 'Borrower closed the account' },
    });
    expect(reply.body).toMatchObject({ code: 0, data: { id: payoutId, status: 'cancelled' } });
    expect((await storedOrder(t.db, orderId)).state).toBe(OrderState.failed);
    const retry = await opsCall(t.app, 'POST', `/payouts/${payoutId}/retry`, { token: finance });
    expect(retry.status).toBe(409);
    expect(await auditActions(payoutId)).toEqual(['payout.cancel by finance.demo']);
  });
});
