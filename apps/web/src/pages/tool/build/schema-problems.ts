import { type FormSchema, type FormSchemaProblem, formSchemaProblems, formSchemaShape } from '@cbo/contracts';
import { useMemo } from 'react';
import type { Translate, TranslationKey } from '../../../core/i18n';

/** The node a document path points into, and the property path inside it (`rules[0].pattern`). */
function nodeAt(schema: FormSchema, at: readonly PropertyKey[]): { nodeId?: string; path: string } {
  let nodeId: string | undefined;
  let rest = at;
  const top = schema.nodes[Number(at[1])];
  if (at[0] === 'nodes' && top) {
    nodeId = top.id;
    rest = at.slice(2);
    if (top.type === 'row' && rest[0] === 'columns' && rest[2] === 'children') {
      const child = top.columns[Number(rest[1])]?.children[Number(rest[3])];
      if (child) {
        nodeId = child.id;
        rest = rest.slice(4);
      }
    }
  }
  const path = rest
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i > 0 ? '.' : ''}${String(part)}`))
    .join('');
  return { nodeId, path };
}

/** A structural problem (what zod's shape refuses) in the builder's words, by the property it names. */
function shapeMessage(path: string): { message: TranslationKey; params: Record<string, string> } {
  if (path === 'name') return { message: 'formBuilder.nameInvalid', params: {} };
  if (path === 'label') return { message: 'formBuilder.labelInvalid', params: {} };
  if (path.startsWith('options')) return { message: 'formBuilder.optionInvalid', params: {} };
  return { message: 'formBuilder.valueInvalid', params: { path } };
}

/**
 * Every problem of the document, as a save would meet them: the shape's (a field name that is no
 * name, an empty label) and the rule code's cross-node checks (formSchemaProblems).
 */
export function schemaProblems(schema: FormSchema): FormSchemaProblem[] {
  const shape = formSchemaShape.safeParse(schema);
  const structural: FormSchemaProblem[] = shape.success
    ? []
    : shape.error.issues.map((issue) => {
        const { nodeId, path } = nodeAt(schema, issue.path);
        return {
          nodeId,
          path,
          at: issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
          ...shapeMessage(path),
        };
      });
  return [...structural, ...formSchemaProblems(schema)];
}

/** The document's problems, recomputed when it changes. */
export function useSchemaProblems(schema: FormSchema): FormSchemaProblem[] {
  return useMemo(() => schemaProblems(schema), [schema]);
}

/** A problem in the reader's language (its message is a catalogue key of form-messages.ts or the builder's). */
export function schemaProblemText(problem: Pick<FormSchemaProblem, 'message' | 'params'>, t: Translate): string {
  return t(problem.message as TranslationKey, problem.params);
}

/** The problems of one node at one property path (`name`, `options`, `rules` and what lies under them). */
export function problemsAt(problems: FormSchemaProblem[], nodeId: string, path: string): FormSchemaProblem[] {
  return problems.filter(
    (problem) =>
      problem.nodeId === nodeId &&
      (problem.path === path || problem.path.startsWith(`${path}.`) || problem.path.startsWith(`${path}[`)),
  );
}
