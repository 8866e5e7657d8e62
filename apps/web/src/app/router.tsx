import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { sessionStore } from '../shared/session/session-store';
import { Background, routeHandle as handle } from './route-handle';
import { onboardingRoutes } from './onboarding-routes';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { loginRedirectFor } from './route-guard';
import { audienceGateLoader } from './audience-gate-loader';

/** Loader of the protected branch: no session, no entry (spec section 2, route guard). */
function requireSession({ request }: { request: Request }) {
  const url = new URL(request.url);
  // The review screen may be opened by the native app with its session (spec: token query).
  const handedToken = url.searchParams.get('token');
  if (handedToken && /^\/orders\/(\d+\/)?audit$/.test(url.pathname)) {
    const current = sessionStore.get();
    sessionStore.set({
      token: handedToken,
      phone: current?.phone ?? '',
      isApp: current?.isApp ?? true,
      device: current?.device,
    });
  }
  if (sessionStore.token()) return null;
  throw redirect(loginRedirectFor(url.pathname, url.search));
}

/**
 * The route table. Each screen is its own lazily loaded chunk, so /login downloads only
 * what the login screen uses; every screen but /login sits under the query layout, which brings
 * the query library and its cache.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // iOS-only campaigns: non-iOS visitors go to /alert before any page renders.
    loader: audienceGateLoader,
    children: [
      {
        path: 'login',
        lazy: () => import('./routes/login-route'),
        handle: handle({ title: 'Login', background: Background.white }),
      },
      {
        // Every other screen reads through the query cache: it loads with the first of them.
        lazy: () => import('./routes/query-layout-route'),
        children: [
          {
            path: 'protocol/term',
            lazy: () => import('./routes/terms-route'),
            handle: handle({ title: 'Terms of Use', background: Background.white, navBar: true }),
          },
          {
            path: 'protocol/privacy',
            lazy: () => import('./routes/privacy-route'),
            handle: handle({ title: 'Privacy Policy', background: Background.white, navBar: true }),
          },
          {
            path: 'download',
            lazy: () => import('./routes/download-route'),
            handle: handle({ title: 'Loan Approved', background: Background.page }),
          },
          {
            path: 'alert',
            lazy: () => import('./routes/alert-route'),
            handle: handle({ title: 'Notice', background: Background.white }),
          },
          {
            // The native app's login handoff: it is how an app session starts, so no session needed.
            path: 'joint',
            lazy: () => import('./routes/joint-route'),
            handle: handle({ title: 'Saral', background: Background.white }),
          },
          {
            path: 'promotion/register',
            lazy: () => import('./routes/promotion-register-route'),
            handle: handle({ title: 'Loan Offer', background: Background.brand }),
          },
          {
            loader: requireSession,
            children: [
              {
                path: '/',
                lazy: () => import('./routes/home-shell-route'),
                children: [
                  {
                    index: true,
                    lazy: () => import('./routes/home-route'),
                    handle: handle({ title: 'Saral', background: Background.page }),
                  },
                  {
                    path: 'personal',
                    lazy: () => import('./routes/account-route'),
                    handle: handle({ title: 'Account', background: Background.page }),
                  },
                  {
                    path: 'orders',
                    lazy: () => import('./routes/orders-route'),
                    handle: handle({ title: 'Loan History', background: Background.page }),
                  },
                ],
              },
              { path: 'auth', children: onboardingRoutes },
              {
                // The loan confirm lives on the product detail screen; /product/{pid} leads there.
                path: 'product/:pid',
                loader: ({ params, request }) =>
                  redirect(`/product/${params.pid ?? ''}/detail${new URL(request.url).search}`),
              },
              {
                path: 'product/:pid/submitted',
                lazy: () => import('./routes/application-submitted-route'),
                handle: handle({
                  title: 'Application Submitted',
                  background: Background.page,
                }),
              },
              {
                path: 'product/:pid/denied',
                lazy: () => import('./routes/denied-route'),
                handle: handle({ title: 'Application Denied', background: Background.white }),
              },
              {
                path: 'promotion/amount',
                lazy: () => import('./routes/promotion-amount-route'),
                handle: handle({ title: 'Your Credit Limit', background: Background.brand }),
              },
              {
                path: 'bank',
                children: [
                  {
                    index: true,
                    lazy: () => import('./routes/bank-list-route'),
                    handle: handle({
                      title: 'Bank Account',
                      background: Background.page,
                      navBar: true,
                    }),
                  },
                  {
                    path: 'add',
                    lazy: () => import('./routes/bank-add-route'),
                    handle: handle({
                      title: 'Add Bank Account',
                      background: Background.page,
                      navBar: true,
                    }),
                  },
                  {
                    path: 'ifsc',
                    lazy: () => import('./routes/bank-ifsc-route'),
                    handle: handle({
                      title: 'Find your IFSC',
                      background: Background.page,
                      navBar: true,
                    }),
                  },
                ],
              },
              {
                path: 'orders/audit',
                lazy: () => import('./routes/audit-route'),
                handle: handle({ title: 'In Auditing...', background: Background.white }),
              },
              {
                path: 'orders/:id/audit',
                lazy: () => import('./routes/audit-route'),
                handle: handle({ title: 'In Auditing...', background: Background.white }),
              },
              {
                path: 'orders/:id/confirm',
                lazy: () => import('./routes/loan-confirm-route'),
                handle: handle({
                  title: 'Confirm Loan',
                  background: Background.page,
                  navBar: true,
                }),
              },
              {
                path: 'orders/:id/detail',
                lazy: () => import('./routes/order-detail-route'),
                handle: handle({ title: 'Loan Detail', background: Background.page, navBar: true }),
              },
              {
                path: 'orders/:id/extension',
                lazy: () => import('./routes/extension-route'),
                handle: handle({
                  title: 'Extension Fee',
                  background: Background.page,
                  navBar: true,
                }),
              },
              {
                // After Get Money (or the KFS with automatic Get Money), and the Lending card.
                path: 'orders/:id/payout',
                lazy: () => import('./routes/payout-status-route'),
                handle: handle({ title: 'Your Money', background: Background.page, navBar: true }),
              },
              {
                // Where the payment gateway sends the borrower back.
                path: 'orders/:id/payment/:linkId',
                lazy: () => import('./routes/payment-outcome-route'),
                handle: handle({ title: 'Payment', background: Background.page, navBar: true }),
              },
              {
                path: 'orders/:id/kfs',
                lazy: () => import('./routes/kfs-route'),
                handle: handle({
                  title: 'Key Fact Statement',
                  background: Background.white,
                  navBar: true,
                }),
              },
              {
                path: 'product/:pid/detail',
                lazy: () => import('./routes/product-detail-route'),
                handle: handle({
                  title: 'Product Detail',
                  background: Background.page,
                  navBar: true,
                }),
              },
              {
                // The in-app messages (the Home bell); not in the spec's route table.
                path: 'messages',
                lazy: () => import('./routes/messages-route'),
                handle: handle({ title: 'Messages', background: Background.page, navBar: true }),
              },
              {
                path: 'personal/help',
                lazy: () => import('./routes/help-route'),
                handle: handle({ title: 'Help Center', background: Background.page, navBar: true }),
              },
              {
                path: 'personal/delete',
                lazy: () => import('./routes/delete-account-route'),
                handle: handle({
                  title: 'Delete my account',
                  background: Background.white,
                  navBar: true,
                }),
              },
              {
                path: 'personal/no-dues/:orderId',
                lazy: () => import('./routes/no-dues-letter-route'),
                handle: handle({
                  title: 'No-dues letter',
                  background: Background.white,
                  navBar: true,
                }),
              },
              {
                path: 'personal/aboutus',
                lazy: () => import('./routes/about-route'),
                handle: handle({ title: 'About us', background: Background.white, navBar: true }),
              },
              {
                path: '*',
                lazy: () => import('./routes/not-found-route'),
                handle: handle({
                  title: 'Page not found',
                  background: Background.white,
                  navBar: true,
                }),
              },
            ],
          },
        ],
      },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}

/**
 * Resolves once the first page's loaders and lazy screen are in. Rendering before that would
 * draw an empty page over the login screen the server sent already drawn (login.html).
 */
export function firstPageReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
