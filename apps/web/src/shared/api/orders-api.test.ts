import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session/session-store';
import { getOrderDetail } from './orders-api';

const ORDER = {
  orderId: 12,
  orderNo: 'SRL12',
  productId: 1,
  productName: 'Saral Quick',
  orderState: 10,
  loanAmount: 5000,
};

let urls: URL[] = [];
beforeEach(() => {
  urls = [];
  sessionStore.set({ token: 'tok-handed', phone: '', isApp: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL) => {
      urls.push(new URL(url));
      return new Response(JSON.stringify({ code: 0, msg: '', data: ORDER }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('the order detail call', () => {
  it('says it runs inside the app only when asked to (the bridge is on the page)', async () => {
    await getOrderDetail('12', { inApp: true }).catch(() => undefined);
    await getOrderDetail('12', { inApp: false }).catch(() => undefined);
    await getOrderDetail('12').catch(() => undefined);
    expect(urls.map((url) => Object.fromEntries(url.searchParams))).toEqual([
      { orderId: '12', view: 'audit', inApp: '1' },
      { orderId: '12', view: 'audit' },
      { orderId: '12' },
    ]);
  });
});
