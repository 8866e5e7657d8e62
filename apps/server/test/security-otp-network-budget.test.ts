import { afterEach, describe, expect, it } from 'vitest';
import { clientNetwork } from '../src/domains/login/client-network';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start(env: Record<string, string> = {}): Promise<TestApp> {
  // 100 sends at once into one process: this file is about the code budget, not load shedding.
  t = await createTestApp({ env: { API_CONCURRENCY_LIMIT: '1000', ...env } });
  return t;
}

const sendCode = (app: TestApp, phone: string, ip: string) =>
  app.app.inject({ method: 'GET', url: `/api1/sms/v1/sendCode?phone=${phone}`, remoteAddress: ip });

/** Phones 91 7xxx xxxx xx numbered from `first`. */
const phone = (first: number, index: number) => `917${String(first + index).padStart(9, '0')}`;

describe('clientNetwork', () => {
  it('keeps an IPv4 address, also when written IPv4-mapped', () => {
    expect(clientNetwork('100.64.12.7')).toBe('100.64.12.7');
    expect(clientNetwork('::ffff:100.64.12.7')).toBe('100.64.12.7');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const network = '2401:4900:1c2a:5e0::/64';
    expect(clientNetwork('2401:4900:1c2a:5e0::1')).toBe(network);
    expect(clientNetwork('2401:4900:1C2A:05E0:9d3f:1a:77:fe01')).toBe(network);
    expect(clientNetwork('2401:4900:1c2a:5e0:ffff:ffff:ffff:ffff')).toBe(network);
    expect(clientNetwork('2401:4900:1c2a:5e1::1')).toBe('2401:4900:1c2a:5e1::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });
});

describe('the per-network budget for login codes', () => {
  it('100 borrowers behind one carrier-NAT address get their codes; the 101st in that minute waits', async () => {
    const app = await start();
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, index) => sendCode(app, phone(10_000, index), '100.64.0.9')),
    );
    expect(replies.filter((reply) => reply.json().code === 0)).toHaveLength(100);

    const burst = await sendCode(app, phone(10_000, 100), '100.64.0.9');
    expect(burst.statusCode).toBe(429);
    expect(burst.json()).toMatchObject({
      code: -2,
      msg: expect.stringMatching(/network\. Please wait \d+ seconds/),
    });
    // Another address is not held up, and this one sends again once the minute is over.
    expect((await sendCode(app, phone(10_000, 101), '100.64.0.10')).json().code).toBe(0);
    app.clock.advanceSeconds(61);
    expect((await sendCode(app, phone(10_000, 100), '100.64.0.9')).json().code).toBe(0);
  }, 120_000);

  it('the per-phone limits still refuse a repeated phone from a shared address', async () => {
    const app = await start();
    expect((await sendCode(app, phone(20_000, 0), '100.64.0.9')).json().code).toBe(0);
    const again = await sendCode(app, phone(20_000, 0), '100.64.0.9');
    expect(again.statusCode).toBe(429);
    expect(again.json().msg).toMatch(/^Please wait \d+ seconds before requesting another code\.$/);
    for (let day = 1; day < 10; day += 1) {
      app.clock.advanceSeconds(61);
      expect((await sendCode(app, phone(20_000, 0), `100.64.1.${day}`)).json().code).toBe(0);
    }
    app.clock.advanceSeconds(61);
    const eleventh = await sendCode(app, phone(20_000, 0), '100.64.2.1');
    expect(eleventh.json()).toMatchObject({ code: -2, msg: expect.stringContaining('today') });
  });

  it('refuses a burst with the seconds to wait, and allows sends again after the minute', async () => {
    const app = await start({ OTP_IP_MINUTE_LIMIT: '3', OTP_IP_HOURLY_LIMIT: '5' });
    for (let index = 0; index < 3; index += 1) {
      expect((await sendCode(app, phone(30_000, index), '100.64.0.9')).json().code).toBe(0);
    }
    /** Refused with `message` until `seconds` have passed, then sent. */
    async function refusedFor(index: number, message: string, seconds: number) {
      const refused = await sendCode(app, phone(30_000, index), '100.64.0.9');
      expect({ status: refused.statusCode, msg: refused.json().msg }).toEqual({
        status: 429,
        msg: `Too many code requests from your network. ${message}`,
      });
      app.clock.advanceSeconds(seconds);
      expect((await sendCode(app, phone(30_000, index), '100.64.0.9')).json().code).toBe(0);
    }
    app.clock.advanceSeconds(20);
    await refusedFor(3, 'Please wait 40 seconds and try again.', 41);
    expect((await sendCode(app, phone(30_000, 4), '100.64.0.9')).json().code).toBe(0);
    // Five in the hour: the hourly budget is spent, whatever the minute.
    app.clock.advanceSeconds(61);
    await refusedFor(5, 'Please try again later.', 3_600);
  });

  it('two IPv6 addresses in one /64 share a budget; another /64 has its own', async () => {
    const app = await start({ OTP_IP_MINUTE_LIMIT: '3' });
    const sameNetwork = ['2401:4900:1c2a:5e0::1', '2401:4900:1c2a:5e0:9d3f:1a:77:fe01'];
    for (let index = 0; index < 3; index += 1) {
      const ip = sameNetwork[index % 2]!;
      expect((await sendCode(app, phone(40_000, index), ip)).json().code).toBe(0);
    }
    const fourth = await sendCode(app, phone(40_000, 3), '2401:4900:1c2a:5e0::abcd');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().msg).toContain('network');
    expect((await sendCode(app, phone(40_000, 3), '2401:4900:1c2a:5e1::1')).json().code).toBe(0);

    const [row] = await app.db.query<{ ips: number; networks: number }>(
      `SELECT count(DISTINCT ip)::int AS ips, count(DISTINCT network)::int AS networks
       FROM otp_sends WHERE phone LIKE '9170000400%'`,
    );
    expect(row).toEqual({ ips: 3, networks: 2 });
  });
});
