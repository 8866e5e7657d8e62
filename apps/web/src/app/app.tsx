import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import { RouterProvider } from 'react-router';
import type { AppRouter } from './router';

// The query client is not made here: it loads with every route but /login (query-layout.tsx).
export function App({ router }: { router: AppRouter }) {
  return (
    <ConfigProvider locale={enUS}>
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}
