import { WhatsAppDeliveryError, type WhatsAppProvider } from './whatsapp-provider';

export type HttpWhatsAppOptions = {
  /** The API's base URL, e.g. https://graph.example.com/v20.0 */
  url: string;
  phoneNumberId: string;
  accessToken: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

/**
 * Adapter for a WhatsApp Business Cloud-API-style endpoint: POST {url}/{phone-number-id}/messages
 * with a bearer token and {messaging_product:"whatsapp", to, type:"template", template:{name,
 * language:{code}, components:[{type:"body", parameters:[{type:"text", text}]}]}}, answering
 * {messages:[{id}]} or {error:{message}}. The idempotency key goes in the Idempotency-Key header.
 */
export function createHttpWhatsAppProvider(options: HttpWhatsAppOptions): WhatsAppProvider {
  const fetchImpl = options.fetchImpl ?? fetch;
  const endpoint = `${options.url.replace(/\/+$/, '')}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  return {
    name: 'whatsapp-http',
    async send(message) {
      let response: Response;
      try {
        response = await fetchImpl(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${options.accessToken}`,
            'idempotency-key': message.idempotencyKey,
          },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            to: message.phone,
            type: 'template',
            biz_opaque_callback_data: message.idempotencyKey,
            template: {
              name: message.template,
              language: { code: message.locale },
              components: [
                {
                  type: 'body',
                  parameters: message.parameters.map((text) => ({ type: 'text', text })),
                },
              ],
            },
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new WhatsAppDeliveryError(`WhatsApp API unreachable: ${(error as Error).name}`, true);
      }
      const payload = (await response.json().catch(() => null)) as {
        messages?: { id?: string }[];
        error?: { message?: string };
      } | null;
      const id = payload?.messages?.[0]?.id;
      if (!response.ok || !id) {
        const reason = payload?.error?.message ?? `HTTP ${response.status}`;
        throw new WhatsAppDeliveryError(`WhatsApp API refused: ${reason}`, response.status >= 500);
      }
      return { providerMessageId: id };
    },
  };
}
