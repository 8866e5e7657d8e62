import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSmsProvider } from '../src/domains/sms/http-sms-provider';
import { createSandboxSmsProvider } from '../src/domains/sms/sandbox-sms-provider';
import { SmsDeliveryError, type SmsProvider } from '../src/domains/sms/sms-provider';
import {
  startFakeHttpServer,
  unreachableUrl,
  type FakeHttpServer,
} from './support/fake-http-server';
import { createTestApp, type TestApp } from './support/test-app';

/** The gateway's send path; the fake server listens on its origin. */
const SEND_PATH = '/v1/sms/send';
const DELIVERED = { status: 'success', message_id: 'msg-0001' };

/** A stand-in SMS gateway that delivers every message until a test says otherwise. */
async function startFakeGateway(): Promise<FakeHttpServer> {
  const gateway = await startFakeHttpServer();
  gateway.answerJson(200, DELIVERED);
  return gateway;
}

const GATEWAY = {
  apiKey: 'test-api-key-123',
  senderId: 'SARALN',
  templateId: '1107161234567890123',
};
const MESSAGE = { phone: '919855500001', body: '4821 is your Saral login code.' };

async function sendError(provider: SmsProvider): Promise<SmsDeliveryError> {
  try {
    await provider.send(MESSAGE);
  } catch (error) {
    expect(error).toBeInstanceOf(SmsDeliveryError);
    return error as SmsDeliveryError;
  }
  throw new Error('expected the send to fail');
}

describe('HTTP SMS provider against a gateway', () => {
  let gateway: FakeHttpServer;
  let provider: SmsProvider;
  beforeAll(async () => {
    gateway = await startFakeGateway();
    provider = createHttpSmsProvider({
      url: `${gateway.url}${SEND_PATH}`,
      ...GATEWAY,
      timeoutMs: 300,
    });
  });
  afterEach(() => {
    gateway.received.length = 0;
    gateway.answerJson(200, DELIVERED);
  });
  afterAll(async () => {
    await gateway.close();
  });

  it('posts the documented JSON with the bearer key and returns the message id', async () => {
    gateway.answerJson(200, { status: 'success', message_id: 'gw-778899' });
    await expect(provider.send(MESSAGE)).resolves.toEqual({ providerMessageId: 'gw-778899' });

    expect(gateway.received).toHaveLength(1);
    const request = gateway.received[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/sms/send');
    expect(request.headers.authorization).toBe('Bearer test-api-key-123');
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request.body.toString('utf8'))).toEqual({
      sender: 'SARALN',
      route: 'dlt',
      template_id: '1107161234567890123',
      numbers: '919855500001',
      message: '4821 is your Saral login code.',
    });
  });

  it('a {status:"error"} reply throws a non-retryable SmsDeliveryError with the reason', async () => {
    gateway.answerJson(200, { status: 'error', message: 'DLT template not approved' });
    const error = await sendError(provider);
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('DLT template not approved');
  });

  it('a success reply without a message id is a failure', async () => {
    gateway.answerJson(200, { status: 'success' });
    expect((await sendError(provider)).retryable).toBe(false);
  });

  it.each([400, 401, 403, 422])(
    'HTTP %i throws a non-retryable SmsDeliveryError',
    async (status) => {
      gateway.answerJson(status, { status: 'error', message: 'refused' });
      const error = await sendError(provider);
      expect(error.retryable).toBe(false);
    },
  );

  it('HTTP 4xx without a JSON body still throws, naming the status', async () => {
    gateway.answer((_request, response) => {
      response.writeHead(401, { 'content-type': 'text/plain' });
      response.end('Unauthorized');
    });
    const error = await sendError(provider);
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('401');
  });

  it.each([500, 502, 503])('HTTP %i throws a retryable SmsDeliveryError', async (status) => {
    gateway.answer((_request, response) => {
      response.writeHead(status, { 'content-type': 'text/html' });
      response.end('<html>upstream unavailable</html>');
    });
    const error = await sendError(provider);
    expect(error.retryable).toBe(true);
  });

  it('a gateway that never answers times out as retryable', async () => {
    gateway.answer(() => {
      // never respond
    });
    const started = Date.now();
    const error = await sendError(provider);
    expect(error.retryable).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(gateway.received).toHaveLength(1);
  });

  it('a gateway that cannot be reached is retryable', async () => {
    const unreachable = createHttpSmsProvider({
      url: `${await unreachableUrl()}${SEND_PATH}`,
      ...GATEWAY,
      timeoutMs: 2_000,
    });
    expect((await sendError(unreachable)).retryable).toBe(true);
  });
});

