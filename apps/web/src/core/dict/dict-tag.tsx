import './dict-tag.css';
import { Tag, type TagProps } from 'antd';
import type { DictOption } from './dict-api';
import { useDict } from './use-dict';

type DictValue = string | number | null | undefined;

/** The reference's listClass as antd tag colours ('default' and '' are plain text). */
const TAG_COLOURS: Record<string, TagProps['color']> = {
  primary: 'processing',
  success: 'success',
  info: 'default',
  warning: 'warning',
  danger: 'error',
};

function valuesOf(value: DictValue | readonly DictValue[], separator: string): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value.filter((v) => v !== null && v !== undefined).map(String);
  return String(value).split(separator);
}

export interface DictTagProps {
  /** The entries; or give `type` to load them. */
  options?: readonly DictOption[];
  type?: string;
  /** One value, comma-separated values, or a list. */
  value: DictValue | readonly DictValue[];
  separator?: string;
  /** Show values that have no entry as plain text (the reference's default). */
  showValue?: boolean;
}

/** Dictionary values as tags coloured by their listClass, with their cssClass. */
export function DictTag({ options, type, value, separator = ',', showValue = true }: DictTagProps) {
  const loaded = useDict(options ? undefined : type);
  const entries = options ?? loaded.options;
  const values = valuesOf(value, separator);
  return (
    <span className="cbo-dict-tag">
      {values.map((item, index) => {
        const entry = entries.find((option) => option.value === item);
        const key = `${item}-${index}`;
        if (!entry) return showValue ? <span key={key}>{item}</span> : null;
        const colour = TAG_COLOURS[entry.listClass];
        if (!colour) {
          return (
            <span key={key} className={entry.cssClass || undefined}>
              {entry.label}
            </span>
          );
        }
        return (
          <Tag key={key} color={colour} className={entry.cssClass || undefined}>
            {entry.label}
          </Tag>
        );
      })}
    </span>
  );
}
