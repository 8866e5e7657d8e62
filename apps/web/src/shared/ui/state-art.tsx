/**
 * Saral's own small illustrations for error, empty and outcome states, drawn inline in the
 * brand's colours (CSS variables, so they follow the theme): a few hundred bytes each, no image
 * download, nothing of the kit's default blue art.
 */
export type StateArtKind =
  'error' | 'offline' | 'empty' | 'success' | 'failed' | 'waiting' | 'info';

const TONE: Record<StateArtKind, 'brand' | 'danger'> = {
  error: 'danger',
  offline: 'brand',
  empty: 'brand',
  success: 'brand',
  failed: 'danger',
  waiting: 'brand',
  info: 'brand',
};

/** The drawing of each kind on a 64×64 grid, in the tone's colour. */
function Drawing({ kind }: { kind: StateArtKind }) {
  switch (kind) {
    case 'error':
      // A page with a fold and an exclamation mark.
      return (
        <>
          <path d="M20 14h18l8 8v28H20z" fill="#fff" />
          <path d="M38 14v8h8" />
          <path d="M33 27v11" />
          <circle cx="33" cy="43.5" r="1.6" fill="currentColor" stroke="none" />
        </>
      );
    case 'offline':
      // Signal bars, the last ones crossed out.
      return (
        <>
          <path d="M18 44v2M26 38v8M34 32v14M42 26v20" />
          {/* A gap in the disc's colour where the line crosses the bars. */}
          <path className="state-art__gap" d="M16 18l32 32" strokeWidth="8" />
          <path d="M16 18l32 32" />
        </>
      );
    case 'empty':
      // A signpost pointing nowhere.
      return (
        <>
          <path d="M32 50V14" />
          <path d="M20 18h20l5 5-5 5H20z" fill="#fff" />
          <path d="M44 32H26l-5 5 5 5h18z" fill="#fff" />
        </>
      );
    case 'success':
      return <path d="M20 33l8 8 16-17" />;
    case 'failed':
      return <path d="M23 23l18 18M41 23L23 41" />;
    case 'waiting':
      return (
        <>
          <circle cx="32" cy="32" r="14" fill="#fff" />
          <path d="M32 24v8l6 4" />
        </>
      );
    case 'info':
      return (
        <>
          <path d="M32 29v13" />
          <circle cx="32" cy="22.5" r="1.8" fill="currentColor" stroke="none" />
        </>
      );
  }
}

export function StateArt({ kind, size = 72 }: { kind: StateArtKind; size?: number }) {
  return (
    <svg
      className={`state-art state-art--${TONE[kind]}`}
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle className="state-art__disc" cx="32" cy="32" r="30" stroke="none" />
      <Drawing kind={kind} />
    </svg>
  );
}
