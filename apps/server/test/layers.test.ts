import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * House rule 2 (docs/architecture.md, Layers): Drizzle is imported only by repositories, `db/` and
 * the shared list helper `lib/crud/`, and a module's repository is imported only by its own module
 * (or by another repository, or by `db/`, whose seeds fill every module). Biome's `noRestrictedImports` overrides in biome.json say the same
 * while editing; this test is the complete check, since it resolves every relative import.
 */
const SRC = fileURLToPath(new URL('../src', import.meta.url));
const MODULES = join(SRC, 'modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every module specifier a file imports or re-exports, including `import()` and type-only imports. */
export function importsOf(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteralLike(first)) found.push(first.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) found.push(literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const inside = (path: string, dir: string) => path === dir || path.startsWith(dir + sep);
const isRepository = (path: string) => /\.repository(\.ts)?$/.test(path);

/**
 * The module a file under modules/ belongs to: the feature folder `modules/<area>/<feature>/`, with
 * every sub-folder below it (`system/user/profile/` is part of `system/user`). A folder directly
 * under modules/ without feature folders (`modules/auth/`, `modules/sms/`) is a module itself, and
 * a file lying directly in an area folder (`modules/portal/entrant-sessions.ts`) belongs to the area.
 */
export function moduleOf(path: string): string | null {
  if (!inside(path, MODULES)) return null;
  const parts = relative(MODULES, path).split(sep);
  return parts.length >= 3 ? parts.slice(0, 2).join('/') : parts.length === 2 ? parts[0] : '';
}

const mayImportDrizzle = (path: string) =>
  isRepository(path) || inside(path, join(SRC, 'db')) || inside(path, join(SRC, 'lib', 'crud'));

/** Every broken rule, as `file: import`, relative to apps/server/src. */
export function layerViolations(files: { path: string; text: string }[]): string[] {
  const problems: string[] = [];
  for (const { path, text } of files) {
    const name = relative(SRC, path).split(sep).join('/');
    for (const specifier of importsOf(path, text)) {
      if ((specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) && !mayImportDrizzle(path)) {
        problems.push(`${name}: ${specifier} (Drizzle outside repositories, db/ and lib/crud/)`);
      }
      if (!specifier.startsWith('.') || !isRepository(specifier) || isRepository(path)) continue;
      // db/ (the seeds) writes through the repositories of every module it fills.
      if (inside(path, join(SRC, 'db'))) continue;
      const target = resolve(dirname(path), specifier);
      if (moduleOf(target) !== moduleOf(path)) {
        problems.push(`${name}: ${specifier} (another module's repository; call its service or api file)`);
      }
    }
  }
  return problems;
}

describe('server layers', () => {
  it('is also a Biome rule while editing (biome.json overrides for apps/server)', () => {
    const config = JSON.parse(readFileSync(new URL('../../../biome.json', import.meta.url), 'utf8')) as {
      overrides?: Array<{ includes?: string[]; linter?: { rules?: { style?: { noRestrictedImports?: unknown } } } }>;
    };
    const server = config.overrides?.find((override) => override.includes?.includes('apps/server/src/**/*.ts'));
    const rule = JSON.stringify(server?.linter?.rules?.style?.noRestrictedImports ?? null);
    expect(rule).toContain('"drizzle-orm"');
    expect(rule).toContain('drizzle-orm/*');
    expect(rule).toContain('.repository');
    expect(server?.includes).toEqual(expect.arrayContaining(['!apps/server/src/**/*.repository.ts']));
  });

  it('keeps Drizzle in repositories, db/ and lib/crud/, and each repository to its own module', () => {
    const files = sourceFiles(SRC).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
    expect(files.length).toBeGreaterThan(100);
    expect(layerViolations(files)).toEqual([]);
  });

  it('finds the imports it is meant to refuse', () => {
    const at = (file: string) => join(MODULES, file);
    const problems = layerViolations([
      { path: at('system/user/user.routes.ts'), text: "import { sql } from 'drizzle-orm';" },
      { path: at('system/user/user.service.ts'), text: "import type { SQL } from 'drizzle-orm/sql';" },
      { path: at('system/role/role.routes.ts'), text: "import { listUsers } from '../user/user.repository';" },
      { path: at('portal/auth/x.service.ts'), text: "export { a } from '../../system/user/user.repository';" },
      {
        path: at('comp/audit/audit.service.ts'),
        text: "const m = () => import('../application/application.repository');",
      },
      { path: join(SRC, 'plugins', 'p.ts'), text: "import { x } from '../modules/auth/auth.repository';" },
    ]);
    expect(problems).toHaveLength(6);
  });

  it('lets a module use its own repository and a repository use another', () => {
    const at = (file: string) => join(MODULES, file);
    const problems = layerViolations([
      { path: at('system/user/profile/profile.service.ts'), text: "import * as users from '../user.repository';" },
      { path: at('monitor/job/tasks/clean.task.ts'), text: "import { d } from './clean-logs.repository';" },
      { path: at('auth/login.service.ts'), text: "import { f } from './auth.repository';" },
      {
        path: at('system/user/user.repository.ts'),
        text: "import { and } from 'drizzle-orm';\nimport { p } from '../post/post.repository';",
      },
      { path: join(SRC, 'lib', 'crud', 'list-query.ts'), text: "import { sql } from 'drizzle-orm';" },
      { path: join(SRC, 'db', 'schema', 'system.ts'), text: "import { pgTable } from 'drizzle-orm/pg-core';" },
    ]);
    expect(problems).toEqual([]);
  });
});
