import { readFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

const pdfjsRoot = () => dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** Where the files land under the build, named by pdf.js' version (immutable, like the bundles). */
export function pdfjsAssetsDir(): string {
  const { version } = JSON.parse(readFileSync(join(pdfjsRoot(), 'package.json'), 'utf8')) as { version: string };
  return `assets/pdfjs-${version}`;
}

/**
 * pdf.js' character maps and standard fonts, copied into the build as files its worker fetches:
 * a PDF whose Chinese text uses a font it does not embed (STSong-Light and the like) needs the
 * CMaps to draw it (docs/scoring.md, the scoring page). Used only by the scoring page's viewer.
 */
export function pdfjsAssets(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'cbo:pdfjs-assets',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      const out = resolve(config.root, config.build.outDir, pdfjsAssetsDir());
      await cp(join(pdfjsRoot(), 'cmaps'), join(out, 'cmaps'), { recursive: true });
      await cp(join(pdfjsRoot(), 'standard_fonts'), join(out, 'standard_fonts'), { recursive: true });
    },
  };
}
