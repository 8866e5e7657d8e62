import { createBrowserRouter } from 'react-router';
import { LoginPage } from '../features/session/components/login-page';
import { ConsoleLayout } from './console-layout';
import { RouteErrorPage } from './route-error-page';

/** Every screen after sign-in is its own chunk, loaded when first opened. */
export const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginPage /> },
    {
      path: '/',
      element: <ConsoleLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, lazy: () => import('./routes/dashboard-route') },
        { path: 'review', lazy: () => import('./routes/review-queue-route') },
        { path: 'review/:orderId', lazy: () => import('./routes/application-route') },
        { path: 'loans', lazy: () => import('./routes/loans-route') },
        { path: 'loans/:orderId', lazy: () => import('./routes/loan-detail-route') },
        { path: 'collections', lazy: () => import('./routes/collections-route') },
        { path: 'collections/:orderId', lazy: () => import('./routes/collection-detail-route') },
        { path: 'complaints', lazy: () => import('./routes/complaints-route') },
        { path: 'complaints/:id', lazy: () => import('./routes/complaint-detail-route') },
        { path: 'failed-deliveries', lazy: () => import('./routes/failed-deliveries-route') },
        { path: 'payouts', lazy: () => import('./routes/payouts-route') },
        { path: 'finance', lazy: () => import('./routes/finance-route') },
        { path: 'reconciliation', lazy: () => import('./routes/reconciliation-route') },
        { path: 'daily-report', lazy: () => import('./routes/daily-report-route') },
        { path: 'settings', lazy: () => import('./routes/settings-route') },
        { path: 'content', lazy: () => import('./routes/content-route') },
        { path: 'operators', lazy: () => import('./routes/operators-route') },
        { path: 'audit', lazy: () => import('./routes/audit-route') },
        { path: 'jobs', lazy: () => import('./routes/jobs-route') },
        { path: 'account', lazy: () => import('./routes/account-route') },
        { path: '*', lazy: () => import('./routes/not-found-route') },
      ],
    },
  ],
  { basename: '/console' },
);
