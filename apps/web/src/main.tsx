// antd-mobile's :root variables and touch fix; its React 19 render hook loads with the popups.
import 'antd-mobile/es/global';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, firstPageReady } from './app/router';
import { startTracking } from './shared/tracking/start-tracking';
import { installPrompt } from './shared/pwa/install-prompt';
import { registerServiceWorker } from './shared/pwa/register-service-worker';
import { startMarketing } from './shared/marketing/marketing-start';
import { startLanguage } from './shared/i18n/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// Before the first render, so the first page view and clicks are not missed (queued until the
// tracker loads, once the first screen has rendered: start-tracking.ts).
startTracking();
// Chrome offers installation once, early: keep the offer for Home's Install banner.
installPrompt.listen(window);
registerServiceWorker();
// Before the router can rewrite the landing address: keeps the attribution referrer.
startMarketing();
// The remembered (or the phone's) language is ready before the first screen shows, and the first
// page's screen has loaded: /login arrives drawn (login.html) and stays until the app draws it again.
// The router starts loading the first page's modules when it is created: in a task of its own,
// after the one that evaluated this bundle, so neither is long enough to freeze a slow phone.
void nextTask()
  .then(() => {
    const router = createAppRouter();
    return Promise.all([startLanguage(), firstPageReady(router)]).then(() => router);
  })
  .then((router) => {
    // The first render is a transition: React builds it in slices of a few milliseconds instead
    // of one long task, so a slow phone's main thread stays free for scrolling and drawing
    // (bench/README.md).
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      ),
    );
  });

function nextTask() {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}
