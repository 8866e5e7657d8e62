import { describe, expect, it } from 'vitest';
import { createHttpSmsProvider } from '../src/domains/sms/http-sms-provider';
import { createHttpWhatsAppProvider } from '../src/domains/whatsapp/http-whatsapp-provider';
import { WhatsAppDeliveryError } from '../src/domains/whatsapp/whatsapp-provider';

/** What the HTTP adapters put on the wire: each message's DLT template id, the idempotency key. */

type Sent = { url: string; headers: Record<string, string>; body: Record<string, unknown> };

function recordingFetch(reply: unknown, status = 200) {
  const sent: Sent[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    sent.push({
      url,
      headers: init.headers as Record<string, string>,
      body: JSON.parse(String(init.body)) as Record<string, unknown>,
    });
    return new Response(JSON.stringify(reply), { status });
  }) as unknown as typeof fetch;
  return { sent, fetchImpl };
}

/** The HTTP SMS adapter over a recording fetch; its own DLT id is the sign-in codes' one. */
const smsGateway = (fetchImpl: typeof fetch) =>
  createHttpSmsProvider({
    url: 'https://sms.example.in/send',
    apiKey: 'k',
    senderId: 'SARALN',
    templateId: '1107000000000000000',
    fetchImpl,
  });

describe('HTTP SMS gateway', () => {
  it('sends the message’s own DLT template id and its idempotency key; codes keep the configured id', async () => {
    const { sent, fetchImpl } = recordingFetch({ status: 'success', message_id: 'gw-1' });
    const sms = smsGateway(fetchImpl);
    await sms.send({ phone: '919876543210', body: 'Your code is 1234' });
    await sms.send({
      phone: '919876543210',
      body: 'approved',
      templateId: '1107000000000000007',
      idempotencyKey: 'order:1:loan.approved:sms',
    });
    expect(sent[0]?.body.template_id).toBe('1107000000000000000');
    expect(sent[0]?.headers['idempotency-key']).toBeUndefined();
    expect(sent[1]?.body.template_id).toBe('1107000000000000007');
    expect(sent[1]?.body.reference).toBe('order:1:loan.approved:sms');
    expect(sent[1]?.headers['idempotency-key']).toBe('order:1:loan.approved:sms');
  });

  it('posts a long Hindi (UCS-2, several parts) text whole, under its own template id', async () => {
    const { sent, fetchImpl } = recordingFetch({ status: 'success', message_id: 'gw-2' });
    const sms = smsGateway(fetchImpl);
    const body = `Saral: ${'आपका लोन SRL1 मंज़ूर हो गया है। '.repeat(8)}अंत`;
    expect(body.length).toBeGreaterThan(3 * 70);
    await sms.send({ phone: '919876543210', body, templateId: '1107000000000001001' });
    expect(sent[0]?.body.message).toBe(body);
    expect(sent[0]?.body.template_id).toBe('1107000000000001001');
  });
});

describe('HTTP WhatsApp Business adapter', () => {
  const message = {
    phone: '919876543210',
    template: 'loan_approved',
    parameters: ['Saral', 'SL1', '₹5,000', 'https://x'],
    body: 'text',
    locale: 'en',
    idempotencyKey: 'order:1:loan.approved:whatsapp',
  };

  it('posts the template and its parameters to /{phone-number-id}/messages with the bearer token', async () => {
    const { sent, fetchImpl } = recordingFetch({ messages: [{ id: 'wamid.1' }] });
    const whatsapp = createHttpWhatsAppProvider({
      url: 'https://graph.example.com/v20.0/',
      phoneNumberId: '12345',
      accessToken: 'token-1',
      fetchImpl,
    });
    expect(await whatsapp.send(message)).toEqual({ providerMessageId: 'wamid.1' });
    expect(sent[0]?.url).toBe('https://graph.example.com/v20.0/12345/messages');
    expect(sent[0]?.headers.authorization).toBe('Bearer token-1');
    expect(sent[0]?.headers['idempotency-key']).toBe(message.idempotencyKey);
    expect(sent[0]?.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'loan_approved',
        language: { code: 'en' },
        components: [
          { type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) },
        ],
      },
    });
  });

  it('names the template’s language: hi for a Hindi message', async () => {
    const { sent, fetchImpl } = recordingFetch({ messages: [{ id: 'wamid.2' }] });
    const whatsapp = createHttpWhatsAppProvider({
      url: 'https://graph.example.com/v20.0',
      phoneNumberId: '12345',
      accessToken: 'token-1',
      fetchImpl,
    });
    await whatsapp.send({ ...message, locale: 'hi' });
    expect(sent[0]?.body).toMatchObject({
      template: { name: 'loan_approved', language: { code: 'hi' } },
    });
  });

  it('a refusal is an error: retryable on 5xx, not on 4xx', async () => {
    for (const [status, retryable] of [
      [400, false],
      [503, true],
    ] as const) {
      const { fetchImpl } = recordingFetch({ error: { message: 'nope' } }, status);
      const whatsapp = createHttpWhatsAppProvider({
        url: 'https://graph.example.com',
        phoneNumberId: '1',
        accessToken: 't',
        fetchImpl,
      });
      const error = await whatsapp.send(message).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(WhatsAppDeliveryError);
      expect((error as WhatsAppDeliveryError).retryable).toBe(retryable);
    }
  });
});
