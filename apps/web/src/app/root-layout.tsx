import { Suspense, useEffect } from 'react';
import NavBar from 'antd-mobile/es/components/nav-bar';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { setSessionExpiredHandler } from '../shared/api/api-client';
import { clearSessionCache } from '../shared/session/session-cache';
import { OfflineBar } from '../shared/network/offline-bar';
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
  const shell = useMessages(shellMessages);
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
      {handle?.navBar ? (
        <NavBar
          className="top-bar"
          // The kit's back arrow has no name a screen reader can say.
          backIcon={
            <>
              <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
                <path d="M15 4 7 12l8 8" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
              <span className="visually-hidden">{shell.back}</span>
            </>
          }
          onBack={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
        >
          {title}
        </NavBar>
      ) : null}
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
