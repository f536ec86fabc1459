import { Alert, Spin } from 'antd';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../core/i18n';
import { openPdf } from './pdf-document';
import { Watermark } from './watermark';

interface PageProps {
  document: PDFDocumentProxy;
  number: number;
  width: number;
  watermark: string;
}

/** One page drawn on a canvas the width of the viewer, sharp on high-density screens. */
function PdfPage({ document: pdf, number, width, watermark }: PageProps) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [height, setHeight] = useState<number | undefined>(undefined);

  useEffect(() => {
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
      setHeight(Math.floor(viewport.height));
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
  }, [pdf, number, width]);

  return (
    <div className="cbo-score__page" style={{ width, height }}>
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
