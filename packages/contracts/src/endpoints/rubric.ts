import { z } from 'zod';
import { BusinessType } from '../constants';
import { dataAnswer, defineEndpoint, idListParam, tableAnswer } from '../endpoint';
import type { MessageKey } from '../messages';
import { type RubricCriterion, rubricCriteria, rubricCriterion } from '../rubric';

// Rubrics (评分标准, docs/rubrics.md): per judging stage, versioned criteria sets. A version a
// review task uses is frozen; editing it writes the next version of the same root.

const rubricId = z.coerce.number().int().positive();
const log = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({ title: '评分标准', businessType });

/** A judging stage a rubric can be made for, with its track when it has one. */
export const rubricStage = z.object({
  stageId: z.number(),
  stageName: z.string(),
  stageKind: z.string(),
  trackId: z.number().nullable(),
  trackName: z.string().nullable(),
});
export type RubricStage = z.infer<typeof rubricStage>;

/** A review task that uses a version of the rubric. */
export const rubricUse = z.object({ taskId: z.number(), taskName: z.string(), version: z.number() });
export type RubricUse = z.infer<typeof rubricUse>;

/** The latest version of a rubric, as the stage's list shows it. */
export const rubricRow = z.object({
  rubricId: z.number(),
  rootId: z.number(),
  stageId: z.number(),
  rubricName: z.string(),
  version: z.number(),
  criteriaCount: z.number(),
  /** The highest total a sheet can reach (independent criteria left out). */
  maxTotal: z.number(),
  frozen: z.enum(['0', '1']),
  /** Tasks using any version of this rubric. */
  usedBy: z.array(rubricUse),
  createBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type RubricRow = z.infer<typeof rubricRow>;

/** One version of a rubric's history. */
export const rubricVersionRow = z.object({
  rubricId: z.number(),
  version: z.number(),
  frozen: z.enum(['0', '1']),
  criteriaCount: z.number(),
  maxTotal: z.number(),
  createTime: z.string().nullable(),
});
export type RubricVersionRow = z.infer<typeof rubricVersionRow>;

export const rubricDetail = rubricRow.extend({
  criteria: z.array(rubricCriterion),
  /** Every version of the root, oldest first. */
  versions: z.array(rubricVersionRow),
});
export type RubricDetail = z.infer<typeof rubricDetail>;

const KNOWN_PROBLEMS: Record<string, MessageKey> = {
  'code is lower-case letters, digits and _ (at most 30)': 'rubric.criterion.code',
  'name is required': 'rubric.criterion.nameRequired',
  'max must be above min': 'rubric.criterion.maxBelowMin',
  'step must be above 0': 'rubric.criterion.stepPositive',
  'step has at most two decimals': 'rubric.criterion.stepDecimals',
  'each anchor lies inside min and max, from before to': 'rubric.criterion.anchorRange',
  'anchor text is required': 'rubric.criterion.anchorText',
  'a score is never negative': 'rubric.criterion.negative',
};

const problemKey = (issue: z.core.$ZodIssue): MessageKey => {
  const known = KNOWN_PROBLEMS[issue.message];
  if (known) return known;
  if (issue.code === 'too_big') return 'rubric.criterion.tooBig';
  if (issue.code === 'too_small') return 'rubric.criterion.tooSmall';
  return 'rubric.criterion.invalid';
};

/** The criterion's code when it has a usable one, else its place (#1, #2...). */
const criterionLabel = (item: unknown, index: number): string => {
  const code = (item as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[a-z][a-z0-9_]{0,29}$/.test(code.trim()) ? code.trim() : `#${index + 1}`;
};

function criterionJsonSchema(): Record<string, unknown> {
  const { $schema: _, ...schema } = z.toJSONSchema(rubricCriterion, { io: 'input', unrepresentable: 'any' });
  return schema;
}

/**
 * The shared criteria schema (packages/contracts/src/rubric.ts), with every problem placed at the
 * criterion's code and field (`criteria[market][step]`) and told by a catalogue key, so the refusal
 * names the criterion in the request's language.
 */
export const rubricCriteriaInput = z
  .array(z.unknown())
  // The OpenAPI document shows each item as the criterion schema (the items are parsed below).
  .meta({ items: criterionJsonSchema() })
  .transform((items, ctx): RubricCriterion[] => {
    if (items.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'rubric.criteria.empty', input: items });
      return z.NEVER;
    }
    if (items.length > 30) {
      ctx.addIssue({ code: 'custom', message: 'rubric.criteria.tooMany', input: items });
      return z.NEVER;
    }
    const parsed = rubricCriteria.safeParse(items);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const [index, ...rest] = issue.path;
      if (typeof index === 'number') {
        ctx.addIssue({
          code: 'custom',
          message: problemKey(issue),
          path: [criterionLabel(items[index], index), ...rest],
          input: items[index],
        });
        continue;
      }
      // The list's own rule: codes are unique. Name the first repeated one.
      const labels = items.map(criterionLabel);
      const repeated = labels.find((code, index) => labels.indexOf(code) !== index);
      ctx.addIssue({
        code: 'custom',
        message: 'rubric.criterion.codeRepeated',
        path: repeated ? [repeated, 'code'] : [],
        input: items,
      });
    }
    return z.NEVER;
  });

