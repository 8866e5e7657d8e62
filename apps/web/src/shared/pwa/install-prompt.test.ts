import { describe, expect, it, vi } from 'vitest';
import { createInstallPromptStore } from './install-prompt';

/** What Chrome dispatches when the page may be installed. */
function installOffer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

describe('the install prompt store', () => {
  it('keeps the offer and stops Chrome showing its own infobar', () => {
    const store = createInstallPromptStore();
    const target = new EventTarget();
    store.listen(target);
    const { event } = installOffer('accepted');
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(store.current()).toBe(event);
  });

  it('shows the browser dialog once and reports the choice', async () => {
    const store = createInstallPromptStore();
    const target = new EventTarget();
    store.listen(target);
    const { event, prompt } = installOffer('dismissed');
    target.dispatchEvent(event);
    const changes = vi.fn();
    store.subscribe(changes);

    await expect(store.prompt()).resolves.toBe('dismissed');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(store.current()).toBeNull();
    expect(changes).toHaveBeenCalled();
    // An offer cannot be shown twice.
    await expect(store.prompt()).resolves.toBe('unavailable');
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('reports a dialog the browser refuses as unavailable instead of rejecting', async () => {
    const store = createInstallPromptStore();
    const target = new EventTarget();
    store.listen(target);
    const { event, prompt } = installOffer('accepted');
    prompt.mockRejectedValueOnce(new DOMException('not allowed', 'NotAllowedError'));
    target.dispatchEvent(event);
    await expect(store.prompt()).resolves.toBe('unavailable');
    expect(store.current()).toBeNull();
  });

  it('forgets the offer once the app is installed (from the browser menu, say)', () => {
    const store = createInstallPromptStore();
    const target = new EventTarget();
    store.listen(target);
    target.dispatchEvent(installOffer('accepted').event);
    target.dispatchEvent(new Event('appinstalled'));
    expect(store.current()).toBeNull();
  });

  it('stops listening when asked', () => {
    const store = createInstallPromptStore();
    const target = new EventTarget();
    const stop = store.listen(target);
    stop();
    const { event } = installOffer('accepted');
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(store.current()).toBeNull();
  });
});
