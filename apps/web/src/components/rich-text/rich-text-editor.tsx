import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import { App, Spin } from 'antd';
import { type CSSProperties, useEffect, useEffectEvent, useRef, useState } from 'react';
import { type TranslationKey, useLocale, useT } from '../../core/i18n';
import { uploadFile } from '../upload/upload-api';
import { editorHtml } from './editor-value';
import { checkEditorImage, EDITOR_IMAGE_SIZE_MB, EDITOR_IMAGE_TYPES, isSvg } from './image-rules';
import { rasteriseSvg } from './rasterise-svg';
import type { RichTextProps } from './types';
import './rich-text.css';

/** The reference's default toolbar (without video). */
const TOOLBAR = [
  ['bold', 'italic', 'underline', 'strike'],
  ['blockquote', 'code-block'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ indent: '-1' }, { indent: '+1' }],
  [{ size: ['small', false, 'large', 'huge'] }],
  [{ header: [1, 2, 3, 4, 5, 6, false] }],
  [{ color: [] }, { background: [] }],
  [{ align: [] }],
  ['clean'],
  ['link', 'image'],
];

/** Names of the toolbar's icon buttons (Quill gives them none). */
const BUTTON_LABELS: [string, TranslationKey][] = [
  ['.ql-bold', 'richText.bold'],
  ['.ql-italic', 'richText.italic'],
  ['.ql-underline', 'richText.underline'],
  ['.ql-strike', 'richText.strike'],
  ['.ql-blockquote', 'richText.blockquote'],
  ['.ql-code-block', 'richText.codeBlock'],
  ['.ql-list[value="ordered"]', 'richText.orderedList'],
  ['.ql-list[value="bullet"]', 'richText.bulletList'],
  ['.ql-indent[value="-1"]', 'richText.outdent'],
  ['.ql-indent[value="+1"]', 'richText.indent'],
  ['.ql-clean', 'richText.clean'],
  ['.ql-link', 'richText.link'],
  ['.ql-image', 'richText.image'],
];

/** Where the user left the cursor (Quill keeps it while the file chooser is open), else the end. */
function insertionPoint(quill: Quill): number {
  let range: { index: number } | null = null;
  try {
    range = quill.getSelection(true);
  } catch {
    // No layout to focus and scroll in (a test's DOM): the end will do.
  }
  return range?.index ?? Math.max(0, quill.getLength() - 1);
}

/**
 * The bundled rich-text editor (Quill 2, docs/adr/0008-rich-text-editor.md), loaded on demand
 * through `RichText`. Images are checked (type, size), SVG rasterised to PNG, uploaded through
 * /common/upload and inserted by their signed link; the server stores a stable path for them.
 */
export default function RichTextEditor({
  value,
  onChange,
  height,
  minHeight = 200,
  readOnly = false,
  fileSize = EDITOR_IMAGE_SIZE_MB,
  placeholder,
  label,
  id,
}: RichTextProps) {
  const t = useT();
  const locale = useLocale();
  const { message } = App.useApp();
  const host = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const quillRef = useRef<Quill | null>(null);
  /** The HTML last given to or taken from Quill: a value equal to it is not written back. */
  const current = useRef<string | undefined>(undefined);
  const [inserting, setInserting] = useState(false);

  const emit = useEffectEvent((html: string) => onChange?.(html));
  const pickImage = useEffectEvent(() => fileInput.current?.click());
  const initial = useEffectEvent(() => ({ placeholder: placeholder ?? t('richText.placeholder'), readOnly, id }));

  useEffect(() => {
    const root = host.current;
    if (!root) return;
    const container = document.createElement('div');
    root.appendChild(container);
    const options = initial();
    const quill = new Quill(container, {
      theme: 'snow',
      placeholder: options.placeholder,
      readOnly: options.readOnly,
      modules: { toolbar: { container: TOOLBAR, handlers: { image: () => pickImage() } } },
    });
    if (options.id) quill.root.id = options.id;
    quill.root.setAttribute('role', 'textbox');
    quill.root.setAttribute('aria-multiline', 'true');
    quillRef.current = quill;
    current.current = undefined;
    quill.on(Quill.events.TEXT_CHANGE, () => {
      const html = editorHtml(quill.getSemanticHTML(), quill.getText());
      if (html === current.current) return;
      current.current = html;
      emit(html);
    });
    return () => {
      quillRef.current = null;
      root.replaceChildren();
    };
  }, []);

  // Toolbar names follow the language.
  useEffect(() => {
    const toolbar = host.current?.querySelector('.ql-toolbar');
    for (const [selector, key] of BUTTON_LABELS) {
      for (const button of toolbar?.querySelectorAll(`button${selector}`) ?? []) {
        button.setAttribute('aria-label', t(key));
        button.setAttribute('title', t(key));
      }
    }
  }, [t]);

  // The value from outside (a loaded notice, a reset form) replaces the content.
  useEffect(() => {
    const quill = quillRef.current;
    const next = value ?? '';
    if (!quill || next === current.current) return;
    current.current = next;
    quill.setContents(quill.clipboard.convert({ html: next }), Quill.sources.SILENT);
  }, [value]);

  useEffect(() => {
    quillRef.current?.enable(!readOnly);
  }, [readOnly]);

  useEffect(() => {
    const root = quillRef.current?.root;
    if (label) root?.setAttribute('aria-label', label);
    else root?.removeAttribute('aria-label');
  }, [label]);

  const insert = async (file: File) => {
    const broken = checkEditorImage(file, fileSize);
    if (broken) {
      message.error(t(broken.key, broken.params));
      return;
    }
    setInserting(true);
    try {
      const sent = isSvg(file) ? await rasteriseSvg(file) : file;
      const answer = await uploadFile(sent);
      const quill = quillRef.current;
      if (!quill) return;
      const at = insertionPoint(quill);
      quill.insertEmbed(at, 'image', answer.url, Quill.sources.USER);
      quill.setSelection(at + 1, 0, Quill.sources.SILENT);
    } catch {
      message.error(t('upload.editorImageFailed'));
    } finally {
      setInserting(false);
    }
  };

  const style = { '--cbo-rich-text-min': `${minHeight}px` } as CSSProperties;
  if (height) (style as Record<string, string>)['--cbo-rich-text-height'] = `${height}px`;
  return (
    <Spin spinning={inserting} description={t('richText.inserting')}>
      <div
        className={`cbo-rich-text${height ? ' cbo-rich-text--fixed' : ''}${readOnly ? ' cbo-rich-text--readonly' : ''}`}
        lang={locale}
        style={style}
      >
        <div ref={host} />
        <input
          ref={fileInput}
          className="cbo-rich-text__file"
          type="file"
          accept={EDITOR_IMAGE_TYPES.join(',')}
          hidden
          style={{ display: 'none' }}
          aria-hidden
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void insert(file);
          }}
        />
      </div>
    </Spin>
  );
}
