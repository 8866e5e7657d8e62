import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreditLimit } from '@saral/contract/api/loan';
import { CreditLimitOffer } from './credit-limit-offer';

const firstTier = { tier: 1, minRupees: 1_000, maxRupees: 5_000 };
const secondTier = { tier: 2, minRupees: 3_000, maxRupees: 10_000 };

/** The server: the credit limit on GET, the acceptance on POST; every request is recorded. */
function server(limit: CreditLimit) {
  const requests: { url: string; method: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    requests.push({ url, method, body });
    const data =
      method === 'POST'
        ? { tier: 2, maxRupees: 10_000, acceptedAt: '2026-11-21T06:00:00.000Z' }
        : limit;
    return new Response(JSON.stringify({ code: 0, msg: 'success', data }));
  });
  return requests;
}

function renderOffer() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <CreditLimitOffer />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('CreditLimitOffer', () => {
  it('offers the higher limit, keeps the current one until accepted, and records the acceptance', async () => {
    const requests = server({ loanNumber: 3, limit: firstTier, offer: secondTier });
    renderOffer();

    expect(
      await screen.findByRole('heading', { name: 'You can now borrow up to ₹10,000' }),
    ).toBeTruthy();
    expect(screen.getByText(/until then you can borrow up to ₹5,000/)).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByRole('heading', { name: 'Your credit limit is now ₹10,000' }),
    ).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      expect.objectContaining({
        url: expect.stringContaining('/order/v1/credit-limit/accept'),
        body: { tier: 2 },
      }),
    ]);
  });

  it('shows nothing when no higher limit waits for the borrower', async () => {
    const requests = server({ loanNumber: 1, limit: firstTier, offer: null });
    renderOffer();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
