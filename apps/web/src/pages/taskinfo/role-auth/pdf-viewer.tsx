import { Alert, Spin } from 'antd';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useT } from '../../../core/i18n';
import { openPdf } from './pdf-document';
import { Watermark } from './watermark';

interface PageProps {
  document: PDFDocumentProxy;
  number: number;
  width: number;
  watermark: string;
}

/** Until a page's size is read, its box is as tall as an A4 page (height over width is √2). */
const A4_RATIO = Math.SQRT2;

/** Pages are drawn when they come within this distance of the viewer's visible part. */
const NEAR = '800px 0px';

/** The nearest ancestor that scrolls (the files' own box beside the rubric), else the viewport. */
function scrollParent(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(parent).overflowY)) return parent;
  }
  return null;
}

/** Whether the element is (or has been) near the visible part: a long PDF is drawn as it is read. */
function useSeen(element: RefObject<HTMLElement | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (seen || !target) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      // The margin counts around the root, so the root is the box that actually scrolls.
      { root: scrollParent(target), rootMargin: NEAR },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, seen]);
  return seen;
}

/**
 * One page drawn on a canvas the width of the viewer, sharp on high-density screens. Its box takes
 * the page's height at once (so the scroll position means something), and it is drawn only once it
 * comes near the visible part: fifty pages at a phone's pixel ratio would not fit in its memory.
 */
function PdfPage({ document: pdf, number, width, watermark }: PageProps) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [height, setHeight] = useState<number | undefined>(undefined);
  const seen = useSeen(box);

  useEffect(() => {
    let gone = false;
    void pdf.getPage(number).then((page) => {
      if (!gone)
        setHeight(Math.floor((page.getViewport({ scale: 1 }).height * width) / page.getViewport({ scale: 1 }).width));
    });
    return () => {
      gone = true;
    };
  }, [pdf, number, width]);

  useEffect(() => {
    if (!seen) return;
    let task: RenderTask | undefined;
    let gone = false;
    void (async () => {
      const page = await pdf.getPage(number);
      const element = canvas.current;
      if (gone || !element) return;
      const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
      const ratio = window.devicePixelRatio || 1;
      element.width = Math.floor(viewport.width * ratio);
      element.height = Math.floor(viewport.height * ratio);
      task = page.render({
        canvas: element,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      await task.promise.catch(() => undefined);
    })();
    return () => {
      gone = true;
      task?.cancel();
    };
  }, [pdf, number, width, seen]);

  return (
    <div ref={box} className="cbo-score__page" style={{ width, height: height ?? Math.round(width * A4_RATIO) }}>
      <canvas
        ref={canvas}
        className="cbo-score__canvas"
        aria-label={t('score.pageN', { page: number, pages: pdf.numPages })}
      />
      <Watermark text={watermark} />
    </div>
  );
}

const pageNumbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/** A PDF's pages rendered with pdf.js inside the page, each under the expert's watermark. */
export function PdfViewer({ bytes, watermark }: { bytes: Uint8Array; watermark: string }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    let gone = false;
    let opened: PDFDocumentProxy | undefined;
    setPdf(null);
    setFailed(false);
    openPdf(bytes).then(
      (document) => {
        opened = document;
        if (gone) void document.destroy();
        else setPdf(document);
      },
      () => {
        if (!gone) setFailed(true);
      },
    );
    return () => {
      gone = true;
      void opened?.destroy();
    };
  }, [bytes]);

  // The pages take the viewer's width (a phone's too), redrawn when it changes.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(0, Math.floor(element.clientWidth)));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    });
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, []);

  return (
    <div ref={box} className="cbo-score__pdf">
      {failed && <Alert type="error" showIcon title={t('score.fileFailed')} />}
      {!failed && !pdf && <Spin className="cbo-score__file-spin" description={t('score.fileLoading')} />}
      {pdf &&
        width > 0 &&
        pageNumbers(pdf.numPages).map((number) => (
          <PdfPage key={number} document={pdf} number={number} width={width} watermark={watermark} />
        ))}
    </div>
  );
}
