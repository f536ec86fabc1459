export { type WebMessageKey, webMessages } from '@cbo/contracts';
export { ANTD_LOCALES } from './antd-locale';
export { getLocale, isLocale, LOCALE_STORAGE_KEY, setLocale, useLocale, useLocaleStore } from './locale-store';
export { t } from './t';
export { type Translate, type TranslationKey, translate } from './translate';
export { useT } from './use-t';
