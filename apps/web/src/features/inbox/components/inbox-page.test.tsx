import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InboxItem } from '@saral/contract/api/notifications';
import { INBOX_PAGE_SIZE } from '../api/inbox-api';
import { InboxPage } from './inbox-page';

const message = (id: number, readAt: string | null = null): InboxItem => ({
  id,
  orderId: 7,
  event: 'payment.received',
  body: `Saral: we received payment number ${id} of your loan SRL7.`,
  link: 'https://saral.example/orders/7/detail',
  createdAt: new Date(Date.UTC(2026, 10, 1, 10, 0) - id * 60_000).toISOString(),
  readAt,
});

/** The server: two pages of messages (the second one already read), the mark-read call. */
function inboxServer() {
  const first = Array.from({ length: INBOX_PAGE_SIZE }, (_, index) => message(index + 1));
  const second = [message(INBOX_PAGE_SIZE + 1, '2026-10-30T10:00:00.000Z')];
  const marked: number[][] = [];
  const saved: unknown[] = [];
  let offers = true;
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    let data: unknown = null;
    if (url.pathname.endsWith('/message/v1/inbox')) {
      data = url.searchParams.get('cursor')
        ? { items: second, nextCursor: null }
        : { items: first, nextCursor: 'page-2' };
    } else if (url.pathname.endsWith('/message/v1/read')) {
      const ids = (JSON.parse(String(init?.body)) as { ids: number[] }).ids;
      marked.push(ids);
      data = { marked: ids.length };
    } else if (url.pathname.endsWith('/message/v1/unread-count')) {
      data = { unread: 0 };
    } else if (url.pathname.endsWith('/message/v1/preferences')) {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { offers: boolean };
        saved.push(body);
        offers = body.offers;
      }
      data = { offers };
    }
    return new Response(JSON.stringify({ code: 0, msg: 'ok', data }));
  });
  return { fetch, marked, saved };
}

function renderInbox() {
  const router = createMemoryRouter(
    [
      { path: '/messages', element: <InboxPage /> },
      { path: '/orders/:id/detail', element: <h1>Loan detail</h1> },
    ],
    { initialEntries: ['/messages'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the messages page', () => {
  it('marks the messages it shows read once, loads older ones and opens the loan', async () => {
    const server = inboxServer();
    const router = renderInbox();

    expect(await screen.findByText(/payment number 1 of/)).toBeTruthy();
    expect(screen.getAllByText('New')).toHaveLength(INBOX_PAGE_SIZE);
    // Seen once: one call for the page's unread messages, and the link is left out of the text.
    await vi.waitFor(() => expect(server.marked).toHaveLength(1));
    expect(server.marked[0]).toEqual(Array.from({ length: INBOX_PAGE_SIZE }, (_, i) => i + 1));
    expect(screen.queryByText(/saral\.example/)).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    expect(await screen.findByText(/payment number 11 of/)).toBeTruthy();
    expect(screen.getByText('No older messages')).toBeTruthy();
    // The older page was read already: nothing more to mark.
    expect(server.marked).toHaveLength(1);

    await act(async () =>
      fireEvent.click(screen.getByText(/payment number 11 of/).closest('button') as HTMLElement),
    );
    expect(router.state.location.pathname).toBe('/orders/7/detail');
  });

  it('says what will arrive there when there is nothing yet', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(JSON.stringify({ code: 0, msg: 'ok', data: { items: [], nextCursor: null } })),
    );
    renderInbox();
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('stops offers with its switch; loan messages are said to always come', async () => {
    const server = inboxServer();
    renderInbox();
    const offers = await screen.findByRole('switch', { name: 'Offers by SMS and WhatsApp' });
    expect(offers.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Messages about your loans always come.')).toBeTruthy();
    await act(async () => fireEvent.click(offers));
    await vi.waitFor(() => expect(server.saved).toEqual([{ offers: false }]));
    await vi.waitFor(() =>
      expect(
        screen
          .getByRole('switch', { name: 'Offers by SMS and WhatsApp' })
          .getAttribute('aria-checked'),
      ).toBe('false'),
    );
  });
});
