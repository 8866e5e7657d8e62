import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarketingConfig } from '@saral/contract/api/marketing';

const adjust = vi.hoisted(() => ({ initSdk: vi.fn(), setReferrer: vi.fn() }));
vi.mock('@adjustcom/adjust-web-sdk', () => ({ default: adjust }));

const PIXEL_ID = '123456789012345';
const SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';
const CONFIG: MarketingConfig = {
  metaPixelId: PIXEL_ID,
  pixelScriptUrl: SCRIPT_URL,
  adjustAppToken: 'abc123def456',
  adjustEnvironment: 'production',
};

/** Fresh modules per test: the event queue and the loaders keep state for the page's life. */
async function load() {
  vi.resetModules();
  const runtime = await import('./marketing-runtime');
  const events = await import('./marketing-events');
  const referrer = await import('./attribution-referrer');
  return { ...runtime, ...events, ...referrer };
}

let injected: HTMLScriptElement[] = [];
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  injected = [];
  // Capture the pixel script instead of letting the test DOM fetch it.
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (node instanceof HTMLScriptElement) {
      injected.push(node);
      return node;
    }
    return append(node);
  });
  document.body.innerHTML = '<div id="root"></div>';
  window.history.replaceState(null, '', '/login');
});
afterEach(() => {
  cleanup();
  document.getElementById('marketing-consent')?.remove();
  delete window.fbq;
  delete window._fbq;
  vi.restoreAllMocks();
  adjust.initSdk.mockClear();
  adjust.setReferrer.mockClear();
});

const grant = (services: string[]) =>
  localStorage.setItem('saral.marketing_consent', JSON.stringify({ choice: 'granted', services }));

const consentBar = () => screen.queryByRole('region', { name: 'Ad measurement' });
const fbqCalls = () => window.fbq?.queue ?? [];

describe('before the borrower answers', () => {
  it('shows the bar above the app, naming the configured services, and loads nothing', async () => {
    const { runMarketing, trackMarketingEvent, MarketingEvent } = await load();
    act(() => runMarketing(CONFIG));
    expect(consentBar()).not.toBeNull();
    expect(consentBar()?.textContent).toContain('Meta and Adjust');
    // In the page flow before #root, so it covers nothing of the app.
    expect(document.body.firstElementChild?.id).toBe('marketing-consent');
    trackMarketingEvent(MarketingEvent.registration);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.fbq).toBeUndefined();
    expect(injected).toEqual([]);
    expect(adjust.initSdk).not.toHaveBeenCalled();
  });

  it('names only the services that are configured', async () => {
    const { runMarketing } = await load();
    act(() => runMarketing({ ...CONFIG, metaPixelId: null, pixelScriptUrl: null }));
    expect(consentBar()?.textContent).toContain('Allow Adjust cookies');
  });
});

describe('a stored answer', () => {
  it('asks again when a service was configured after the borrower allowed the others', async () => {
    const { runMarketing } = await load();
    grant(['Adjust']);
    act(() => runMarketing(CONFIG));
    expect(consentBar()?.textContent).toContain('Meta and Adjust');
    expect(window.fbq).toBeUndefined();
    expect(adjust.initSdk).not.toHaveBeenCalled();
  });
});

describe('Decline', () => {
  it('loads nothing, now or on the next visit, and asks no more', async () => {
    let modules = await load();
    act(() => modules.runMarketing(CONFIG));
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Decline' })));
    expect(consentBar()).toBeNull();
    expect(JSON.parse(localStorage.getItem('saral.marketing_consent') ?? '')).toEqual({
      choice: 'denied',
      services: ['Meta', 'Adjust'],
    });

    modules = await load();
    act(() => modules.runMarketing(CONFIG));
    modules.trackMarketingEvent(modules.MarketingEvent.application);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(consentBar()).toBeNull();
    expect(window.fbq).toBeUndefined();
    expect(injected).toEqual([]);
    expect(adjust.initSdk).not.toHaveBeenCalled();
  });
});

describe('Allow', () => {
  it('inits the pixel without advanced matching, then sends the queued and later events', async () => {
    const { runMarketing, trackMarketingEvent, MarketingEvent } = await load();
    trackMarketingEvent(MarketingEvent.registration);
    act(() => runMarketing(CONFIG));
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Allow' })));
    expect(JSON.parse(localStorage.getItem('saral.marketing_consent') ?? '')).toEqual({
      choice: 'granted',
      services: ['Meta', 'Adjust'],
    });

    expect(injected.map((script) => script.src)).toEqual([SCRIPT_URL]);
    expect(injected[0]?.async).toBe(true);
    expect(window.fbq?.disablePushState).toBe(true);
    trackMarketingEvent(MarketingEvent.application, {
      content_ids: ['7'],
      phone: '9876543210',
    });
    expect(fbqCalls()).toEqual([
      ['set', 'autoConfig', false, PIXEL_ID],
      ['init', PIXEL_ID],
      ['track', 'CompleteRegistration'],
      ['track', 'SubmitApplication', { content_ids: ['7'] }],
    ]);
    await waitFor(() => expect(adjust.initSdk).toHaveBeenCalledTimes(1));
  });

  it('hands the library the calls once it has loaded (callMethod), as fbevents.js does', async () => {
    const { runMarketing, trackMarketingEvent, MarketingEvent } = await load();
    grant(['Meta', 'Adjust']);
    runMarketing({ ...CONFIG, adjustAppToken: null });
    const received: unknown[][] = [];
    const fbq = window.fbq;
    if (!fbq) throw new Error('no fbq');
    fbq.callMethod = (...args: unknown[]) => void received.push(args);
    trackMarketingEvent(MarketingEvent.registration);
    expect(received).toEqual([['track', 'CompleteRegistration']]);
  });

  it('starts Adjust in its environment with the referrer kept from the landing address', async () => {
    const { runMarketing, rememberAttributionReferrer } = await load();
    // The route guard renamed adjust_referrer; the SDK cannot find it in the address itself.
    rememberAttributionReferrer('?adjust_reftag=adjust_tracker%3Dabc123');
    window.history.replaceState(null, '', '/login?adjust_reftag=adjust_tracker%3Dabc123');
    act(() => runMarketing({ ...CONFIG, adjustEnvironment: 'sandbox' }));
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Allow' })));
    await waitFor(() => expect(adjust.setReferrer).toHaveBeenCalledTimes(1));
    expect(adjust.initSdk).toHaveBeenCalledWith({
      appToken: 'abc123def456',
      environment: 'sandbox',
      logLevel: 'error',
    });
    expect(adjust.setReferrer).toHaveBeenCalledWith('adjust_tracker%3Dabc123');
    // Handed over once.
    expect(sessionStorage.getItem('saral.adjust_referrer')).toBeNull();
  });

  it('leaves adjust_referrer still in the address to the SDK, so it is not sent twice', async () => {
    const { runMarketing, rememberAttributionReferrer } = await load();
    rememberAttributionReferrer('?adjust_referrer=adjust_tracker%3Dabc123');
    window.history.replaceState(null, '', '/login?adjust_referrer=adjust_tracker%3Dabc123');
    grant(['Meta', 'Adjust']);
    runMarketing({ ...CONFIG, metaPixelId: null, pixelScriptUrl: null });
    await waitFor(() => expect(adjust.initSdk).toHaveBeenCalledTimes(1));
    expect(adjust.setReferrer).not.toHaveBeenCalled();
    expect(injected).toEqual([]);
  });
});
