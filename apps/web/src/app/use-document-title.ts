import { SYSTEM_NAME } from '@cbo/contracts';
import { useEffect } from 'react';
import { useLocale } from '../core/i18n';

/** The system name, prefixed by the page title when one is given (dynamic title). */
export function formatDocumentTitle(systemName: string, pageTitle?: string): string {
  return pageTitle ? `${pageTitle} - ${systemName}` : systemName;
}

/** Keeps `document.title` on the system name in the current locale. */
export function useDocumentTitle(pageTitle?: string): void {
  const locale = useLocale();
  useEffect(() => {
    document.title = formatDocumentTitle(SYSTEM_NAME[locale], pageTitle);
  }, [locale, pageTitle]);
}
