import { useState } from 'react';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';

// The query client is not made here: it loads with every route but /login (query-layout.tsx).
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <ConfigProvider locale={enUS}>
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}
