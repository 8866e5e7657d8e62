import { SmsDeliveryError, type SmsProvider } from './sms-provider';

export type HttpSmsOptions = {
  /** The gateway's send endpoint. */
  url: string;
  apiKey: string;
  /** DLT-registered sender id (6 letters), required by TRAI for commercial SMS in India. */
  senderId: string;
  /** DLT template id of messages that name none (the sign-in codes). */
  templateId: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

/**
 * Adapter for an Indian transactional SMS gateway speaking the common JSON protocol:
 * POST {sender, route:"dlt", template_id, numbers, message, reference} with an API key header
 * and an Idempotency-Key header (the same key again answers the first message and sends nothing),
 * answering {status:"success", message_id} or {status:"error", message}.
 */
export function createHttpSmsProvider(options: HttpSmsOptions): SmsProvider {
  const fetchImpl = options.fetchImpl ?? fetch;
  return {
    name: 'http',
    async send({ phone, body, templateId, idempotencyKey }) {
      let response: Response;
      try {
        response = await fetchImpl(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${options.apiKey}`,
            ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
          },
          body: JSON.stringify({
            sender: options.senderId,
            route: 'dlt',
            template_id: templateId ?? options.templateId,
            numbers: phone,
            message: body,
            ...(idempotencyKey ? { reference: idempotencyKey } : {}),
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new SmsDeliveryError(`SMS gateway unreachable: ${(error as Error).name}`, true);
      }
      const payload = (await response.json().catch(() => null)) as {
        status?: string;
        message_id?: string;
        message?: string;
      } | null;
      if (!response.ok || payload?.status !== 'success' || !payload.message_id) {
        const reason = payload?.message ?? `HTTP ${response.status}`;
        throw new SmsDeliveryError(`SMS gateway refused: ${reason}`, response.status >= 500);
      }
      return { providerMessageId: payload.message_id };
    },
  };
}
