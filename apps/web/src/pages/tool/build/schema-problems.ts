import { type FormSchema, type FormSchemaProblem, formSchemaProblems } from '@cbo/contracts';
import { useMemo } from 'react';
import type { Translate, TranslationKey } from '../../../core/i18n';

/** The document's cross-node problems (the shared rule code), recomputed when it changes. */
export function useSchemaProblems(schema: FormSchema): FormSchemaProblem[] {
  return useMemo(() => formSchemaProblems(schema), [schema]);
}

/** A problem in the reader's language (its message is a catalogue key of form-messages.ts). */
export function schemaProblemText(problem: Pick<FormSchemaProblem, 'message' | 'params'>, t: Translate): string {
  return t(problem.message as TranslationKey, problem.params);
}

/** The problems of one node at one property path (`name`, `options`, `rules[0].pattern` ...). */
export function problemsAt(problems: FormSchemaProblem[], nodeId: string, path: string): FormSchemaProblem[] {
  return problems.filter(
    (problem) =>
      problem.nodeId === nodeId &&
      (problem.path === path || problem.path.startsWith(`${path}.`) || problem.path.startsWith(`${path}[`)),
  );
}
