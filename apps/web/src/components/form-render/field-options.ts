import type { FormFieldNode, FormOptionItem } from '@cbo/contracts';
import { useDict } from '../../core/dict/use-dict';

/** A choice as antd's Select, Radio, Checkbox and Cascader take it. */
export interface ChoiceOption {
  label: string;
  value: string;
  children?: ChoiceOption[];
}

const toChoice = (item: FormOptionItem): ChoiceOption => ({
  label: item.label,
  value: item.value,
  children: item.children?.length ? item.children.map(toChoice) : undefined,
});

/** A field's choices: its static items, or its dictionary's entries (loaded once per session). */
export function useFieldOptions(field: Pick<FormFieldNode, 'options'>): { options: ChoiceOption[]; loading: boolean } {
  const dictType = field.options?.source === 'dict' ? field.options.dictType : undefined;
  const dict = useDict(dictType);
  if (field.options?.source === 'static') return { options: field.options.items.map(toChoice), loading: false };
  return { options: dict.options.map((entry) => ({ label: entry.label, value: entry.value })), loading: dict.loading };
}

/** The labels along a cascader path (values with no choice read as themselves). */
export function pathLabels(options: readonly ChoiceOption[], path: readonly string[]): string[] {
  const labels: string[] = [];
  let level: readonly ChoiceOption[] | undefined = options;
  for (const value of path) {
    const found: ChoiceOption | undefined = level?.find((option) => option.value === value);
    labels.push(found?.label ?? value);
    level = found?.children;
  }
  return labels;
}
