import { type FormAnswerProblem, formAnswerProblemText } from '@cbo/contracts';
import { useCallback } from 'react';
import { useLocale } from '../../core/i18n';

/**
 * A broken rule in the reader's language, as the rule code words it (formAnswerProblemText: a
 * rule's own message as typed in the builder, else the `form.*` catalogue text with its parameters,
 * themselves in that language), so the page and the server say the same words.
 */
export function useProblemText(): (problem: FormAnswerProblem) => string {
  const locale = useLocale();
  return useCallback((problem: FormAnswerProblem) => formAnswerProblemText(problem, locale), [locale]);
}
