import { App as AntdApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { OpsApiError } from '../shared/api-client';
import { router } from './router';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      // A refusal (403, 404, 409) will not change by asking again.
      retry: (failures, error) =>
        failures < 2 &&
        !(error instanceof OpsApiError && error.status >= 400 && error.status < 500),
    },
  },
});

/** Saral's green, the same as the borrower app's. */
const THEME = { token: { colorPrimary: '#0E7C66', borderRadius: 6 } };

export function App() {
  return (
    <ConfigProvider theme={THEME} locale={enGB}>
      <AntdApp>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
