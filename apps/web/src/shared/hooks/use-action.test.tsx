import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAction } from './use-action';

/** A request the test answers when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

afterEach(cleanup);

describe('useAction (the login page’s two requests)', () => {
  it('is pending until the answer, sends once however often it is tapped, then succeeds', async () => {
    const answer = deferred<string>();
    const request = vi.fn(() => answer.promise);
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useAction(request, { onSuccess, onError: vi.fn() }));

    act(() => result.current.run('9876543210'));
    act(() => result.current.run('9876543210'));
    expect(result.current.isPending).toBe(true);
    expect(request).toHaveBeenCalledTimes(1);

    await act(async () => answer.resolve('token'));
    expect(result.current.isPending).toBe(false);
    expect(onSuccess).toHaveBeenCalledWith('token');
  });

  it('hands a failure to onError and can be run again', async () => {
    const first = deferred<string>();
    const request = vi.fn(() => first.promise);
    const onError = vi.fn();
    const { result } = renderHook(() => useAction(request, { onSuccess: vi.fn(), onError }));

    act(() => result.current.run('1'));
    await act(async () => first.reject(new Error('Please Enter Correct OTP')));
    expect(onError).toHaveBeenCalledWith(new Error('Please Enter Correct OTP'));
    expect(result.current.isPending).toBe(false);

    act(() => result.current.run('2'));
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('says nothing once the screen has gone (no navigation from a page left)', async () => {
    const answer = deferred<string>();
    const onSuccess = vi.fn();
    const { result, unmount } = renderHook(() =>
      useAction(() => answer.promise, { onSuccess, onError: vi.fn() }),
    );
    act(() => result.current.run('1'));
    unmount();
    await act(async () => answer.resolve('token'));
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
