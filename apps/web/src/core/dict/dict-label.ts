import type { DictOption } from './dict-api';

type DictValue = string | number | boolean | null | undefined;

/** docs/web-client.md section 7: the label of one value; a value with no entry reads as itself. */
export function dictLabel(options: readonly Pick<DictOption, 'label' | 'value'>[], value: DictValue): string {
  if (value === undefined || value === null) return '';
  const text = String(value);
  return options.find((option) => option.value === text)?.label ?? text;
}

/**
 * docs/web-client.md section 7: the labels of comma-separated values (or a list), joined with the same
 * separator; values with no entry read as themselves.
 */
export function dictLabels(
  options: readonly Pick<DictOption, 'label' | 'value'>[],
  value: DictValue | readonly DictValue[],
  separator = ',',
): string {
  if (value === undefined || value === null) return '';
  const text = Array.isArray(value) ? value.join(separator) : String(value);
  if (text.length === 0) return '';
  return text
    .split(separator)
    .map((part) => dictLabel(options, part))
    .join(separator);
}
