import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMessageKey } from '@cbo/contracts';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** Where each factory takes its message: the argument index that must be a catalogue key. */
const MESSAGE_ARGUMENT: Record<string, number> = { new: 1, rule: 0, invalid: 1 };

/**
 * Internals that are not messages to a user, as `file:line text`. Keep it short: a text a user can
 * read belongs in packages/contracts/src/messages.ts in zh-CN and en-US.
 */
const ALLOWED: ReadonlySet<string> = new Set([]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** A literal that reads as words (letters around a space, or any CJK), not a token like `text/plain`. */
const reads = (text: string) => /\p{L}\s+\p{L}/u.test(text) || /\p{Script=Han}/u.test(text);

/** Every text an expression may put into a message: literals through conditionals, `??`, `+` and templates. */
function literalsOf(node: ts.Expression): { text: string; template: boolean }[] {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) {
    return literalsOf(node.expression);
  }
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return [{ text: node.text, template: false }];
  if (ts.isTemplateExpression(node)) {
    const text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' … ');
    return [{ text, template: true }];
  }
  if (ts.isConditionalExpression(node)) return [...literalsOf(node.whenTrue), ...literalsOf(node.whenFalse)];
  if (ts.isBinaryExpression(node)) return [...literalsOf(node.left), ...literalsOf(node.right)];
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap((element) => literalsOf(element));
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    // `[...].join('<br/>')`: the joined parts, not the separator.
    return literalsOf(node.expression.expression);
  }
  return [];
}

/** The factory an AppError call uses (`new`, `rule`, `invalid`, ...), or undefined for other calls. */
function factoryOf(node: ts.Node): string | undefined {
  if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'AppError') return 'new';
  if (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    ts.isIdentifier(node.expression.expression) &&
    node.expression.expression.text === 'AppError'
  ) {
    return node.expression.name.text;
  }
  return undefined;
}

/** Literal texts handed to AppError as its message, its problem or a parameter, as `file:line text`. */
function literalMessages(name: string, code: string): string[] {
  const found: string[] = [];
  {
    const source = ts.createSourceFile(name, code, ts.ScriptTarget.Latest, true);
    const report = (node: ts.Node, text: string) => {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      const where = `${name}:${line} ${text}`;
      if (!ALLOWED.has(where)) found.push(where);
    };
    const visit = (node: ts.Node) => {
      const factory = factoryOf(node);
      if (factory && (ts.isCallExpression(node) || ts.isNewExpression(node))) {
        const args = node.arguments ?? [];
        args.forEach((arg, index) => {
          if (index === MESSAGE_ARGUMENT[factory]) {
            for (const { text, template } of literalsOf(arg)) {
              if (template || !isMessageKey(text)) report(arg, text);
            }
          } else if (ts.isObjectLiteralExpression(arg)) {
            for (const property of arg.properties) {
              if (!ts.isPropertyAssignment(property)) continue;
              for (const { text } of literalsOf(property.initializer)) if (reads(text)) report(property, text);
            }
          } else if (index !== 0 || factory !== 'invalid') {
            for (const { text } of literalsOf(arg)) if (reads(text)) report(arg, text);
          }
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('messages handed to AppError', () => {
  it('are catalogue keys, never literal texts, anywhere in the server sources', () => {
    const found = sourceFiles(SRC).flatMap((file) => literalMessages(relative(SRC, file), readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('catch a literal problem, a literal message, a literal parameter and a template', () => {
    const code = [
      "throw AppError.invalid('reason', 'is required');",
      "throw AppError.rule('no such thing');",
      "throw new AppError(ResultCode.WARN, ok ? 'common.ok' : 'still here');",
      "throw AppError.rule('job.argInvalid', { arg: name, problem: 'is required' });",
      `throw AppError.invalid(field, \`cannot sort by \${column}\`);`,
      "throw AppError.rule('common.notFound', { type: 'multipart/form-data' });",
      "throw AppError.invalid('reason', 'validation.required');",
      "throw AppError.rule('common.notFound', { name: '名称不能为空' });",
    ].join('\n');
    expect(literalMessages('probe.ts', code)).toEqual([
      'probe.ts:1 is required',
      'probe.ts:2 no such thing',
      'probe.ts:3 still here',
      'probe.ts:4 is required',
      'probe.ts:5 cannot sort by  … ',
      'probe.ts:8 名称不能为空',
    ]);
  });
});
