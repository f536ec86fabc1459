import { useT } from '../../core/i18n';
import './rich-text-view.css';

/**
 * Shows rich text to a reader. The HTML comes from the server, which cleans it through its
 * allow-list on every save (apps/server/src/lib/rich-text.ts); it is never built here from input.
 */
export function RichTextView({ html, className }: { html: string | null | undefined; className?: string }) {
  const t = useT();
  if (!html) return <p className="cbo-rich-text-view cbo-rich-text-view--empty">{t('notice.noContent')}</p>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised rich text (see above).
  return <div className={`cbo-rich-text-view ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
