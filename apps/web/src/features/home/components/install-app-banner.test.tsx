import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInstallPromptStore } from '../../../shared/pwa/install-prompt';
import { InstallAppBanner } from './install-app-banner';

function installOffer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

/** A store listening on the window, as main.tsx sets it up, and the banner on top. */
function setUp() {
  const store = createInstallPromptStore();
  const stop = store.listen(window);
  render(<InstallAppBanner store={store} />);
  return { store, stop };
}

const banner = () => screen.queryByRole('region', { name: 'Install Saral' });

let stopListening: (() => void) | undefined;
beforeEach(() => localStorage.clear());
afterEach(() => {
  stopListening?.();
  cleanup();
  vi.restoreAllMocks();
});

describe('the Install Saral banner', () => {
  it('stays hidden until the browser offers installation', () => {
    stopListening = setUp().stop;
    expect(banner()).toBeNull();
  });

  it('appears on the offer and opens the browser dialog on Install, then goes', async () => {
    stopListening = setUp().stop;
    const { event, prompt } = installOffer('accepted');
    act(() => void window.dispatchEvent(event));
    expect(banner()).not.toBeNull();
    expect(banner()?.textContent).toContain('Install Saral');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install' })));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(banner()).toBeNull();
  });

  it('goes when the borrower dismisses the browser dialog', async () => {
    stopListening = setUp().stop;
    act(() => void window.dispatchEvent(installOffer('dismissed').event));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install' })));
    expect(banner()).toBeNull();
  });

  it('goes quietly when the browser refuses its dialog', async () => {
    stopListening = setUp().stop;
    const { event, prompt } = installOffer('accepted');
    prompt.mockRejectedValueOnce(new DOMException('not allowed', 'NotAllowedError'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      act(() => void window.dispatchEvent(event));
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install' })));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(prompt).toHaveBeenCalledTimes(1);
      expect(banner()).toBeNull();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('goes when the app gets installed some other way', () => {
    stopListening = setUp().stop;
    act(() => void window.dispatchEvent(installOffer('accepted').event));
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(banner()).toBeNull();
  });

  it('stays away after ✕, also on the next visit', () => {
    stopListening = setUp().stop;
    act(() => void window.dispatchEvent(installOffer('accepted').event));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(banner()).toBeNull();
    cleanup();
    stopListening();

    stopListening = setUp().stop;
    act(() => void window.dispatchEvent(installOffer('accepted').event));
    expect(banner()).toBeNull();
  });

  it('is not shown inside the installed app', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({ matches: query === '(display-mode: standalone)', media: query }) as MediaQueryList,
    );
    stopListening = setUp().stop;
    act(() => void window.dispatchEvent(installOffer('accepted').event));
    expect(banner()).toBeNull();
  });
});
