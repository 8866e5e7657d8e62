import { useEffect, useState } from 'react';

const TICK_MS = 30_000;

/** Milliseconds left of a wait that started when the screen opened; ticks down to 0. */
export function useReapplyCountdown(waitMs: number | null): number {
  const [endsAt] = useState(() => (waitMs === null ? null : Date.now() + waitMs));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    // Only hours are shown: a tick every half minute is plenty and spares the battery.
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) window.clearInterval(timer);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  return endsAt === null ? 0 : Math.max(0, endsAt - now);
}
