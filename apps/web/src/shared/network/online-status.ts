import { useSyncExternalStore } from 'react';

/**
 * Whether the browser says it has a connection. The browser's word is only a hint (a captive
 * Wi-Fi counts as online), so it is used to fail fast and to say so, never to promise success.
 */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Re-renders on the browser's online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
