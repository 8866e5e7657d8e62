import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExtensionCalc } from '@saral/contract/api/money';
import { ExtensionPage } from './extension-page';

const calc: ExtensionCalc = {
  extensionFee: 267.5,
  extensionFeePaid: 0,
  extensionServiceFee: 250,
  extensionRate: 0.05,
  interest: 17.5,
  extensionApplyTime: '2026-11-22T06:00:00.000Z',
  extensionDay: 7,
  extensionTime: '2026-11-29',
  currentDueDate: '2026-11-28',
  orderRepayId: 31,
  extensionId: 9,
  payBy: '2026-11-23T06:00:00.000Z',
};

/** The extension-calc call answers `envelope`. */
function renderPage(envelope: { code: number; msg: string; data: unknown }) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(envelope)));
  const router = createMemoryRouter(
    [{ path: '/orders/:id/extension', element: <ExtensionPage /> }],
    {
      initialEntries: ['/orders/31/extension'],
    },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ExtensionPage', () => {
  it('shows the current due date, the new one and the days gained', async () => {
    renderPage({ code: 0, msg: 'success', data: calc });
    const move = await screen.findByLabelText('Due date moves');
    expect(move.textContent).toBe('Due date 28 Nov 2026 → 29 Nov 2026 (+1 day)');
    expect(screen.getByText('29 Nov 2026 (+1 day)')).toBeTruthy();
    expect(screen.getByText('28 Nov 2026')).toBeTruthy();
  });

  it('shows the server’s refusal with the day an extension opens, and no way to pay', async () => {
    const msg =
      'An extension becomes available on 22 Nov 2026. Requested today, it would not move your due date of 28 Nov 2026.';
    renderPage({ code: -1, msg, data: { availableFrom: '2026-11-22' } });
    expect(await screen.findByRole('heading', { name: 'No extension now' })).toBeTruthy();
    expect(screen.getByText(msg)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your loan' }).getAttribute('href')).toBe(
      '/orders/31/detail',
    );
    expect(screen.queryByRole('button', { name: 'Pay extension fee' })).toBeNull();
  });
});
