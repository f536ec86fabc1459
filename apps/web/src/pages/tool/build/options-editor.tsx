import { ArrowDownOutlined, ArrowUpOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { FormOptionItem, FormOptions } from '@cbo/contracts';
import { Button, Input, Radio, Select, Space } from 'antd';
import { useDictTypes } from '../../../core/dict/use-dict-types';
import { useT } from '../../../core/i18n';

/** The first value not yet used among siblings: 1, 2, 3 ... (values must differ). */
function freshValue(items: FormOptionItem[]): string {
  const used = new Set(items.map((item) => item.value));
  let n = items.length + 1;
  while (used.has(String(n))) n += 1;
  return String(n);
}

const move = <T,>(list: T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

interface ItemsProps {
  items: FormOptionItem[];
  onChange: (items: FormOptionItem[]) => void;
  /** A cascader's options nest; others are one level. */
  nested: boolean;
  depth?: number;
}

/** A static option list: label and value per item, add, remove, up and down; children for a cascader. */
function OptionItems({ items, onChange, nested, depth = 0 }: ItemsProps) {
  const t = useT();
  const change = (index: number, patch: Partial<FormOptionItem>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const add = () =>
    onChange([...items, { label: t('formBuilder.newOption', { n: items.length + 1 }), value: freshValue(items) }]);
  return (
    <div className={depth > 0 ? 'form-builder__options is-nested' : 'form-builder__options'}>
      {items.map((item, index) => (
        // Items have no id of their own; their position is their identity while editing.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <div key={index} className="form-builder__option">
          <Space.Compact block>
            <Input
              value={item.label}
              aria-label={`${t('formBuilder.options.label')} ${index + 1}`}
              placeholder={t('formBuilder.options.label')}
              onChange={(event) => change(index, { label: event.target.value })}
            />
            <Input
              value={item.value}
              aria-label={`${t('formBuilder.options.value')} ${index + 1}`}
              placeholder={t('formBuilder.options.value')}
              onChange={(event) => change(index, { value: event.target.value })}
            />
          </Space.Compact>
          <Space size={0}>
            <Button
              type="text"
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={t('formBuilder.moveUp')}
              disabled={index === 0}
              onClick={() => onChange(move(items, index, index - 1))}
            />
            <Button
              type="text"
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={t('formBuilder.moveDown')}
              disabled={index === items.length - 1}
              onClick={() => onChange(move(items, index, index + 1))}
            />
            {nested && depth < 2 && (
              <Button
                type="text"
                size="small"
                icon={<PlusOutlined />}
                aria-label={t('formBuilder.options.addChild')}
                title={t('formBuilder.options.addChild')}
                onClick={() =>
                  change(index, {
                    children: [
                      ...(item.children ?? []),
                      {
                        label: t('formBuilder.newOption', { n: (item.children?.length ?? 0) + 1 }),
                        value: freshValue(item.children ?? []),
                      },
                    ],
                  })
                }
              />
            )}
            <Button
              type="text"
              size="small"
              danger
              icon={<MinusCircleOutlined />}
              aria-label={t('formBuilder.remove')}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
            />
          </Space>
          {item.children && item.children.length > 0 && (
            <OptionItems
              items={item.children}
              nested={nested}
              depth={depth + 1}
              onChange={(children) => change(index, { children: children.length > 0 ? children : undefined })}
            />
          )}
        </div>
      ))}
      {depth === 0 && (
        <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={add} block>
          {t('formBuilder.options.add')}
        </Button>
      )}
    </div>
  );
}

export interface OptionsEditorProps {
  value: FormOptions | undefined;
  onChange: (options: FormOptions) => void;
  nested: boolean;
}

/** Options from a static list or from a dictionary type (chosen from the dictionary types). */
export function OptionsEditor({ value, onChange, nested }: OptionsEditorProps) {
  const t = useT();
  const options = value ?? { source: 'static' as const, items: [] };
  const dictTypes = useDictTypes();
  return (
    <Space orientation="vertical" className="form-builder__wide">
      <Radio.Group
        optionType="button"
        size="small"
        value={options.source}
        onChange={(event) =>
          onChange(event.target.value === 'dict' ? { source: 'dict', dictType: '' } : { source: 'static', items: [] })
        }
        options={[
          { value: 'static', label: t('formBuilder.options.static') },
          // A cascader's choices nest, which a dictionary's do not (docs/form-schema.md).
          { value: 'dict', label: t('formBuilder.options.dict'), disabled: nested },
        ]}
      />
      {options.source === 'static' ? (
        <OptionItems
          items={options.items}
          nested={nested}
          onChange={(items) => onChange({ source: 'static', items })}
        />
      ) : (
        <Select
          aria-label={t('formBuilder.options.dictType')}
          placeholder={t('formBuilder.options.dictType')}
          showSearch={{ optionFilterProp: 'label' }}
          loading={dictTypes.isLoading}
          value={options.dictType || undefined}
          onChange={(dictType: string) => onChange({ source: 'dict', dictType })}
          options={(dictTypes.data ?? []).map((row) => ({
            value: row.dictType,
            label: `${row.dictName} (${row.dictType})`,
          }))}
        />
      )}
    </Space>
  );
}
