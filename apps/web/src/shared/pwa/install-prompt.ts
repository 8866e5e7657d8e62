import { useSyncExternalStore } from 'react';

/** Chromium's install event (not in the DOM typings): kept to show the prompt on our button. */
export type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
};

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

/**
 * Holds the browser's install offer from the moment it arrives (often before any screen that
 * shows it has rendered) until it is used, the app is installed, or the offer is withdrawn.
 */
export function createInstallPromptStore() {
  let offer: BeforeInstallPromptEvent | null = null;
  const listeners = new Set<() => void>();
  const set = (next: BeforeInstallPromptEvent | null) => {
    offer = next;
    for (const listener of listeners) listener();
  };

  return {
    /** Starts listening; call once at start-up. Returns a function that stops. */
    listen(target: EventTarget) {
      const onOffer = (event: Event) => {
        // Without this, Chrome shows its own mini-infobar at a moment we do not choose.
        event.preventDefault();
        set(event as BeforeInstallPromptEvent);
      };
      const onInstalled = () => set(null);
      target.addEventListener('beforeinstallprompt', onOffer);
      target.addEventListener('appinstalled', onInstalled);
      return () => {
        target.removeEventListener('beforeinstallprompt', onOffer);
        target.removeEventListener('appinstalled', onInstalled);
      };
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    current: (): BeforeInstallPromptEvent | null => offer,
    /**
     * Shows the browser's install dialog. An offer can be shown once, so it is used up. Never
     * rejects: a browser that refuses the dialog (NotAllowedError) counts as 'unavailable'.
     */
    async prompt(): Promise<InstallOutcome> {
      const used = offer;
      if (!used) return 'unavailable';
      set(null);
      try {
        await used.prompt();
        return (await used.userChoice).outcome;
      } catch {
        return 'unavailable';
      }
    },
  };
}

export type InstallPromptStore = ReturnType<typeof createInstallPromptStore>;

/** The app's one store, listening from start-up (main.tsx). */
export const installPrompt = createInstallPromptStore();

/** The pending install offer, or null when the browser has none for us. */
export function useInstallOffer(store: InstallPromptStore = installPrompt) {
  return useSyncExternalStore(store.subscribe, store.current, () => null);
}
