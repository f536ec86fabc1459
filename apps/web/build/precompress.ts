import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Text assets worth compressing; source maps are left alone (never served to users). */
export const PRECOMPRESSED_EXTENSIONS: ReadonlySet<string> = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);

export interface CompressedFile {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

export async function compressFile(file: string): Promise<CompressedFile> {
  const content = await readFile(file);
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    brotliAsync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  ]);
  await Promise.all([writeFile(`${file}.gz`, gzipped), writeFile(`${file}.br`, brotli)]);
  return { file, raw: content.length, gzip: gzipped.length, brotli: brotli.length };
}

/** Writes `.gz` and `.br` siblings of every text file in a directory (recursively). */
export async function precompressDirectory(dir: string): Promise<CompressedFile[]> {
  const files = (await listFiles(dir)).filter((file) => PRECOMPRESSED_EXTENSIONS.has(extname(file).toLowerCase()));
  return Promise.all(files.map(compressFile));
}

/**
 * After the bundle is written, emits gzip (level 9) and brotli (quality 11) siblings of every text
 * asset, public files included, so @fastify/static `preCompressed` serves bytes compressed once at
 * build time instead of per request.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'cbo:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(options) {
      const outDir = options.dir ?? resolve(config.root, config.build.outDir);
      const results = await precompressDirectory(outDir);
      config.logger.info(`precompress: wrote .gz and .br for ${results.length} files in ${outDir}`);
    },
  };
}
