import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { type ReactNode, useState } from 'react';
import { ANTD_LOCALES, useLocale } from '../core/i18n';
import { createQueryClient } from './query-client';

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client (no retries, isolated cache). */
  queryClient?: QueryClient;
}

/**
 * antd's locale follows ours, and antd `<App>` is mounted exactly once so pages and the request
 * client use `App.useApp()` (whose message/modal/notification follow theme and locale).
 */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const locale = useLocale();
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider locale={ANTD_LOCALES[locale]}>
        <App>{children}</App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
