import type { Translate, TranslationKey } from '../../../core/i18n';

/**
 * A cache name's label in the page's language; the server's remark for a name the web does not know.
 * The labels live with the pages' texts (loaded with the first page), so an unknown key reads as itself.
 */
export function cacheNameLabel(cacheName: string, remark: string, t: Translate): string {
  const key = `cacheName.${cacheName.replace(/:$/, '')}`;
  const label = t(key as TranslationKey);
  return label === key ? remark : label;
}
