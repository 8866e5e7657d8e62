import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PromotionFigures } from '@saral/contract/api/promotion';
import { createQueryClient } from '../../../shared/api/query-client';
import { PromotionAmountPage } from './promotion-amount-page';

/** The server's answers to the figures call, one per request (the last one repeats). */
function serveFigures(...answers: (PromotionFigures | Error)[]) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    expect(String(input)).toContain('/product/v1/promotion-figures');
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer instanceof Error) {
      return Response.json({ code: -1, msg: answer.message, data: null });
    }
    return Response.json({ code: 0, msg: 'ok', data: answer });
  });
}

const figures = (changes: Partial<PromotionFigures> = {}): PromotionFigures => ({
  firstLoanMaxAmount: 5_000,
  minDailyRatePercent: 0.05,
  maxAmount: 40_000,
  minAmount: 1_000,
  ...changes,
});

function renderPage() {
  const router = createMemoryRouter([{ path: '/', element: <PromotionAmountPage /> }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** Past the 3-second check and every step of the count (each step renders before the next). */
async function finishAnimations() {
  for (let tick = 0; tick < 100; tick += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
  }
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('promotion amount page', () => {
  it('shows the real first-loan limit and the lowest real rate, never the old sample', async () => {
    serveFigures(figures());
    localStorage.setItem('localAmount', '70000'); // kept by the earlier page
    renderPage();
    expect(screen.getByRole('status', { name: 'Checking your credit limit' })).toBeTruthy();
    await finishAnimations();
    expect(screen.getByTestId('promo-amount').textContent).toBe('₹5,000');
    expect(screen.getByText('Minimum interest rate 0.05%(day)')).toBeTruthy();
    expect(localStorage.getItem('localAmount')).toBe('5000');
  });

  it('draws from ₹50,000 up to a limit above it', async () => {
    serveFigures(figures({ firstLoanMaxAmount: 52_000, minDailyRatePercent: 0.07 }));
    renderPage();
    await finishAnimations();
    const shown = Number(localStorage.getItem('localAmount'));
    expect([50_000, 51_000, 52_000]).toContain(shown);
    expect(screen.getByTestId('promo-amount').textContent).toBe(
      `₹${shown.toLocaleString('en-IN')}`,
    );
    expect(screen.getByText('Minimum interest rate 0.07%(day)')).toBeTruthy();
  });

  it('shows no figure when the real ones cannot be loaded, and offers a retry', async () => {
    serveFigures(new Error('No product is offered right now'), figures());
    renderPage();
    await finishAnimations();
    expect(screen.queryByTestId('promo-amount')).toBeNull();
    expect(screen.getByText('No product is offered right now')).toBeTruthy();

    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    await finishAnimations();
    expect(screen.getByTestId('promo-amount').textContent).toBe('₹5,000');
  });
});
