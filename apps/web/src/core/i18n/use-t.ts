import { useCallback } from 'react';
import { useLocale } from './locale-store';
import { type Translate, translate } from './translate';

/** The translate function for the current locale; components re-render when the locale changes. */
export function useT(): Translate {
  const locale = useLocale();
  return useCallback<Translate>((key, params) => translate(key, locale, params), [locale]);
}
