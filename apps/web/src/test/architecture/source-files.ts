import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** apps/web/src, where the scans start. */
export const SRC = join(import.meta.dirname, '..', '..');

export interface SourceFile {
  /** Path under apps/web/src, with forward slashes ('pages/system/user/index.tsx'). */
  path: string;
  text: string;
}

/** Every non-test TypeScript file of the app (tests and the test kit compose freely). */
export function sourceFiles(): SourceFile[] {
  const found: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        found.push({ path: relative(SRC, full).split('\\').join('/'), text: readFileSync(full, 'utf8') });
      }
    }
  };
  walk(SRC);
  return found.filter((file) => !file.path.startsWith('test/'));
}