const rubricName = z.string().trim().min(1, 'rubricName is required').max(100);

export const rubricEditForm = z.object({ rubricName, criteria: rubricCriteriaInput });
export type RubricEditForm = z.input<typeof rubricEditForm>;
export const rubricForm = rubricEditForm.extend({ stageId: z.coerce.number().int().positive('stageId is required') });
export type RubricForm = z.input<typeof rubricForm>;
export const rubricCopyForm = z.object({
  stageId: z.coerce.number().int().positive('stageId is required'),
  rubricName,
});
export type RubricCopyForm = z.input<typeof rubricCopyForm>;

/** What a write answers: the version written (an edit of a frozen version writes the next one). */
export const rubricWritten = z.object({ rubricId: z.number(), version: z.number(), newVersion: z.boolean() });
export type RubricWritten = z.infer<typeof rubricWritten>;

export const listRubricStages = defineEndpoint({
  method: 'GET',
  path: '/comp/rubric/stages',
  access: 'comp:rubric:list',
  query: z.object({ competitionId: z.coerce.number().int().positive() }),
  answer: dataAnswer(z.array(rubricStage)),
  summary: "An edition's judging stages (preliminary, semi-final, final) in order, for the stage picker",
});

export const listRubrics = defineEndpoint({
  method: 'GET',
  path: '/comp/rubric/list',
  access: 'comp:rubric:list',
  query: z.object({ stageId: z.coerce.number().int().positive(), rubricName: z.string().max(100).optional() }),
  answer: tableAnswer(rubricRow),
  summary: "A judging stage's rubrics: the latest version of each, with the tasks using them",
});

export const getRubric = defineEndpoint({
  method: 'GET',
  path: '/comp/rubric/:rubricId',
  access: 'comp:rubric:query',
  params: z.object({ rubricId }),
  answer: dataAnswer(rubricDetail),
  summary: 'One version of a rubric with its criteria and the versions of its root',
});

export const addRubric = defineEndpoint({
  method: 'POST',
  path: '/comp/rubric',
  access: 'comp:rubric:add',
  body: rubricForm,
  answer: dataAnswer(rubricWritten),
  log: log(BusinessType.INSERT),
  summary: 'Adds a rubric (version 1) to a judging stage',
});

export const editRubric = defineEndpoint({
  method: 'PUT',
  path: '/comp/rubric/:rubricId',
  access: 'comp:rubric:edit',
  params: z.object({ rubricId }),
  body: rubricEditForm,
  answer: dataAnswer(rubricWritten),
  log: log(BusinessType.UPDATE),
  summary:
    'Edits the latest version of a rubric: in place while unfrozen, else writes the next version of the same root',
});

export const copyRubric = defineEndpoint({
  method: 'POST',
  path: '/comp/rubric/:rubricId/copy',
  access: 'comp:rubric:add',
  params: z.object({ rubricId }),
  body: rubricCopyForm,
  answer: dataAnswer(rubricWritten),
  log: log(BusinessType.INSERT),
  summary: "Copies a version's criteria into a new rubric (version 1) of a judging stage",
});

export const removeRubrics = defineEndpoint({
  method: 'DELETE',
  path: '/comp/rubric/:rubricIds',
  access: 'comp:rubric:remove',
  params: z.object({ rubricIds: idListParam }),
  answer: z.object({}),
  log: log(BusinessType.DELETE),
  summary: 'Removes rubrics with all their versions (all or none); refused when a version is frozen or used by a task',
});
