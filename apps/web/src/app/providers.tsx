import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { type ReactNode, useState } from 'react';
import { FeedbackBridge } from '../core/feedback/feedback-bridge';
import { ANTD_LOCALES, useLocale } from '../core/i18n';
import { createQueryClient } from './query-client';

/** Button texts read as the spec writes them ('确定', '取消'), without antd's space between two characters. */
const BUTTON_CONFIG = { autoInsertSpace: false };

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
      <ConfigProvider locale={ANTD_LOCALES[locale]} button={BUTTON_CONFIG}>
        <App>
          <FeedbackBridge />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
