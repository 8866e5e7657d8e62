import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ClientErrorCode } from './api-client';
import { createQueryClient } from './query-client';

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  onlineManager.setOnline(false);
}
function goOnline() {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
}

afterEach(() => {
  goOnline();
  vi.unstubAllGlobals();
});

describe('calls made offline', () => {
  it('a write (e.g. a repayment) fails at once and is not sent when the connection returns', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 0, msg: '', data: {} })));
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient();
    const opened = vi.fn();
    goOffline();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => apiRequest({ method: 'POST', path: '/order/v1/repay' }),
      onSuccess: opened,
      meta: { errorDisplay: 'inline' },
    });
    await expect(mutation.execute(undefined)).rejects.toMatchObject({
      code: ClientErrorCode.network,
    });
    expect(mutation.state.isPaused).toBe(false);

    goOnline();
    await client.resumePausedMutations();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
    expect(opened).not.toHaveBeenCalled();
  });

  it('a read fails at once (the screen offers Try again) instead of waiting paused', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const client = createQueryClient();
    goOffline();
    const started = Date.now();
    await expect(
      client.fetchQuery({
        queryKey: ['home'],
        queryFn: () => apiRequest({ method: 'GET', path: '/home/v1/index' }),
        meta: { errorDisplay: 'inline' },
      }),
    ).rejects.toMatchObject({ code: ClientErrorCode.network });
    expect(Date.now() - started).toBeLessThan(500);
  });
});
