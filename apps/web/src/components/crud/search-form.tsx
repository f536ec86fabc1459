import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, type FormInstance, Input, Select } from 'antd';
import { useDict } from '../../core/dict/use-dict';
import { useT } from '../../core/i18n';
import { searchColumns, searchKindOf } from './columns';
import type { CrudColumn } from './types';

function DictSelect({ type, placeholder, ...rest }: { type: string; placeholder: string; id?: string }) {
  const { options, loading } = useDict(type);
  return (
    <Select
      {...rest}
      allowClear
      loading={loading}
      placeholder={placeholder}
      options={options.map((option) => ({ label: option.label, value: option.value }))}
    />
  );
}

export interface SearchFormProps<Row> {
  /** Prefix of the fields' ids (unique while other cached pages stay mounted). */
  name: string;
  columns: readonly CrudColumn<Row>[];
  form: FormInstance;
  onSearch(values: Record<string, unknown>): void;
  onReset(): void;
}

/** The search form generated from the columns: inputs, dictionary selects and date ranges. */
export function SearchForm<Row>({ name, columns, form, onSearch, onReset }: SearchFormProps<Row>) {
  const t = useT();
  const fields = searchColumns(columns);
  if (fields.length === 0) return null;
  return (
    <Form form={form} name={name} layout="inline" className="cbo-search" onFinish={onSearch}>
      {fields.map((column) => {
        const label = t(column.title);
        const kind = searchKindOf(column);
        return (
          <Form.Item key={column.key} name={column.key as string} label={label} className={`cbo-search__item--${kind}`}>
            {kind === 'select' && column.dict ? (
              <DictSelect type={column.dict} placeholder={t('crud.placeholder.select', { label })} />
            ) : kind === 'dateRange' ? (
              <DatePicker.RangePicker allowClear placeholder={[t('crud.beginDate'), t('crud.endDate')]} />
            ) : (
              <Input allowClear placeholder={t('crud.placeholder.input', { label })} />
            )}
          </Form.Item>
        );
      })}
      <Form.Item className="cbo-search__actions">
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('crud.search')}
        </Button>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            form.resetFields();
            onReset();
          }}
        >
          {t('crud.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}
