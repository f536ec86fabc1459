import {
  ATTACHMENT_KINDS,
  type RubricCriterion,
  type ScoringView,
  type SheetItems,
  type SheetProblem,
  sheetProblems,
} from '@cbo/contracts';
import type { Translate, TranslationKey } from '../../../core/i18n';

/** Task states in which an expert may still save and submit (docs/review-tasks.md). */
const OPEN_TASK_STATES: ReadonlySet<string> = new Set(['published', 'in_progress']);

export const taskOpen = (view: ScoringView): boolean => OPEN_TASK_STATES.has(view.assignment.taskStatus);

/** A score as the expert reads it: at most two decimals, no trailing zeros. */
export const score = (value: number): string => String(Math.round(value * 100) / 100);

/** The sheet's problems by criterion code: a draft's always, a submit's once a submit was tried. */
export function problemsByCode(
  criteria: readonly RubricCriterion[],
  items: SheetItems,
  submitTried: boolean,
): Map<string, SheetProblem> {
  const problems = sheetProblems(criteria, items, submitTried ? 'submit' : 'draft');
  const byCode = new Map<string, SheetProblem>();
  for (const problem of problems) if (!byCode.has(problem.code)) byCode.set(problem.code, problem);
  return byCode;
}

export function problemText(problem: SheetProblem, t: Translate): string {
  switch (problem.kind) {
    case 'missing':
      return t('score.problem.missing');
    case 'range':
      return t('score.problem.range', { min: score(problem.min), max: score(problem.max) });
    case 'step':
      return t('score.problem.step', { step: score(problem.step) });
    case 'comment':
      return t('score.problem.comment');
    default:
      return problem.code;
  }
}

/** Only the entered items are sent (a cleared value is sent as null, so the server forgets it). */
export function itemsToSend(criteria: readonly RubricCriterion[], items: SheetItems): SheetItems {
  const sent: SheetItems = {};
  for (const criterion of criteria) {
    const item = items[criterion.code];
    if (!item) continue;
    const comment = item.comment?.trim();
    sent[criterion.code] = { value: item.value ?? null, ...(comment ? { comment } : {}) };
  }
  return sent;
}

/** An attachment's label: its name unless the task hides it, else its kind and place. */
export function attachmentLabel(attachment: ScoringView['application']['attachments'][number], t: Translate): string {
  if (attachment.fileName) return attachment.fileName;
  const kind = (ATTACHMENT_KINDS as readonly string[]).includes(attachment.kind)
    ? t(`apply.kind.${attachment.kind}` as TranslationKey)
    : attachment.kind;
  return `${kind} · ${t('score.attachmentN', { n: attachment.index + 1 })}`;
}
