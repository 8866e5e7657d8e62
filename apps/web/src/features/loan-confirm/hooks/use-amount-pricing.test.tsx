import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Calculation, OrderDetail } from '@saral/contract/api/loan';
import { PriceFailure } from '../components/price-failure';
import { useAmountPricing } from './use-amount-pricing';

const loan = { productId: 1, loanAmount: 3000, period: 7 } as OrderDetail;
const price: Calculation = {
  repaymentAmount: 2007,
  serviceFee: 160,
  gstFee: 28.8,
  interest: 7,
  arriveAmount: 1811.2,
  interestRate: 0.05,
  apr: 120,
  repaymentDate: '2026-12-05',
};

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the price of another amount on Get Money', () => {
  it('keeps a failed lookup for the screen, then prices the amount on Try again', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ code: -1, msg: 'Pricing is paused', data: null })),
      )
      .mockResolvedValueOnce(new Response(JSON.stringify({ code: 0, msg: 'ok', data: price })));
    const { result } = renderHook(() => useAmountPricing(loan), { wrapper });

    await act(() => result.current.choose(2000));
    expect(result.current.failure?.amount).toBe(2000);
    expect(result.current.failure?.error.message).toBe('Pricing is paused');
    expect(result.current.choice).toBeNull();
    expect(result.current.pricing).toBe(false);

    await act(() => result.current.choose(2000));
    expect(result.current.failure).toBeNull();
    expect(result.current.choice).toEqual({ amount: 2000, calculation: price });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('shows the failure inline with the amount still shown and a Try again', () => {
    const onRetry = vi.fn();
    render(
      <PriceFailure
        amount={2000}
        shownAmount={3000}
        error={new Error('Pricing is paused')}
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not get the figures for ₹2,000');
    expect(alert.textContent).toContain('The figures below are still for ₹3,000');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
