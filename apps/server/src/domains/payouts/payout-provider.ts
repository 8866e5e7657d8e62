/**
 * Sends loan money to a borrower's bank account (IMPS). Implementations: the sandbox (default
 * outside production) and an adapter for a payout API over HTTP. Payouts are asynchronous at
 * every Indian provider: a send is accepted as 'processing' and its outcome is read later.
 */

export type PayoutRequest = {
  /** Our payout id: the provider's reference and idempotency key, the same on every retry. */
  payoutId: string;
  amountPaise: number;
  ifsc: string;
  accountNo: string;
  /** Shown on the borrower's bank statement. */
  narration: string;
};

export type PayoutOutcome =
  | { status: 'processing'; providerReference: string }
  | { status: 'paid'; providerReference: string }
  /** Final: the bank or provider refused or reversed it; no money reached the borrower. */
  | { status: 'failed'; providerReference: string | null; reason: string };

export interface PayoutProvider {
  readonly name: string;
  /**
   * Asks for the payout. Sending the same payoutId again must not pay twice (providers
   * de-duplicate on the reference / idempotency key), so an unanswered send may be repeated.
   */
  send(request: PayoutRequest): Promise<PayoutOutcome>;
  /** The current outcome of a payout the provider accepted. */
  check(request: PayoutRequest, providerReference: string): Promise<PayoutOutcome>;
}

/**
 * The provider could not be asked or did not answer clearly. retryable: try again later with the
 * same payoutId; not retryable: the provider refused the request itself (bad account details).
 */
export class PayoutProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'PayoutProviderError';
  }
}
