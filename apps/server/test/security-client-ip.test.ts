import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config-values';
import { loadConfig } from '../src/config';
import { createTestApp, type TestApp } from './support/test-app';

/** A test-only route that answers with the client address the server settled on. */
const whoAmI = (t: TestApp, remoteAddress: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/test/ip',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

async function appTrusting(trustProxy: string): Promise<TestApp> {
  return createTestApp({
    env: { TRUST_PROXY: trustProxy, OTP_IP_HOURLY_LIMIT: '2' },
    configure: (app) => {
      app.get('/test/ip', async (request) => ({ ip: request.ip }));
    },
  });
}

describe('TRUST_PROXY', () => {
  it('refuses "true", which would let any client choose its address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/every hop/);
  });

  it('refuses a hop count, which cannot tell a proxy from a client connecting directly', () => {
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/addresses or CIDR ranges/);
  });

  it.each(['0', '-1', '1.5', 'proxy.internal', '10.0.0.0/33', '300.1.1.1'])(
    'refuses %s, naming TRUST_PROXY',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );

  it('takes a list of addresses, CIDR ranges and named private ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'uniquelocal' }).trustProxy).toEqual(['uniquelocal']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7 ,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
    ]);
  });
});

describe('behind one load balancer at a private address (TRUST_PROXY=uniquelocal)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appTrusting('uniquelocal');
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes the address the load balancer appended, not one the client wrote in front', async () => {
    const response = await whoAmI(t, '10.1.0.2', '203.0.113.1, 198.51.100.7');
    expect(response.json()).toEqual({ ip: '198.51.100.7' });
  });

  it('a client forging a new X-Forwarded-For on each send stays within the per-IP limit', async () => {
    const send = (phone: string, forged: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api1/sms/v1/sendCode?phone=${phone}`,
        remoteAddress: '10.1.0.2',
        headers: { 'x-forwarded-for': `${forged}, 198.51.100.8` },
      });
    const codes = [];
    for (let i = 0; i < 4; i += 1) {
      codes.push((await send(`91986660010${i}`, `203.0.113.${i + 10}`)).json().code);
    }
    expect(codes).toEqual([0, 0, -2, -2]);
  });

  it('a client connecting directly cannot choose its address either', async () => {
    const response = await whoAmI(t, '198.51.100.9', '203.0.113.1');
    expect(response.json()).toEqual({ ip: '198.51.100.9' });
  });
});

describe('behind load balancers at known addresses (TRUST_PROXY=10.1.0.0/16)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appTrusting('10.1.0.0/16');
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes the client address the trusted balancer reports', async () => {
    const response = await whoAmI(t, '10.1.3.4', '203.0.113.1, 198.51.100.7');
    expect(response.json()).toEqual({ ip: '198.51.100.7' });
  });

  it('ignores X-Forwarded-For from a client that connects directly', async () => {
    const response = await whoAmI(t, '198.51.100.9', '203.0.113.1');
    expect(response.json()).toEqual({ ip: '198.51.100.9' });
  });
});

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appTrusting('false');
  });
  afterAll(async () => {
    await t.close();
  });

  it('uses the connecting address and ignores X-Forwarded-For', async () => {
    const response = await whoAmI(t, '198.51.100.9', '203.0.113.1');
    expect(response.json()).toEqual({ ip: '198.51.100.9' });
  });
});
