export { ANTD_LOCALES } from './antd-locale';
export { getLocale, isLocale, LOCALE_STORAGE_KEY, setLocale, useLocale, useLocaleStore } from './locale-store';
export { type Translate, type TranslationKey, translate } from './translate';
export { useT } from './use-t';
export { type WebMessageKey, webMessages } from './web-messages';