describe('sandbox SMS provider', () => {
  const logged: string[] = [];
  const log = { info: (message: string) => logged.push(message) } as unknown as FastifyBaseLogger;
  const sandbox = createSandboxSmsProvider(log);

  it.each(['14155550123', '447700900123', '9198765', '915876543210', '91987654321x'])(
    'refuses the non-Indian or malformed number %s',
    async (phone) => {
      const error = await sandbox
        .send({ phone, body: '1234 is your code' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SmsDeliveryError);
      expect((error as SmsDeliveryError).retryable).toBe(false);
    },
  );

  it('accepts an Indian mobile and logs neither the code nor the full number', async () => {
    logged.length = 0;
    const result = await sandbox.send({
      phone: '919855500002',
      body: '4821 is your Saral login code.',
    });
    expect(result.providerMessageId).toMatch(/^sandbox-/);
    expect(logged.join('\n')).not.toContain('4821');
    expect(logged.join('\n')).not.toContain('919855500002');
    expect(logged.join('\n')).toContain('91XXXXXX0002');
  });
});

describe('when the SMS provider fails during sendCode', () => {
  /** Fails the first send like a gateway outage, then delivers; remembers every body it got. */
  function flakyProvider() {
    const bodies: string[] = [];
    let failuresLeft = 1;
    const provider: SmsProvider = {
      name: 'flaky',
      async send({ body }) {
        bodies.push(body);
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          throw new SmsDeliveryError('SMS gateway refused: HTTP 503', true);
        }
        return { providerMessageId: `flaky-${bodies.length}` };
      },
    };
    return { provider, bodies };
  }

  let t: TestApp;
  let flaky: ReturnType<typeof flakyProvider>;
  beforeAll(async () => {
    flaky = flakyProvider();
    t = await createTestApp({ sms: flaky.provider });
  });
  afterAll(async () => {
    await t.close();
  });

  const phone = '919855500010';
  const sendCode = () =>
    t.app.inject({
      method: 'GET',
      url: `/api1/sms/v1/sendCode?phone=${phone}`,
      remoteAddress: '10.0.7.1',
    });
  const login = (code: string) =>
    t.app.inject({ method: 'POST', url: '/api1/user/v1/login', payload: { phone, code } });

  it('answers 502 with a clear msg, records the failure, voids the code and allows an immediate retry', async () => {
    const failed = await sendCode();
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({
      code: -1,
      msg: expect.stringMatching(/could not send the SMS.*try again/i),
      data: null,
    });

    const rows = await t.db.query<{
      status: string;
      provider: string;
      error: string | null;
      body: string;
    }>('SELECT status, provider, error, body FROM sms_messages WHERE phone = $1 ORDER BY id', [
      phone,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'failed',
      provider: 'flaky',
      error: expect.stringContaining('503'),
    });
    const undeliveredCode = flaky.bodies[0]?.match(/\b(\d{4})\b/)?.[1];
    expect(undeliveredCode).toMatch(/^\d{4}$/);
    expect(rows[0]?.body).not.toContain(undeliveredCode);

    // The code that never reached the phone cannot be used.
    expect((await login(undeliveredCode!)).json().code).toBe(-1);

    // No 60-second wait: the failed send did not count.
    const retry = await sendCode();
    expect(retry.statusCode).toBe(200);
    expect(retry.json().code).toBe(0);
    // A real gateway: the SMS log keeps the body masked, so the code comes from the phone.
    const code = flaky.bodies.at(-1)?.match(/\b(\d{4})\b/)?.[1] ?? '';
    const signedIn = await login(code);
    expect(signedIn.json()).toMatchObject({
      code: 0,
      data: { token: expect.any(String), isRegister: 1 },
    });
  });

  it('logs the failure with a masked phone', () => {
    const text = t.logLines.join('');
    expect(text).toContain('login code SMS failed');
    expect(text).toContain('91XXXXXX0010');
    expect(text).not.toContain(phone);
  });
});

