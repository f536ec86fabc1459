import { useMatches } from 'react-router';
import { pageTitle } from '../app/route-handle';
import { useT } from '../core/i18n';

/**
 * Where the tags view (one tab per visited page) goes; until it lands, the strip names the
 * current page. Shown or hidden by the tagsView setting.
 */
export function TagsViewSlot() {
  const t = useT();
  const title = pageTitle(useMatches(), t);
  return (
    <nav className="cbo-tags-view" aria-label={t('shell.tagsView')}>
      {title && (
        <span className="cbo-tags-view__tag" aria-current="page">
          {title}
        </span>
      )}
    </nav>
  );
}
