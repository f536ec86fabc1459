import { checkFieldAnswer, type FormAnswerProblem, type FormCheckContext } from './field-check';
import { answerOf, formFields, isFieldVisible } from './fields';
import { type FormSchema, formSchemaShape } from './schema';
import { formSchemaProblems } from './schema-problems';

// The rule code shared by the renderer (apps/web components/form-render) and the server (every
// answer to a saved form): one implementation, so an answer the page refuses the API refuses too
// (docs/form-schema.md). The pieces live beside this file; this one gathers them.

export {
  answerTypeWords,
  checkFieldAnswer,
  FORM_TEXT_MAX,
  FORM_UPLOAD_TYPES,
  type FormAnswerProblem,
  type FormAnswerRule,
  type FormCheckContext,
  formAnswerProblemText,
  formAnswerProblemTexts,
  isBlankAnswer,
  REGION_CODE,
  regionCodeLevel,
} from './field-check';
export { answerOf, conditionHolds, formFields, isFieldVisible } from './fields';
export {
  FORM_RULE_TYPES,
  FORM_UPLOAD_MAX,
  type FormSchemaProblem,
  formSchemaProblems,
  formSchemaProblemText,
  ruleFitsField,
} from './schema-problems';

/**
 * Every visible field's first broken rule, and the answers kept: visible fields' answers only
 * (hidden fields and unknown keys dropped). Answers travel as JSON: an undefined value is absent.
 */
export function checkFormAnswers(
  schema: FormSchema,
  answers: Readonly<Record<string, unknown>>,
  context?: FormCheckContext,
): { problems: FormAnswerProblem[]; answers: Record<string, unknown> } {
  const problems: FormAnswerProblem[] = [];
  const kept: Record<string, unknown> = {};
  for (const field of formFields(schema)) {
    if (!isFieldVisible(schema, field, answers)) continue;
    const value = answerOf(answers, field.name);
    const problem = checkFieldAnswer(field, value, context);
    if (problem) problems.push(problem);
    if (value !== undefined) kept[field.name] = value;
  }
  return { problems, answers: kept };
}

/**
 * A form document checked whole: structure, then `formSchemaProblems` as issues at their paths
 * (the message a catalogue key, its params on the issue), so the API refuses a bad document naming
 * the node and the property.
 */
export const formSchema = formSchemaShape.superRefine((schema, ctx) => {
  for (const problem of formSchemaProblems(schema)) {
    ctx.addIssue({ code: 'custom', message: problem.message, path: problem.at, params: problem.params });
  }
});
