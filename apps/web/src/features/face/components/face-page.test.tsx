import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OnboardingMessage } from '@saral/contract/onboarding';
import { FacePage } from './face-page';

// The photo is used as chosen: happy-dom has no canvas to re-encode it.
vi.mock('../../../shared/images/prepare-image', () => ({
  prepareImage: async (file: File) => file,
}));

const CONFIG = {
  provider: 'sandbox',
  maxImageBytes: 10_000_000,
  compressionQuality: 0.5,
  minShortSidePx: 480,
  tips: [],
};

/** The server: the tips, and a refusal of the check with one thing to change. */
function serverRefusesTheCheck(message: string) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
    String(input).includes('living-check-config')
      ? new Response(JSON.stringify({ code: 0, msg: 'success', data: CONFIG }))
      : new Response(JSON.stringify({ code: -1, msg: message, data: null })),
  );
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <FacePage /> }], {
    initialEntries: ['/auth/face?pid=1&step=4&as=5'],
  });
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

describe('FacePage', () => {
  it('writes a missing photo and a refused one under the frame, never in a toast', async () => {
    serverRefusesTheCheck('Your face is too dark: find better light and retake the photo');
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'CONFIRM TO NEXT' }));
    expect(screen.getByRole('alert').textContent).toBe(OnboardingMessage.face);
    expect(screen.getByLabelText('Face photo').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(scrolled).toEqual(['face-problem']));

    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'face.jpg', {
      type: 'image/jpeg',
    });
    fireEvent.change(screen.getByLabelText('Face photo'), { target: { files: [photo] } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await screen.findByRole('img', { name: 'Your face photo' });
    fireEvent.click(screen.getByRole('button', { name: 'CONFIRM TO NEXT' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your face is too dark: find better light and retake the photo',
    );
    // The refused photo must be taken again.
    expect(screen.queryByRole('img', { name: 'Your face photo' })).toBeNull();
    expect(document.querySelector('.adm-toast-main')).toBeNull();
  });
});
