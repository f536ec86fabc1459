import { type Translate, type TranslationKey, webMessages } from '../../../core/i18n';

/** A cache name's label in the page's language; the server's remark for a name the web does not know. */
export function cacheNameLabel(cacheName: string, remark: string, t: Translate): string {
  const key = `cacheName.${cacheName.replace(/:$/, '')}`;
  return Object.hasOwn(webMessages, key) ? t(key as TranslationKey) : remark;
}
