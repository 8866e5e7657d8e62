import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startMarketing } from './marketing-start';

function serve(data: unknown) {
  const fetchMock = vi.fn(
    async (_url: URL | string, _init?: RequestInit) =>
      new Response(JSON.stringify({ code: 0, msg: 'success', data }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '<div id="root"></div>';
});
afterEach(() => {
  document.getElementById('marketing-consent')?.remove();
  vi.unstubAllGlobals();
});

describe('marketing at start-up', () => {
  it('keeps the landing referrer for this tab, before any redirect', () => {
    serve({ metaPixelId: null, pixelScriptUrl: null, adjustAppToken: null });
    window.history.replaceState(null, '', '/?adjust_referrer=adjust_tracker%3Dabc123&x=1');
    startMarketing();
    expect(sessionStorage.getItem('saral.adjust_referrer')).toBe('adjust_tracker=abc123');
  });

  it('asks the public config call and shows nothing when no id is configured', async () => {
    const fetchMock = serve({
      metaPixelId: null,
      pixelScriptUrl: null,
      adjustAppToken: null,
      adjustEnvironment: 'production',
    });
    window.history.replaceState(null, '', '/login');
    startMarketing();
    await settle();
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api1\/client\/v1\/marketing-config$/);
    expect(document.getElementById('marketing-consent')).toBeNull();
  });

  it('shows the consent bar when an id is configured', async () => {
    serve({
      metaPixelId: '123456789012345',
      pixelScriptUrl: 'https://connect.facebook.net/en_US/fbevents.js',
      adjustAppToken: null,
      adjustEnvironment: 'production',
    });
    startMarketing();
    await vi.waitFor(() => expect(document.getElementById('marketing-consent')).not.toBeNull(), {
      timeout: 5_000,
    });
  });

  it('keeps quiet when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    startMarketing();
    await settle();
    expect(document.getElementById('marketing-consent')).toBeNull();
  });
});
