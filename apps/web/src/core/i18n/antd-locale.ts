import type { Locale } from '@cbo/contracts';
import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';

type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

export const ANTD_LOCALES: Record<Locale, AntdLocale> = { 'zh-CN': zhCN, 'en-US': enUS };
