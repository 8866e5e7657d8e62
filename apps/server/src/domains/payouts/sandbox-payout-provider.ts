import { randomBytes } from 'node:crypto';
import type { Clock } from '../../shared/clock';
import type { PayoutOutcome, PayoutProvider, PayoutRequest } from './payout-provider';

/** Sandbox rule: payouts to account numbers ending in these digits always fail. */
export const SANDBOX_FAILING_ACCOUNT_SUFFIX = '0000';
export const SANDBOX_FAILURE_REASON = 'Beneficiary account is closed or invalid (IMPS response M4)';

type Deps = {
  clock: Clock;
  /** How long after the send the payout settles (PAYOUT_SANDBOX_DELAY_MS). */
  delayMs: number;
};

/**
 * Local stand-in for a payout API: no money moves. Like a real one it accepts a payout as
 * 'processing' and settles it after a delay: paid into the bound account, or — for account
 * numbers ending in 0000 — failed with a bank-like reason. Its reference carries the time it
 * accepted the payout, so any server process can answer the status without shared memory.
 */
export function createSandboxPayoutProvider({ clock, delayMs }: Deps): PayoutProvider {
  const acceptedAt = (reference: string): number | null => {
    const match = /^sandbox-([0-9a-z]+)-[0-9a-f]+$/.exec(reference);
    return match?.[1] ? parseInt(match[1], 36) : null;
  };

  function outcome(request: PayoutRequest, reference: string, sentAt: number): PayoutOutcome {
    if (clock.now().getTime() < sentAt + delayMs) {
      return { status: 'processing', providerReference: reference };
    }
    if (request.accountNo.endsWith(SANDBOX_FAILING_ACCOUNT_SUFFIX)) {
      return { status: 'failed', providerReference: reference, reason: SANDBOX_FAILURE_REASON };
    }
    return { status: 'paid', providerReference: reference };
  }

  return {
    name: 'sandbox',

    async send(request) {
      const sentAt = clock.now().getTime();
      const reference = `sandbox-${sentAt.toString(36)}-${randomBytes(6).toString('hex')}`;
      return outcome(request, reference, sentAt);
    },

    async check(request, reference) {
      const sentAt = acceptedAt(reference);
      // Not one of ours: say so as a real provider would ("no such payout").
      if (sentAt === null) {
        return { status: 'failed', providerReference: reference, reason: 'Unknown payout' };
      }
      return outcome(request, reference, sentAt);
    },
  };
}
