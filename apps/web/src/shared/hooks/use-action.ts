import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * A request a screen starts (a write), for screens without the query library (the login page):
 * `run(input)` calls it unless one is pending, then `onSuccess` or `onError`, while mounted.
 */
export function useAction<Input, Result>(
  request: (input: Input) => Promise<Result>,
  handlers: { onSuccess: (result: Result) => void; onError: (error: unknown) => void },
) {
  const [isPending, setPending] = useState(false);
  const pending = useRef(false);
  const mounted = useRef(true);
  // The latest render's request and handlers, as the query library's mutations use them.
  const latest = useRef({ request, handlers });
  useLayoutEffect(() => {
    latest.current = { request, handlers };
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback((input: Input) => {
    if (pending.current) return;
    pending.current = true;
    setPending(true);
    const { request: send } = latest.current;
    send(input).then(
      (result) => {
        pending.current = false;
        if (!mounted.current) return;
        setPending(false);
        latest.current.handlers.onSuccess(result);
      },
      (error: unknown) => {
        pending.current = false;
        if (!mounted.current) return;
        setPending(false);
        latest.current.handlers.onError(error);
      },
    );
  }, []);

  return { run, isPending };
}
