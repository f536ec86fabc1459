import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useT } from '../../core/i18n';
import type { RichTextProps } from './types';

/** Quill and its styles are a chunk of their own, fetched when an editor is first shown. */
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/**
 * The rich-text editor as a form field (value: HTML). Loaded on demand, so pages without an
 * editor and the first shell page carry none of it.
 */
export function RichText(props: RichTextProps) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <div className="cbo-rich-text__loading" style={props.height ? { minHeight: props.height + 42 } : undefined}>
          <Spin description={t('richText.loading')} />
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
