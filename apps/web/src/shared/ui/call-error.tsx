import { useOnline } from '../network/online-status';

/**
 * Why a money action did not go through, shown right under its button (never a toast over the
 * amounts). Offline the bar at the top says it, so nothing shows here then.
 */
export function CallError({ error }: { error: Error | null }) {
  const online = useOnline();
  if (!error || !online) return null;
  return (
    <p className="call-error" role="alert">
      {error.message}
    </p>
  );
}
