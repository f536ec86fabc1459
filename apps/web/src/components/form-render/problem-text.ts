import type { FormAnswerProblem } from '@cbo/contracts';
import type { Translate, TranslationKey } from '../../core/i18n';

/**
 * A broken rule in the reader's language: a rule's own message as typed in the builder, else the
 * catalogue text (form-messages.ts) filled with the problem's parameters and the field's label.
 */
export function problemText(problem: Pick<FormAnswerProblem, 'message' | 'params' | 'custom' | 'label'>, t: Translate) {
  if (problem.custom) return problem.message;
  return t(problem.message as TranslationKey, { label: problem.label, ...problem.params });
}
