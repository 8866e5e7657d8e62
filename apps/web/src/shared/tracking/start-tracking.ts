import { sessionStore } from '../session/session-store';
import { trackAttributeOf } from './tracked-click';
import type { Tracker } from './tracker';
import type { EventMoment } from './tracker-dependencies';
import type { createAppTracker } from './app-tracker';

/**
 * Page and click tracking starts in two steps, so its code (about 3 KB) is not on the first
 * screen's critical path (docs/web-bundle.md): before the first render, a light recorder queues
 * page views and clicks with their time and session; the first page view (the first screen has
 * rendered) loads the tracker when the browser is idle, which takes the queue, in order, then
 * records by itself.
 */

type QueuedEvent =
  | { kind: 'page'; pathname: string; unknownRoute: boolean; moment: EventMoment }
  | { kind: 'click'; attribute: string; pathname: string; moment: EventMoment };

/** The tracker keeps as many events from before its config is known (tracker.ts). */
const QUEUE_LIMIT = 50;

let started = false;
let loading = false;
let tracker: Tracker | null = null;
let queue: QueuedEvent[] = [];

const momentNow = (): EventMoment => ({ time: Date.now(), token: sessionStore.token() });

function enqueue(event: QueuedEvent) {
  if (queue.length < QUEUE_LIMIT) queue.push(event);
}

function onEarlyClick(event: Event) {
  // Read now: the element may be gone by the time the tracker loads.
  const attribute = trackAttributeOf(event.target);
  if (attribute !== null) {
    enqueue({ kind: 'click', attribute, pathname: location.pathname, moment: momentNow() });
  }
}

/** Starts recording at app start-up, before the first render (also on /login: visitors count). */
export function startTracking(): void {
  if (started) return;
  started = true;
  document.addEventListener('click', onEarlyClick, true);
}

/** Loads the tracker when the browser is idle (once; again when back online after a failure). */
export function loadTracking(): void {
  if (!started || tracker || loading) return;
  loading = true;
  const load = () =>
    void import('./app-tracker').then(takeOver, () => {
      // Not loaded (offline, or a deploy replaced the file): keep queueing, try again online.
      loading = false;
      window.addEventListener('online', loadTracking, { once: true });
    });
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 200);
}

function takeOver(loaded: { createAppTracker: typeof createAppTracker }) {
  document.removeEventListener('click', onEarlyClick, true);
  const queued = queue;
  queue = [];
  try {
    tracker = loaded.createAppTracker();
  } catch {
    // No storage (a locked-down browser): the app works without tracking.
    started = false;
    return;
  }
  for (const event of queued) {
    if (event.kind === 'page') tracker.pageView(event.pathname, event.unknownRoute, event.moment);
    else tracker.click(event.attribute, event.pathname, event.moment);
  }
  void tracker.start();
}

/** Records a page view; the page-view hook calls it on every navigation, after it rendered. */
export function trackPageView(pathname: string, unknownRoute = false): void {
  if (tracker) return tracker.pageView(pathname, unknownRoute);
  if (!started) return;
  enqueue({ kind: 'page', pathname, unknownRoute, moment: momentNow() });
  loadTracking();
}
