import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { setSessionExpiredHandler } from '../shared/api/api-client';
import { clearSessionCache } from '../shared/session/session-cache';
import { OfflineBar } from '../shared/network/offline-bar';
import { TopBar } from './top-bar';
import { usePageViewTracking } from '../shared/tracking/use-page-view-tracking';
import { documentTitle, type RouteHandle } from './route-handle';
import { useMessages } from '../shared/i18n/i18n';
import { shellMessages } from '../shared/i18n/shell/en';
import { titleMessages } from '../shared/i18n/titles/en';

function useCurrentHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
}

/** Wraps every page: sets title and background, scrolls to top, hosts the top bar. */
export function RootLayout() {
  const handle = useCurrentHandle();
  const location = useLocation();
  const navigate = useNavigate();
  usePageViewTracking();
  const titles = useMessages(titleMessages);
  const title = handle ? (titles[handle.title] ?? handle.title) : '';

  useEffect(() => {
    setSessionExpiredHandler(() => {
      // Nothing of the signed-out borrower may show to whoever signs in next on this device.
      clearSessionCache();
      void navigate('/login', { replace: true });
    });
  }, [navigate]);

  useEffect(() => {
    if (!handle) return;
    document.title = documentTitle(handle, title);
    document.body.style.background = handle.background;
  }, [handle, title]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <>
      <OfflineBar />
      {handle?.navBar ? <TopBar title={title} /> : null}
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}

export function PageLoading() {
  const t = useMessages(shellMessages);
  return (
    <div className="page-loading" role="status" aria-label={t.loading}>
      <span className="spinner" />
    </div>
  );
}
