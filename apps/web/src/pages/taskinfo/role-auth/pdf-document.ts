import type { PDFDocumentProxy } from 'pdfjs-dist';

/**
 * pdf.js, loaded only when a PDF is shown (it is large: never in the login bundle), with its
 * worker served as a file of the build (Vite's `?url`). Eval is off: the app's content security
 * policy allows no eval (apps/server/src/plugins/security-headers.ts).
 */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  // Character maps and standard fonts for text whose font the PDF does not embed (build/pdfjs-assets.ts).
  const assets = `${import.meta.env.BASE_URL}${import.meta.env.VITE_PDFJS_ASSETS}`;
  return pdfjs.getDocument({
    // pdf.js hands the buffer to its worker (detaching it): give it a copy.
    data: bytes.slice(),
    isEvalSupported: false,
    cMapUrl: `${assets}/cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${assets}/standard_fonts/`,
  }).promise;
}
