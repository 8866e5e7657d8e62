import { QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import { Outlet } from 'react-router';
import { createQueryClient } from '../shared/api/query-client';
import { registerSessionCache } from '../shared/session/session-cache';

/** One cache for the visit, made when the first screen that reads through it loads. */
const queryClient = createQueryClient();
registerSessionCache(queryClient);

/**
 * Every route but /login: the query library and its cache load with the first such screen, so
 * the login page does without them (docs/web-bundle.md). So does the kit's English locale: the
 * login page draws no kit component.
 */
export function QueryLayout() {
  return (
    <ConfigProvider locale={enUS}>
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    </ConfigProvider>
  );
}
