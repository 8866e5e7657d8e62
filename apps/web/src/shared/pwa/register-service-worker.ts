import { webConfig } from '../config';

export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker (offline page, precached app files) once the page has loaded, so
 * its precaching never competes with the first screen for the network.
 */
export function registerServiceWorker() {
  if (!webConfig.serviceWorker || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => {
      // The app works the same without it (private modes can refuse workers): nothing to show.
      console.warn('service worker not registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
