interface ImportMetaEnv {
  /** pdf.js' character maps and standard fonts under the build (apps/web/build/pdfjs-assets.ts). */
  readonly VITE_PDFJS_ASSETS: string;
}
