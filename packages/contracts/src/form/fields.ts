import { isBlankAnswer } from './field-check';
import type { FormFieldNode, FormSchema, VisibleWhen } from './schema';

// A form's fields in document order and the visible-when conditions (docs/form-schema.md,
// "Visible when"): shared by the renderer, which hides the fields, and the rule code, which skips
// them and drops their answers.

/** Every field of a form in document order (rows' columns left to right; dividers skipped). */
export function formFields(schema: FormSchema): FormFieldNode[] {
  return schema.nodes.flatMap((node) => {
    if (node.type === 'divider') return [];
    if (node.type === 'row') {
      return node.columns.flatMap((column) =>
        column.children.filter((child): child is FormFieldNode => child.type !== 'divider'),
      );
    }
    return [node];
  });
}

/** An answer read as JSON carries it: own keys only (a field named `constructor` reads nothing inherited). */
export const answerOf = (answers: Readonly<Record<string, unknown>>, name: string): unknown =>
  Object.hasOwn(answers, name) ? answers[name] : undefined;

const scalarEquals = (answer: unknown, value: unknown) => answer === value;

/** Whether the condition holds on the answer of the field it names (visibility of that field apart). */
export function conditionHolds(condition: VisibleWhen, answer: unknown): boolean {
  const { op, value } = condition;
  switch (op) {
    case 'empty':
      return isBlankAnswer(answer);
    case 'notEmpty':
      return !isBlankAnswer(answer);
    case 'eq':
    case 'ne': {
      const equal = Array.isArray(answer)
        ? answer.some((item) => scalarEquals(item, value))
        : scalarEquals(answer, value);
      return op === 'eq' ? equal : !equal;
    }
    case 'in':
    case 'notIn': {
      const list = Array.isArray(value) ? value : [];
      const inList = (item: unknown) =>
        (typeof item === 'string' || typeof item === 'number') && list.includes(String(item));
      const found = Array.isArray(answer) ? answer.some(inList) : inList(answer);
      return op === 'in' ? found : !found;
    }
    case 'gt':
      return typeof answer === 'number' && typeof value === 'number' && answer > value;
    case 'lt':
      return typeof answer === 'number' && typeof value === 'number' && answer < value;
  }
}

/**
 * Whether a field shows for these answers: it has no condition, or the field its condition names
 * exists, shows itself, and its answer meets the condition. A condition naming a missing field
 * hides the field.
 */
export function isFieldVisible(
  schema: FormSchema,
  field: FormFieldNode,
  answers: Readonly<Record<string, unknown>>,
): boolean {
  const byName = new Map(formFields(schema).map((one) => [one.name, one]));
  const seen = new Set<string>();
  let current: FormFieldNode | undefined = field;
  // Walk up the chain of conditions; a loop (a document the schema check would refuse) hides the field.
  while (current?.visibleWhen) {
    if (seen.has(current.name)) return false;
    seen.add(current.name);
    const condition: VisibleWhen = current.visibleWhen;
    const named = byName.get(condition.field);
    if (!named || named === current) return false;
    if (!conditionHolds(condition, answerOf(answers, named.name))) return false;
    current = named;
  }
  return true;
}
