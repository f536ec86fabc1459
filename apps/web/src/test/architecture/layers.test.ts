import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type SourceFile, sourceFiles } from './source-files';

/** The folder a path under src/ belongs to: app, shell, core, components or pages. */
const layerOf = (path: string) => path.split('/')[0];

/** A page folder, pages/<area>/<feature>/ (undefined above that depth: pages/index.tsx, area files). */
function pageFolderOf(path: string): string | undefined {
  const parts = path.split('/');
  return parts[0] === 'pages' && parts.length >= 4 ? parts.slice(0, 3).join('/') : undefined;
}

/** The relative imports of a file (static, side-effect and dynamic), resolved under src/. */
function importsOf(file: SourceFile): string[] {
  const specifiers = [...file.text.matchAll(/(?:from\s+|import\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]);
  return specifiers.map((specifier) =>
    normalize(join(dirname(file.path), specifier))
      .split('\\')
      .join('/'),
  );
}

/** Which layers a layer may not import (docs/web-client.md, layers). */
const FORBIDDEN: Record<string, readonly string[]> = {
  components: ['app', 'shell', 'pages'],
  core: ['app', 'shell', 'pages'],
  shell: ['app', 'pages'],
  pages: ['app', 'shell'],
};

export function layerViolations(files: readonly SourceFile[]): string[] {
  return files.flatMap((file) => {
    const layer = layerOf(file.path);
    const ownFolder = pageFolderOf(file.path);
    return importsOf(file).flatMap((target) => {
      const targetLayer = layerOf(target);
      if (FORBIDDEN[layer]?.includes(targetLayer))
        return [`${file.path} imports ${target} (${layer} → ${targetLayer})`];
      if (ownFolder && targetLayer === 'pages' && pageFolderOf(target) !== ownFolder) {
        return [`${file.path} imports ${target} (another page folder: move the helper to components/)`];
      }
      return [];
    });
  });
}

describe('web layers', () => {
  it('keeps app/ on top, shell/ below it, and every page folder to itself', () => {
    expect(layerViolations(sourceFiles())).toEqual([]);
  });

  it('reports each kind of violation (the check itself works)', () => {
    const file = (path: string, text: string): SourceFile => ({ path, text });
    expect(
      layerViolations([
        file('components/icon-select/icon-select.tsx', "import { menuIcon } from '../../shell/sidebar/menu-icon';"),
        file('shell/tags-view/tags-store.ts', "import { layoutRoutes } from '../../app/static-routes';"),
        file('core/links.ts', "const page = () => import('../pages/index');"),
        file('pages/system/user/user-form.ts', "import { OrganisationSelect } from '../../comp/organisation-select';"),
        file('pages/system/config/index.tsx', "import { RefreshCacheButton } from '../dict/refresh-cache-button';"),
      ]),
    ).toHaveLength(5);
    expect(
      layerViolations([
        file(
          'pages/system/user/index.tsx',
          "import { useUserForm } from './user-form';\nimport '../../../components/role/role.css';",
        ),
        file('app/root-layout.tsx', "import { Layout } from '../shell/layout';"),
      ]),
    ).toEqual([]);
  });
});

describe('the page glob', () => {
  it('routes real pages only: helper files are not menu components', async () => {
    const { hasPage } = await import('../../app/page-loaders');
    expect(hasPage('system/user/index')).toBe(true);
    expect(hasPage('system/user-auth/role')).toBe(true);
    expect(hasPage('monitor/cache/list')).toBe(true);
    expect(hasPage('comp/date-time-input')).toBe(false);
    expect(hasPage('system/user/user-form')).toBe(false);
    expect(hasPage('comp/notice/publicity-drawer')).toBe(false);
  });
});
