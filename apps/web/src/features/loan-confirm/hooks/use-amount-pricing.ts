import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Calculation, OrderDetail } from '@saral/contract/api/loan';
import { loanCalculationQuery } from '../../../shared/api/loan-calculation-api';

export type Choice = { amount: number; calculation: Calculation };

/**
 * The price of a lower amount the borrower chose on Get Money. A failed lookup is kept (the
 * amount and why) for the screen to show under the amount with Try again; the figures stay.
 */
export function useAmountPricing(loan: OrderDetail) {
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [pricing, setPricing] = useState(false);
  const [failure, setFailure] = useState<{ amount: number; error: Error } | null>(null);
  // Only the latest choice may land: an earlier, slower price must not overwrite it.
  const pricingRequest = useRef(0);

  async function choose(amount: number) {
    const request = ++pricingRequest.current;
    setFailure(null);
    if (amount === loan.loanAmount) {
      setChoice(null);
      setPricing(false);
      return;
    }
    setPricing(true);
    try {
      const calculation = await queryClient.fetchQuery(
        loanCalculationQuery(String(loan.productId), amount, loan.period),
      );
      if (request === pricingRequest.current) setChoice({ amount, calculation });
    } catch (error) {
      // The figures stay as they were; the screen says so under the amount.
      if (request === pricingRequest.current) setFailure({ amount, error: error as Error });
    } finally {
      if (request === pricingRequest.current) setPricing(false);
    }
  }

  return { choice, pricing, failure, choose };
}
