import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_SIGNATURE_HEADER, type OperatorMessage } from '@saral/contract/api/notifications';
import { OrderState } from '@saral/contract/order-states';
import { signDocumentLink } from '../src/domains/notifications/document-links';
import { Calls } from '@saral/contract/calls';
import { ErrorCode } from '@saral/contract/error-codes';
import { DOCUMENTS_NOT_YET } from '../src/domains/notifications/notification-service';
import { call, newBorrower, pricedOrder } from './support/loan-journey';
import { deliverAll, messagesOf, moveTo, servicesOf, smsBodies } from './support/notifications';
import { opsCall, opsLogin } from './support/operator-client';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Delivery receipts (signed callbacks), the operators' message lists and resend, the signed
 * loan-documents link.
 */

let t: TestApp;
let s: ReturnType<typeof servicesOf>;

beforeAll(async () => {
  t = await createTestApp();
  s = servicesOf(t);
});
afterAll(async () => {
  await t.close();
});

type Page = { items: OperatorMessage[] };

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
    moveTo(t, 1, 10);
    const who = await newBorrower(t);
    const orderId = await pricedOrder(t, who, { state: OrderState.auditing });
    await t.db.transaction((tx) => s.notify(tx, { orderId, event: 'loan.approved' }));
    await deliverAll(s);
    const [row] = await t.db.query<{ provider_message_id: string }>(
      "SELECT provider_message_id FROM messages WHERE order_id = $1 AND channel = 'sms'",
      [orderId],
    );
    const id = row?.provider_message_id ?? '';
    expect(
      (await receipt('sms', { messageId: id, status: 'delivered' }, 'wrong-secret-0123456789'))
        .statusCode,
    ).toBe(401);
    expect((await messagesOf(t.db, orderId))[0]?.status).toBe('sent');
    expect(
      (await receipt('sms', { messageId: 'no-such-id', status: 'delivered' })).statusCode,
    ).toBe(404);
    const failedReceipt = await receipt('sms', { messageId: id, status: 'failed', error: 'DND' });
    expect(failedReceipt.statusCode).toBe(200);
    expect((await messagesOf(t.db, orderId))[0]?.status).toBe('failed');

    // The operator sees it among failed deliveries and sends it again (audited).
    const token = await opsLogin(t.app, 'support.demo', 'saral-support-demo');
    const failedList = await opsCall(t.app, 'GET', '/messages/failed?limit=50', { token });
    const item = (failedList.body.data as Page).items.find((m) => m.orderId === orderId);
    expect(item?.error).toBe('DND');
    expect(item?.phone).toMatch(/•/);
    const resent = await opsCall(t.app, 'POST', `/messages/${item?.id}/resend`, { token });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect((resent.body.data as OperatorMessage).resendOf).toBe(item?.id);
    await deliverAll(s);
    expect((await messagesOf(t.db, orderId)).map((m) => m.status)).toEqual(['failed', 'sent']);
    expect(await smsBodies(t.db, who.phone)).toHaveLength(3);
    const audit = await t.db.query(
      "SELECT 1 FROM operator_audit_log WHERE action = 'message.resend' AND entity_id = $1",
      [String(item?.id)],
    );
    expect(audit).toHaveLength(1);
    const perOrder = await opsCall(t.app, 'GET', `/loans/${orderId}/messages?limit=10`, { token });
    expect((perOrder.body.data as Page).items).toHaveLength(4);
    const viewer = await opsLogin(t.app, 'viewer.demo', 'saral-viewer-demo');
    expect(
      (await opsCall(t.app, 'POST', `/messages/${item?.id}/resend`, { token: viewer })).status,
    ).toBe(403);
  });
});

describe('the loan-documents link', () => {
  it('answers 410 once expired, 401 without a signature, 404 before the KFS is accepted', async () => {
    const who = await newBorrower(t);
    const orderId = await pricedOrder(t, who, { state: OrderState.pass });
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    const hourAgo = new Date(t.clock.now().getTime() - 3_600_000);
    const inAnHour = new Date(t.clock.now().getTime() + 3_600_000);
    expect((await get(signDocumentLink(s.documentLinkKey, '', orderId, hourAgo))).statusCode).toBe(
      410,
    );
    expect((await get(`/loan-documents/${orderId}`)).statusCode).toBe(401);
    // Signed for another order: not ours.
    const other = signDocumentLink(s.documentLinkKey, '', orderId + 1, inAnHour);
    expect((await get(other.replace(`/${orderId + 1}?`, `/${orderId}?`))).statusCode).toBe(401);
    expect((await get(signDocumentLink(s.documentLinkKey, '', orderId, inAnHour))).statusCode).toBe(
      404,
    );
  });
});

describe('the borrower’s own loan-documents link', () => {
  it('is refused before the KFS is accepted and for another borrower, then opens the documents', async () => {
    const who = await newBorrower(t);
    const stranger = await newBorrower(t);
    const orderId = await pricedOrder(t, who, { state: OrderState.pass });
    const path = `${Calls.loanDocumentsLink.path}?orderId=${orderId}`;
    const before = await call(t.app, who.token, 'GET', path);
    expect(before.body).toMatchObject({ code: ErrorCode.failed, msg: DOCUMENTS_NOT_YET });
    await call(t.app, who.token, 'POST', Calls.acceptKfs.path, { orderId });
    expect((await call(t.app, stranger.token, 'GET', path)).body.code).toBe(ErrorCode.notFound);

    const link = await call(t.app, who.token, 'GET', path);
    expect(link.body.code).toBe(0);
    const hours = t.config.notifications.documentLinkTtlHours;
    expect(new Date(link.body.data.validUntil).getTime()).toBe(
      t.clock.now().getTime() + hours * 3_600_000,
    );
    const page = await t.app.inject({ method: 'GET', url: String(link.body.data.url) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Key Fact Statement');
  });
});
