import {
  PayoutProviderError,
  type PayoutOutcome,
  type PayoutProvider,
  type PayoutRequest,
} from './payout-provider';

export type HttpPayoutOptions = {
  /** The provider's API base URL; /payouts is appended. */
  url: string;
  keyId: string;
  keySecret: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
};

/** Header most Indian payout APIs de-duplicate sends on. */
export const PAYOUT_IDEMPOTENCY_HEADER = 'x-payout-idempotency';

type ProviderPayout = {
  id?: unknown;
  status?: unknown;
  failure_reason?: unknown;
  error?: { description?: unknown; reason?: unknown } | null;
  message?: unknown;
};

const FAILED = new Set(['reversed', 'failed', 'rejected', 'cancelled']);

/**
 * Adapter for a typical Indian payout API: POST {url}/payouts {account_number, ifsc, amount
 * (paise), currency, mode 'IMPS', reference_id, narration} with HTTP Basic key:secret and an
 * idempotency header → {id, status, failure_reason}; GET {url}/payouts/{id} reads the status
 * ('processed' paid; 'reversed', 'failed', 'rejected', 'cancelled' final failures; others still
 * processing). Network failures, timeouts, 401/403 (our credentials), 409, 429 and 5xx are
 * retryable; other 4xx refusals are final.
 */
export function createHttpPayoutProvider(options: HttpPayoutOptions): PayoutProvider {
  const fetchImpl = options.fetchImpl ?? fetch;
  const base = options.url.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ProviderPayout> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new PayoutProviderError(`payout API unreachable: ${(error as Error).name}`, true);
    }
    const payload = (await response.json().catch(() => null)) as ProviderPayout | null;
    if (response.ok && payload) return payload;
    const detail = describeError(payload) ?? `HTTP ${response.status}`;
    const retryable =
      !response.ok &&
      (response.status >= 500 || [401, 403, 404, 408, 409, 429].includes(response.status));
    // A 2xx without a readable body is as unclear as a timeout: ask again.
    throw new PayoutProviderError(`payout API refused: ${detail}`, retryable || response.ok);
  }

  function toOutcome(payload: ProviderPayout): PayoutOutcome {
    const id = typeof payload.id === 'string' && payload.id !== '' ? payload.id : null;
    const status = typeof payload.status === 'string' ? payload.status.toLowerCase() : '';
    if (!id) throw new PayoutProviderError('payout API answered without a payout id', true);
    if (status === 'processed') return { status: 'paid', providerReference: id };
    if (FAILED.has(status)) {
      const reason =
        typeof payload.failure_reason === 'string' && payload.failure_reason.trim() !== ''
          ? payload.failure_reason.trim()
          : `Payout ${status}`;
      return { status: 'failed', providerReference: id, reason };
    }
    // queued, pending, processing — and any status we do not know, which never means failed:
    // money may have moved, so keep asking.
    return { status: 'processing', providerReference: id };
  }

  return {
    name: 'http',

    async send(request: PayoutRequest) {
      const payload = await call(
        'POST',
        '/payouts',
        {
          account_number: request.accountNo,
          ifsc: request.ifsc,
          amount: request.amountPaise,
          currency: 'INR',
          mode: 'IMPS',
          reference_id: request.payoutId,
          narration: request.narration,
        },
        { [PAYOUT_IDEMPOTENCY_HEADER]: request.payoutId },
      );
      return toOutcome(payload);
    },

    async check(_request: PayoutRequest, providerReference: string) {
      return toOutcome(await call('GET', `/payouts/${encodeURIComponent(providerReference)}`));
    },
  };
}

function describeError(payload: ProviderPayout | null): string | null {
  const candidates = [payload?.error?.description, payload?.error?.reason, payload?.message];
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate.trim();
  }
  return null;
}
