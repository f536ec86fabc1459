import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pdfjsAssets, pdfjsAssetsDir } from './build/pdfjs-assets.ts';
import { precompress } from './build/precompress.ts';

/**
 * The contracts package only declares constants, functions and schemas: a module of it whose
 * exports the web does not use (zod schemas, endpoint descriptors) is dropped from the bundle.
 */
const contractsWithoutSideEffects = (id: string): boolean | undefined =>
  id.replaceAll('\\', '/').includes('/packages/contracts/src/') ? false : undefined;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/competition-bak/',
  plugins: [react(), precompress(), pdfjsAssets()],
  define: { 'import.meta.env.VITE_PDFJS_ASSETS': JSON.stringify(pdfjsAssetsDir()) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: contractsWithoutSideEffects },
      output: {
        // Libraries change less often than the app: keep them in their own long-cached chunks. Only
        // the libraries the first page needs ($initial) are grouped, so lazy pages stay lazy.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/prod-api': { target: 'http://localhost:8080', changeOrigin: true },
    },
  },
});
