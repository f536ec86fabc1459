import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form, type FormInstance, Input, Select, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { regionOptions, useRegions } from '../../../components/comp/use-regions';
import { useDict } from '../../../core/dict/use-dict';
import { useT } from '../../../core/i18n';
import { EXPERT_DICTS, useTrackOptions } from './expert-options';

export interface ExpertSearchValues {
  nickName?: string;
  field?: string;
  industry?: string;
  title?: string;
  regionCode?: string;
  status?: string;
  track?: string;
}

/** The search values as wire filters: texts trimmed, blanks left out. */
export function expertFiltersOf(values: ExpertSearchValues): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text !== undefined && text !== null && text !== '') filters[key] = text;
  }
  return filters;
}

function DictFilter({ type, ...rest }: { type: string; placeholder: string; id?: string }) {
  const dict = useDict(type);
  return (
    <Select
      {...rest}
      allowClear
      loading={dict.loading}
      options={dict.options.map((option) => ({ value: option.value, label: option.label }))}
    />
  );
}

interface Props {
  form: FormInstance<ExpertSearchValues>;
  onSearch(values: ExpertSearchValues): void;
  onReset(): void;
}

/** The pool's filters: name or account, field, industry, title, region (its whole subtree), status, track. */
export function ExpertSearch({ form, onSearch, onReset }: Props) {
  const t = useT();
  const regions = useRegions();
  const tree = useMemo(() => regionOptions(regions.data ?? []), [regions.data]);
  const tracks = useTrackOptions();
  const select = (label: string) => t('crud.placeholder.select', { label });
  return (
    <Form form={form} name="comp_expert_search" layout="inline" className="cbo-search" onFinish={onSearch}>
      <Form.Item name="nickName" label={t('expert.nickName')}>
        <Input allowClear maxLength={30} placeholder={t('crud.placeholder.input', { label: t('expert.nickName') })} />
      </Form.Item>
      <Form.Item name="field" label={t('expert.fields')}>
        <DictFilter type={EXPERT_DICTS.fields} placeholder={select(t('expert.fields'))} />
      </Form.Item>
      <Form.Item name="industry" label={t('expert.industries')}>
        <DictFilter type={EXPERT_DICTS.industries} placeholder={select(t('expert.industries'))} />
      </Form.Item>
      <Form.Item name="title" label={t('expert.title')}>
        <DictFilter type={EXPERT_DICTS.title} placeholder={select(t('expert.title'))} />
      </Form.Item>
      <Form.Item name="regionCode" label={t('expert.region')}>
        <TreeSelect
          allowClear
          showSearch={{ treeNodeFilterProp: 'title' }}
          treeDefaultExpandAll
          loading={regions.isLoading}
          treeData={tree}
          placeholder={select(t('expert.region'))}
        />
      </Form.Item>
      <Form.Item name="status" label={t('expert.status')}>
        <DictFilter type={EXPERT_DICTS.status} placeholder={select(t('expert.status'))} />
      </Form.Item>
      <Form.Item name="track" label={t('expert.tracks')}>
        <Select allowClear options={tracks} placeholder={select(t('expert.tracks'))} />
      </Form.Item>
      <Form.Item className="cbo-search__actions">
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('crud.search')}
        </Button>
        <Button icon={<ReloadOutlined />} onClick={onReset}>
          {t('crud.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}
