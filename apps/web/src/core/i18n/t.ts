import type { MessageParams } from '@cbo/contracts';
import { getLocale } from './locale-store';
import { type TranslationKey, translate } from './translate';

/** Translates in the current locale outside React (request client, stores, guards). */
export function t(key: TranslationKey, params?: MessageParams): string {
  return translate(key, getLocale(), params);
}
