import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { FeedbackBridge } from '../core/feedback/feedback-bridge';
import { ANTD_LOCALES, useLocale } from '../core/i18n';
import { useLayoutSettings } from '../core/layout/layout-settings';
import { ANTD_SIZES, antdTheme } from './antd-theme';
import { createQueryClient } from './query-client';

/** Button texts read as the spec writes them ('确定', '取消'), without antd's space between two characters. */
const BUTTON_CONFIG = { autoInsertSpace: false };

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client (no retries, isolated cache). */
  queryClient?: QueryClient;
}

/**
 * antd's locale follows ours, its primary colour and size follow the layout settings, and antd
 * `<App>` is mounted exactly once so pages and the request client use `App.useApp()` (whose
 * message/modal/notification follow theme and locale).
 */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const locale = useLocale();
  const [client] = useState(() => queryClient ?? createQueryClient());
  const { color, size } = useLayoutSettings(useShallow((state) => ({ color: state.theme, size: state.size })));
  const theme = useMemo(() => antdTheme(color, size), [color, size]);
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider
        locale={ANTD_LOCALES[locale]}
        button={BUTTON_CONFIG}
        theme={theme}
        componentSize={ANTD_SIZES[size]}
      >
        <App>
          <FeedbackBridge />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
