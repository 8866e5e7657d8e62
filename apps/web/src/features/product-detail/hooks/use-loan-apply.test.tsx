import { act, cleanup, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPLY_DOWNLOAD_REDIRECT_DELAY_MS } from '@saral/contract/constants';
import { ErrorCode } from '@saral/contract/error-codes';
import { ApiError } from '../../../shared/api/api-client';
import { createQueryClient } from '../../../shared/api/query-client';
import { useLoanApply } from './use-loan-apply';

const api = vi.hoisted(() => ({ precheck: vi.fn(), submitApplication: vi.fn() }));
vi.mock('../api/loan-apply-api', () => ({
  getPrecheck: api.precheck,
  applyMutation: () => ({
    mutationKey: ['apply'],
    mutationFn: (request: unknown) => api.submitApplication(request),
  }),
}));
const marketing = vi.hoisted(() => ({ trackMarketingEvent: vi.fn() }));
vi.mock('../../../shared/marketing/marketing-events', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  trackMarketingEvent: marketing.trackMarketingEvent,
}));

const card = { id: 5 } as never;

/** The hook inside a router, reporting the current path. */
function setUp() {
  let path = '';
  let state: unknown = null;
  let hook: ReturnType<typeof useLoanApply> | null = null;
  function Probe() {
    const location = useLocation();
    path = location.pathname + location.search;
    state = location.state;
    hook = useLoanApply('3');
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], {
    initialEntries: ['/product/3/detail'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return {
    path: () => path,
    state: () => state,
    problem: () => hook?.problem,
    apply: (chosen: typeof card | null = card) =>
      hook?.apply({ card: chosen, amount: 5000, autoMoney: true }),
  };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  api.precheck.mockResolvedValue({ orderStatus: 1, rejectStatusVO: null });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('the precheck', () => {
  it('an active loan on another product: its message, /orders, and no application', async () => {
    const message = 'You already have an active loan: Saral Flex, order SRL20261121000008.';
    api.precheck.mockResolvedValue({
      orderStatus: 2,
      rejectStatusVO: null,
      activeLoan: { orderId: 8, orderNo: 'SRL20261121000008', productName: 'Saral Flex', message },
    });
    const screen = setUp();
    await act(() => screen.apply());
    expect(screen.path()).toBe('/orders');
    expect(screen.state()).toEqual({ notice: message });
    expect(api.submitApplication).not.toHaveBeenCalled();
  });
});

describe('problems are said in place (issue 16)', () => {
  it('no bank account: under the bank row, nothing sent', async () => {
    const screen = setUp();
    await act(() => screen.apply(null));
    expect(screen.problem()).toEqual({
      place: 'bank',
      message: 'Please Select or Add Bank Account',
    });
    expect(api.precheck).not.toHaveBeenCalled();
  });

  it('a refusal: above the button, cleared by the next tap', async () => {
    api.submitApplication.mockRejectedValueOnce(new ApiError(ErrorCode.failed, 'Amount closed'));
    api.submitApplication.mockResolvedValueOnce({ orderId: 9 });
    const screen = setUp();
    await act(() => screen.apply());
    expect(screen.problem()).toEqual({ place: 'form', message: 'Amount closed' });
    await act(() => screen.apply());
    expect(screen.problem()).toBeNull();
  });
});

describe('the apply result (spec section 4)', () => {
  it('code 0 fires the application pixel and shows the application submitted', async () => {
    api.submitApplication.mockResolvedValue({ orderId: 9 });
    const screen = setUp();
    await act(() => screen.apply());
    expect(marketing.trackMarketingEvent).toHaveBeenCalledWith('SubmitApplication', {
      content_type: 'product',
      content_ids: ['3'],
    });
    expect(screen.path()).toBe('/product/3/submitted?orderId=9');
  });

  it('code -107 fires the application pixel and after 300 ms goes to /download?state=0', async () => {
    api.submitApplication.mockRejectedValue(
      new ApiError(ErrorCode.continueInApp, 'Continue in the app'),
    );
    const screen = setUp();
    await act(() => screen.apply());
    expect(marketing.trackMarketingEvent).toHaveBeenCalledWith('SubmitApplication', {
      content_type: 'product',
      content_ids: ['3'],
    });
    expect(screen.path()).toBe('/product/3/detail');
    await act(() => vi.advanceTimersByTimeAsync(APPLY_DOWNLOAD_REDIRECT_DELAY_MS));
    expect(screen.path()).toBe('/download?state=0');
  });

  it('another failure fires nothing', async () => {
    api.submitApplication.mockRejectedValue(new ApiError(ErrorCode.failed, 'No'));
    const screen = setUp();
    await act(() => screen.apply());
    expect(marketing.trackMarketingEvent).not.toHaveBeenCalled();
  });

  it('a retry after a failure sends the same idempotency key', async () => {
    api.submitApplication.mockRejectedValueOnce(new ApiError(ErrorCode.failed, 'No'));
    api.submitApplication.mockResolvedValueOnce({ orderId: 9 });
    const screen = setUp();
    await act(() => screen.apply());
    await act(() => screen.apply());
    const [first, second] = api.submitApplication.mock.calls.map(([request]) => request);
    expect(first).toMatchObject({ body: { productId: 3 }, idempotencyKey: expect.any(String) });
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
    expect(screen.path()).toBe('/product/3/submitted?orderId=9');
  });
});
