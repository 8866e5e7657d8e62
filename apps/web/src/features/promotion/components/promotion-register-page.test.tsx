import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/api-client';
import { createQueryClient } from '../../../shared/api/query-client';
import { sessionStore } from '../../../shared/session/session-store';
import { showInfo } from '../../../shared/ui/feedback';
import { trackMarketingEvent } from '../../../shared/marketing/marketing-events';
import type * as MarketingEvents from '../../../shared/marketing/marketing-events';
import { PromotionRegisterPage } from './promotion-register-page';

// The two sign-in calls the page makes, answered by the tests (the figures go through fetch).
const api = vi.hoisted(() => ({ sendCode: vi.fn(), signIn: vi.fn() }));
vi.mock('../api/promotion-api', () => ({
  sendPromotionCodeMutation: () => ({
    mutationKey: ['send-code'],
    mutationFn: (phone: string) => api.sendCode(phone),
  }),
}));
vi.mock('../../../shared/api/login-api', () => ({
  loginMutation: () => ({
    mutationKey: ['login'],
    mutationFn: (request: unknown) => api.signIn(request),
  }),
}));

vi.mock('../../../shared/ui/feedback', () => ({
  showInfo: vi.fn(() => Promise.resolve()),
  showToast: vi.fn(),
  clearToasts: vi.fn(),
}));
vi.mock('../../../shared/marketing/marketing-events', async (importOriginal) => ({
  ...(await importOriginal<typeof MarketingEvents>()),
  trackMarketingEvent: vi.fn(),
}));

const { sendCode, signIn } = api;
const FIGURES = {
  firstLoanMaxAmount: 5_000,
  minDailyRatePercent: 0.05,
  maxAmount: 40_000,
  minAmount: 1_000,
};
let figuresCall: ReturnType<typeof vi.fn<typeof fetch>>;

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/promotion/register', element: <PromotionRegisterPage /> },
      { path: '/promotion/amount', element: <p>amount page</p> },
    ],
    { initialEntries: ['/promotion/register'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const phoneField = () => screen.getByRole('textbox', { name: 'Mobile number' });
const otpField = () => screen.getByRole('textbox', { name: 'OTP' });
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  sendCode.mockReset().mockResolvedValue(null);
  // The server's promotion figures (the only call this page makes through fetch).
  figuresCall = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => Response.json({ code: 0, msg: 'ok', data: FIGURES }));
  signIn.mockReset();
  vi.mocked(showInfo).mockClear();
  vi.mocked(trackMarketingEvent).mockClear();
  sessionStore.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  figuresCall.mockRestore();
});

describe('promotion register page', () => {
  it('heads with the real maximum a borrower can reach, from the products', async () => {
    renderPage();
    const headline = screen.getByRole('heading', { level: 1 });
    expect(headline.textContent).toBe('Max Amount ₹…');
    await waitFor(() => expect(headline.textContent).toBe('Max Amount ₹40000'));
    expect(String(figuresCall.mock.calls[0]?.[0])).toContain('/product/v1/promotion-figures');
  });

  it('keeps the local 10 digits of a pasted number and refuses a short one', async () => {
    renderPage();
    type(phoneField(), '+91 98765 43210');
    expect(phoneField()).toHaveProperty('value', '9876543210');

    type(phoneField(), '98765');
    click('Send OTP');
    expect(await screen.findByText('Please Enter correct Phone Number')).toBeTruthy();
    expect(sendCode).not.toHaveBeenCalled();
  });

  it('asks for the code, checks it, shows the rejection in the dialog and signs in', async () => {
    const router = renderPage();
    type(phoneField(), '098765-43210');
    click('Send OTP');
    await waitFor(() => expect(sendCode).toHaveBeenCalledWith('919876543210'));
    expect(await screen.findByText('Fill in the OTP')).toBeTruthy();

    click('Confirm');
    expect(await screen.findByText('Please Enter Correct OTP')).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();

    signIn.mockRejectedValueOnce(new ApiError(-1, 'Incorrect code. Please check the SMS.'));
    type(otpField(), '12345');
    expect(otpField()).toHaveProperty('value', '1234');
    click('Confirm');
    expect(await screen.findByText('Incorrect code. Please check the SMS.')).toBeTruthy();
    // A login failure stays in the dialog: no Info dialog.
    expect(showInfo).not.toHaveBeenCalled();

    signIn.mockResolvedValueOnce({ token: 'token-1', isRegister: 1 });
    type(otpField(), '4321');
    click('Confirm');
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotion/amount'));
    expect(signIn.mock.lastCall?.[0]).toEqual({ phone: '919876543210', code: '4321' });
    expect(sessionStore.get()).toEqual({ token: 'token-1', phone: '9876543210', isApp: false });
    expect(trackMarketingEvent).toHaveBeenCalledWith('CompleteRegistration');
  });

  it('does not report a registration for a returning borrower', async () => {
    renderPage();
    type(phoneField(), '9876543210');
    click('Send OTP');
    await screen.findByText('Fill in the OTP');
    signIn.mockResolvedValueOnce({ token: 'token-2', isRegister: 0 });
    type(otpField(), '4321');
    click('Confirm');
    await waitFor(() => expect(sessionStore.token()).toBe('token-2'));
    expect(trackMarketingEvent).not.toHaveBeenCalled();
  });

  it('ignores a code request while counting down, then resends; a failure goes to Info', async () => {
    renderPage();
    type(phoneField(), '9876543210');
    click('Send OTP');
    await screen.findByText(/Resend code in \d+s/);
    expect(sendCode).toHaveBeenCalledTimes(1);

    // Closed and sent again during the countdown: the dialog returns, no second request.
    click('Close');
    click('Send OTP');
    await screen.findByText(/Resend code in \d+s/);
    expect(sendCode).toHaveBeenCalledTimes(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    sendCode.mockRejectedValueOnce(
      new ApiError(-2, 'Too many codes requested for this number today.'),
    );
    click('Resend code');
    await waitFor(() =>
      expect(showInfo).toHaveBeenCalledWith('Too many codes requested for this number today.'),
    );
    expect(sendCode).toHaveBeenCalledTimes(2);
    // Still no countdown: the borrower may try again.
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeTruthy();
  });

  it('refuses a code request for another number while a code is counting down', async () => {
    renderPage();
    type(phoneField(), '9876543210');
    click('Send OTP');
    await screen.findByText('Fill in the OTP');
    click('Close');
    type(phoneField(), '9123456789');
    click('Send OTP');
    expect(await screen.findByText(/Please wait \d+s before requesting a code/)).toBeTruthy();
    expect(sendCode).toHaveBeenCalledTimes(1);
  });
});
