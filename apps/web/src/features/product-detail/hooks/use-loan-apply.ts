import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { BankCard } from '@saral/contract/api/bank';
import { APPLY_DOWNLOAD_REDIRECT_DELAY_MS, type LoanPurpose } from '@saral/contract/constants';
import { ErrorCode } from '@saral/contract/error-codes';
import { OnboardingMessage } from '@saral/contract/onboarding';
import { ApiError } from '../../../shared/api/api-client';
import { applyMutation, getPrecheck } from '../api/loan-apply-api';
import { applyBody, precheckMessage, precheckTarget } from '../apply-flow';
import { clearLoanDraft } from '../loan-draft';
import { MarketingEvent, trackMarketingEvent } from '../../../shared/marketing/marketing-events';

/** The application pixel's details: which product, nothing about the borrower. */
const applicationDetails = (productId: string) => ({
  content_type: 'product',
  content_ids: [productId],
});

/**
 * Why APPLY NOW did not go on, shown where it belongs (issue 16: never a toast): under the bank
 * account row when none is chosen, else above the button.
 */
export type ApplyProblem = { place: 'bank' | 'form'; message: string };

/** The id of the element each problem is written in (the page scrolls it into view). */
export const APPLY_PROBLEM_ID: Record<ApplyProblem['place'], string> = {
  bank: 'apply-bank-error',
  form: 'apply-form-error',
};

/** What the orders list shows on arrival: the active loan the precheck named. */
export type OrdersNotice = { notice: string };

type ApplyInput = {
  card: BankCard | null;
  amount: number | null;
  autoMoney: boolean;
  purpose?: LoanPurpose;
};

/**
 * APPLY NOW: precheck, then apply with one idempotency key per visit of the screen. An active
 * loan (on any product) sends the borrower to /orders with a message naming it. Taps while a
 * request runs (or after it has led elsewhere) are ignored. A problem is kept until the next tap.
 */
export function useLoanApply(productId: string) {
  const navigate = useNavigate();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  // Every outcome, failures included, is handled below.
  const { mutateAsync: submitApplication } = useMutation({
    ...applyMutation(),
    meta: { errorDisplay: 'inline' },
  });
  // A ref, not state: a second tap in the same frame must already see the request as running.
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ApplyProblem | null>(null);
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  async function apply({ card, amount, autoMoney, purpose }: ApplyInput) {
    if (busy.current || amount === null) return;
    setProblem(null);
    if (!card) {
      setProblem({ place: 'bank', message: OnboardingMessage.selectBankAccount });
      return;
    }
    busy.current = true;
    setPending(true);
    let leaving = false;
    try {
      const precheck = await getPrecheck(productId);
      const elsewhere = precheckTarget(precheck, productId);
      if (elsewhere) {
        leaving = true;
        const message = precheckMessage(precheck);
        const state: OrdersNotice | undefined = message ? { notice: message } : undefined;
        void navigate(elsewhere, { state });
        return;
      }
      const { orderId } = await submitApplication({
        body: applyBody({ cardId: card.id, amount, productId, autoMoney, purpose }),
        idempotencyKey,
      });
      leaving = true;
      clearLoanDraft(productId);
      trackMarketingEvent(MarketingEvent.application, applicationDetails(productId));
      // Code 0: the application submitted, what happens next and how long (it links on to the
      // review). Replace: back must not reopen the confirm.
      void navigate(`/product/${encodeURIComponent(productId)}/submitted?orderId=${orderId}`, {
        replace: true,
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.continueInApp) {
        // Accepted; the borrower finishes in the app. Spec section 4: the application pixel
        // fires now, and the 300 ms before leaving give it time to go out.
        leaving = true;
        clearLoanDraft(productId);
        trackMarketingEvent(MarketingEvent.application, applicationDetails(productId));
        redirectTimer.current = window.setTimeout(
          () => void navigate('/download?state=0', { replace: true }),
          APPLY_DOWNLOAD_REDIRECT_DELAY_MS,
        );
        return;
      }
      // -4 has already moved the borrower to /login.
      if (!(error instanceof ApiError && error.code === ErrorCode.sessionInvalid)) {
        // The client has already replaced a crash's raw wording with a plain one.
        setProblem({ place: 'form', message: (error as Error).message });
      }
    } finally {
      if (!leaving) {
        busy.current = false;
        setPending(false);
      }
    }
  }

  return { apply, pending, problem };
}
