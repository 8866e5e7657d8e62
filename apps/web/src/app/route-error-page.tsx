import { lazy, Suspense } from 'react';
import { useMessages } from '../shared/i18n/i18n';
import { shellMessages } from '../shared/i18n/shell/en';
import { PrimaryButton } from '../shared/ui/primary-button';

/** Keeps the drawing's place while it loads, or when it cannot be loaded. */
function ArtSpace() {
  return <span className="state-art-space" />;
}

// The drawing loads only when this page shows: it is in the entry chunk, which every screen loads
// (docs/web-bundle.md). A chunk that fails to load (why this page shows) leaves its space empty.
const ErrorArt = lazy(() =>
  import('../shared/ui/state-art').then(
    ({ StateArt }) => ({ default: () => <StateArt kind="error" /> }),
    () => ({ default: ArtSpace }),
  ),
);

/**
 * Last line of defence: a screen failed to load (often a stale chunk after a deploy). The markup
 * of StateBlock, which would bring every drawing into the entry.
 */
export function RouteErrorPage() {
  const t = useMessages(shellMessages);
  return (
    <main className="page-error">
      <div className="state-block">
        <Suspense fallback={<ArtSpace />}>
          <ErrorArt />
        </Suspense>
        <h1 className="state-block__title">{t.routeErrorTitle}</h1>
        <p className="state-block__description">{t.routeErrorText}</p>
      </div>
      {/* Not the kit's Button: this page is in the entry chunk too. */}
      <PrimaryButton onClick={() => window.location.reload()}>{t.reload}</PrimaryButton>
    </main>
  );
}