describe('SMS_PROVIDER=http end to end', () => {
  let gateway: FakeHttpServer;
  let t: TestApp;
  beforeAll(async () => {
    gateway = await startFakeGateway();
    t = await createTestApp({
      env: {
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: `${gateway.url}${SEND_PATH}`,
        SMS_HTTP_API_KEY: 'live-key-456',
        SMS_DLT_TEMPLATE_ID: '1107169999999999999',
        SMS_SENDER_ID: 'SARALX',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  it('sends the login code through the configured gateway and records the message id', async () => {
    gateway.answerJson(200, { status: 'success', message_id: 'gw-e2e-1' });
    const phone = '919855500020';
    const response = await t.app.inject({
      method: 'GET',
      url: `/api1/sms/v1/sendCode?phone=${phone}`,
    });
    expect(response.json()).toMatchObject({ code: 0 });
    expect(gateway.received).toHaveLength(1);
    const sent = JSON.parse(gateway.received[0]!.body.toString('utf8')) as Record<string, string>;
    expect(gateway.received[0]!.headers.authorization).toBe('Bearer live-key-456');
    expect(sent).toMatchObject({
      sender: 'SARALX',
      template_id: '1107169999999999999',
      numbers: phone,
    });
    const code = sent.message?.match(/\b(\d{4})\b/)?.[1];
    expect(code).toBeDefined();

    const rows = await t.db.query<{
      status: string;
      provider: string;
      provider_message_id: string;
    }>('SELECT status, provider, provider_message_id FROM sms_messages WHERE phone = $1', [phone]);
    expect(rows).toEqual([{ status: 'sent', provider: 'http', provider_message_id: 'gw-e2e-1' }]);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api1/user/v1/login',
      payload: { phone, code },
    });
    expect(login.json().code).toBe(0);
  });

  it('keeps only a masked body in the SMS log: the code exists there only as its keyed hash', async () => {
    gateway.answerJson(200, { status: 'success', message_id: 'gw-e2e-2' });
    const phone = '919855500022';
    await t.app.inject({ method: 'GET', url: `/api1/sms/v1/sendCode?phone=${phone}` });
    const sent = JSON.parse(gateway.received.at(-1)!.body.toString('utf8')) as { message: string };
    const code = sent.message.match(/\b(\d{4})\b/)?.[1];
    expect(code).toMatch(/^\d{4}$/);

    const rows = await t.db.query<{ body: string }>(
      'SELECT body FROM sms_messages WHERE phone = $1',
      [phone],
    );
    expect(rows).toEqual([{ body: sent.message.replace(code!, '****') }]);
    const stored = await t.db.query<{ row: string }>(
      `SELECT row_to_json(m)::text AS row FROM sms_messages m WHERE phone = $1
       UNION ALL SELECT row_to_json(c)::text FROM otp_codes c WHERE phone = $1`,
      [phone],
    );
    expect(stored.map((row) => row.row).join('\n')).not.toContain(code);
  });

  it('answers 502 when the gateway refuses', async () => {
    gateway.answerJson(400, { status: 'error', message: 'Invalid sender' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api1/sms/v1/sendCode?phone=919855500021',
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe(-1);
    expect(response.body).not.toContain('Invalid sender');
  });
});
