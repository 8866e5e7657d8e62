import { attachMarketingSink } from './marketing-events';
import { withoutPersonalData } from './personal-data-guard';

/**
 * The Meta pixel, loaded only after consent. The fbq function below is Meta's queue snippet
 * written out as code (the CSP allows no inline scripts): calls made before fbevents.js arrives
 * wait in fbq.queue, and the library replays them when it loads.
 */

type FbqArguments = unknown[];
export type Fbq = ((...args: FbqArguments) => void) & {
  callMethod?: (...args: FbqArguments) => void;
  queue: FbqArguments[];
  push: Fbq;
  loaded: boolean;
  version: string;
  /** Read by fbevents.js: true stops automatic PageViews on history changes. */
  disablePushState?: boolean;
};

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

function installFbq(): Fbq {
  const fbq = function (...args: FbqArguments) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as Fbq;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  window.fbq = fbq;
  window._fbq ??= fbq;
  return fbq;
}

function injectScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

export function loadMetaPixel({ pixelId, scriptUrl }: { pixelId: string; scriptUrl: string }) {
  // Once per page: a second call (another consent path) must not init twice.
  if (window.fbq) return;
  const fbq = installFbq();
  // Only the two events of the spec leave the app: no PageView on every route change...
  fbq.disablePushState = true;
  // ...and no automatic configuration (button clicks, page metadata).
  fbq('set', 'autoConfig', false, pixelId);
  // No third argument: no advanced matching (no phone or other customer data).
  fbq('init', pixelId);
  injectScript(scriptUrl);
  attachMarketingSink((event, details) => {
    const safe = withoutPersonalData(details);
    if (safe) fbq('track', event, safe);
    else fbq('track', event);
  });
}
