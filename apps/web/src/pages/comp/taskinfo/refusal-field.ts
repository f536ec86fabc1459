/** The task form's fields a server refusal can name. */
export type TaskField = 'taskName' | 'stageId' | 'rubricId' | 'groups' | 'k' | 'tolerance' | 'toleranceKind' | 'dueAt';

const FIELDS: readonly TaskField[] = [
  'taskName',
  'stageId',
  'rubricId',
  'groups',
  'k',
  'tolerance',
  'toleranceKind',
  'dueAt',
];

/**
 * The field a refusal of the task form is about (docs/review-tasks.md, "Validation names the
 * field"): a wire name in `参数 X 不正确` / `invalid X` (`groups.0.expertGroupId` is the pairs),
 * else the rule refusals' own words: a review group taken or unbound names the pairs, a name taken
 * in the stage the task name. Null: a refusal of the whole form (shown above it).
 */
export function refusalField(message: string): TaskField | null {
  const named = /(?:参数|invalid)\s+([A-Za-z]+)/.exec(message)?.[1];
  if (named && (FIELDS as readonly string[]).includes(named)) return named as TaskField;
  if (/项目分组“|review group "|专家组“|expert group "/.test(message)) return 'groups';
  if (/已有名为|already has a review task named/.test(message)) return 'taskName';
  if (/截止时间|due date/.test(message)) return 'dueAt';
  return null;
}
