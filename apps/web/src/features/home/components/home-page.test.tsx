import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HomeIndexResponse } from '@saral/contract/api/home';
import { rememberCampaignFrom } from '../../../shared/audience/campaign-code-memory';
import { CAMPAIGN_LOOKUP_TIMEOUT_MS } from '../../../shared/audience/campaign-store';
import { homeIndexQuery } from '../api/home-api';
import { HomePage } from './home-page';

const home: HomeIndexResponse = {
  undwayList: [],
  homeProductVos: [
    {
      id: 1,
      name: 'Saral Quick',
      logo: '/logos/saral-quick.svg',
      maxAmount: 5000,
      rate: 0.05,
      tenureLabel: 'Tenure 14 days',
      isFull: 0,
      productType: 1,
      h5Href: '',
    },
  ],
  iosH5Url: null,
};

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CAMPAIGN_H5_URL = 'https://h5.example.com/saral/ios-launch';

/** The campaign lookup: each request waits until the test answers it (or its signal aborts). */
function campaignServer() {
  const answers: ((data: unknown) => void)[] = [];
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(
    (_input, init) =>
      new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        answers.push((data) => resolve(new Response(JSON.stringify({ code: 0, msg: 'ok', data }))));
      }),
  );
  return { fetch, answer: (data: unknown) => answers.shift()?.(data) };
}

async function renderHome(data: HomeIndexResponse = home) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <HomePage /> },
      { path: '/auth/index', element: <h1>Onboarding</h1> },
    ],
    { initialEntries: ['/'] },
  );
  // The home data is already loaded: the only call the page makes is the campaign lookup.
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(homeIndexQuery().queryKey, data);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  // Home shows its content a timer tick after its calls have settled (useFirstLoadsSettled).
  await act(async () => {
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(1);
    else await new Promise((resolve) => setTimeout(resolve, 1));
  });
  return router;
}

const applyButton = () => screen.getByRole('button', { name: /Apply/ });

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
  rememberCampaignFrom(new URLSearchParams('campaign=ios-launch'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Apply on iOS with a campaign', () => {
  it('ignores further taps while the campaign’s h5 site is looked up, then goes there once', async () => {
    const server = campaignServer();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await renderHome();

    await act(async () => {
      for (let tap = 0; tap < 3; tap += 1) fireEvent.click(applyButton());
    });
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(applyButton().hasAttribute('disabled')).toBe(true);

    await act(async () => {
      server.answer({ code: 'ios-launch', iosOnly: true, iosH5Url: CAMPAIGN_H5_URL });
    });
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(CAMPAIGN_H5_URL);
    expect(applyButton().hasAttribute('disabled')).toBe(false);
  });

  it('falls back to the usual target when the lookup runs out of time', async () => {
    vi.useFakeTimers();
    campaignServer();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const router = await renderHome();

    await act(async () => void fireEvent.click(applyButton()));
    await act(async () => void (await vi.advanceTimersByTimeAsync(CAMPAIGN_LOOKUP_TIMEOUT_MS)));
    expect(assign).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/auth/index');
    expect(router.state.location.search).toBe('?pid=1');
  });
});

describe('Apply on iOS without a campaign: the operators’ setting (Home’s iosH5Url)', () => {
  const OPERATOR_H5_URL = 'https://h5.example.com/saral';

  it('goes to the h5 site the operators set', async () => {
    localStorage.clear();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await renderHome({ ...home, iosH5Url: OPERATOR_H5_URL });
    await act(async () => void fireEvent.click(applyButton()));
    expect(assign).toHaveBeenCalledWith(OPERATOR_H5_URL);
  });

  it('starts onboarding here when none is set (the default)', async () => {
    localStorage.clear();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const router = await renderHome();
    await act(async () => void fireEvent.click(applyButton()));
    expect(assign).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/auth/index');
  });
});

describe('product card', () => {
  it('shows the tenure the server gives for the product, not a fixed wording', async () => {
    await renderHome();
    const card = screen.getByRole('article', { name: 'Saral Quick' });
    expect(card.textContent).toContain('Tenure 14 days');
    expect(card.textContent).not.toContain('91~180');
  });
});

describe('the content and the cards composed into Home', () => {
  it('come in the same frame, even when Home’s reply is handled before a card’s', async () => {
    // Each call waits until the test answers it.
    const pending = new Map<string, (data: unknown) => void>();
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (input) =>
        new Promise<Response>((resolve) => {
          const url = String(input instanceof Request ? input.url : input);
          pending.set(url.includes('home') ? 'home' : 'other', (data) =>
            resolve(new Response(JSON.stringify({ code: 0, msg: 'ok', data }))),
          );
        }),
    );
    function Card() {
      const card = useQuery({
        queryKey: ['card'],
        queryFn: () => fetch('/card').then((response) => response.json()),
      });
      return card.data ? <p>A card for you</p> : null;
    }
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter([{ path: '/', element: <HomePage notice={<Card />} /> }]);
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
    });
    const frames: string[] = [];
    const observer = new MutationObserver(() => {
      if (!screen.queryByRole('heading', { name: 'Loan products' })) return;
      frames.push(screen.queryByText('A card for you') ? 'with the card' : 'without the card');
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    await act(async () => {
      // The card's reply is handled after Home's, and its screen part told after Home's: the
      // order in which a slow phone once showed the content a frame before the card.
      setTimeout(() => pending.get('other')?.(true), 0);
      pending.get('home')?.(home);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    observer.disconnect();
    expect(screen.getByText('A card for you')).toBeTruthy();
    expect(frames[0]).toBe('with the card');
  });
});
