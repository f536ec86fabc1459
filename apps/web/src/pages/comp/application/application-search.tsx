import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { MOBILE_PATTERN } from '@cbo/contracts';
import { Button, DatePicker, Form, type FormInstance, Input, Select, TreeSelect } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { OrganisationSelect } from '../../../components/comp/organisation-select';
import { useTracks } from '../../../components/comp/use-edition-tracks';
import { useEditionOptions } from '../../../components/comp/use-editions';
import { regionOptions, useRegions } from '../../../components/comp/use-regions';
import { useDict } from '../../../core/dict/use-dict';
import { addDateRange } from '../../../core/format/date-range';
import { useT } from '../../../core/i18n';

export const ID_NUMBER_PATTERN = /^(\d{17}[\dXx]|\d{15})$/;

export interface SearchValues {
  competitionId?: number;
  trackId?: number;
  categoryId?: number;
  code?: string;
  projectName?: string;
  industry?: string;
  regionCode?: string;
  orgId?: number | null;
  leaderName?: string;
  leaderMobile?: string;
  idNumber?: string;
  createTime?: [Dayjs | null, Dayjs | null] | null;
}

/** The search values as wire filters: texts trimmed, blanks left out, the date range as params[beginTime]/[endTime]. */
export function filtersOf(values: SearchValues): Record<string, unknown> {
  const { createTime, ...rest } = values;
  let filters: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text !== undefined && text !== null && text !== '') filters[key] = text;
  }
  const [begin, end] = createTime ?? [];
  if (begin || end) {
    filters = addDateRange(filters, [begin?.format('YYYY-MM-DD') ?? '', end?.format('YYYY-MM-DD') ?? '']);
  }
  return filters;
}

interface Props {
  form: FormInstance<SearchValues>;
  onSearch(values: SearchValues): void;
  onReset(): void;
}

/** Every filter of the list; leader mobile and ID number match exactly (the server keeps only their digests). */
export function ApplicationSearch({ form, onSearch, onReset }: Props) {
  const t = useT();
  const editions = useEditionOptions();
  const competitionId = Form.useWatch('competitionId', form);
  const trackId = Form.useWatch('trackId', form);
  const tracks = useTracks(competitionId);
  const track = tracks.data?.find((item) => item.trackId === trackId);
  const industries = useDict('comp_industry');
  const regions = useRegions();
  const tree = useMemo(() => regionOptions(regions.data ?? []), [regions.data]);
  const select = (label: string) => t('crud.placeholder.select', { label });
  const input = (label: string) => t('crud.placeholder.input', { label });

  return (
    <Form
      form={form}
      name="comp_application_search"
      layout="inline"
      className="cbo-search cbo-apply-search"
      onFinish={onSearch}
      onValuesChange={(changed) => {
        // A track belongs to one edition and a group to one track.
        if ('competitionId' in changed) form.setFieldsValue({ trackId: undefined, categoryId: undefined });
        if ('trackId' in changed) form.setFieldsValue({ categoryId: undefined });
      }}
    >
      <Form.Item name="competitionId" label={t('apply.edition')}>
        <Select
          allowClear
          loading={editions.isLoading}
          placeholder={select(t('apply.edition'))}
          options={(editions.data ?? []).map((e) => ({ value: e.competitionId, label: e.competitionName }))}
        />
      </Form.Item>
      <Form.Item name="trackId" label={t('apply.track')}>
        <Select
          allowClear
          placeholder={select(t('apply.track'))}
          options={(tracks.data ?? []).map((item) => ({ value: item.trackId, label: item.trackName }))}
        />
      </Form.Item>
      <Form.Item name="categoryId" label={t('apply.category')}>
        <Select
          allowClear
          disabled={!track}
          placeholder={select(t('apply.category'))}
          options={(track?.categories ?? []).map((c) => ({ value: c.categoryId, label: c.name }))}
        />
      </Form.Item>
      <Form.Item name="code" label={t('apply.code')}>
        <Input allowClear placeholder={input(t('apply.code'))} />
      </Form.Item>
      <Form.Item name="projectName" label={t('apply.projectName')}>
        <Input allowClear placeholder={input(t('apply.projectName'))} />
      </Form.Item>
      <Form.Item name="industry" label={t('apply.industry')}>
        <Select
          allowClear
          loading={industries.loading}
          placeholder={select(t('apply.industry'))}
          options={industries.options.map((o) => ({ value: o.value, label: o.label }))}
        />
      </Form.Item>
      <Form.Item name="regionCode" label={t('apply.region')}>
        <TreeSelect
          allowClear
          showSearch
          treeNodeFilterProp="title"
          treeData={tree}
          placeholder={select(t('apply.region'))}
        />
      </Form.Item>
      <Form.Item name="orgId" label={t('apply.organisation')}>
        <OrganisationSelect placeholder={select(t('apply.organisation'))} />
      </Form.Item>
      <Form.Item name="leaderName" label={t('apply.leaderName')}>
        <Input allowClear placeholder={input(t('apply.leaderName'))} />
      </Form.Item>
      <Form.Item
        name="leaderMobile"
        label={t('apply.leaderMobile')}
        tooltip={t('apply.exactHint')}
        rules={[{ pattern: MOBILE_PATTERN, message: t('apply.mobileFormat') }]}
      >
        <Input allowClear maxLength={11} placeholder={t('apply.exactMobile')} />
      </Form.Item>
      <Form.Item
        name="idNumber"
        label={t('apply.idNumber')}
        tooltip={t('apply.exactHint')}
        rules={[{ pattern: ID_NUMBER_PATTERN, message: t('apply.idFormat') }]}
      >
        <Input allowClear maxLength={18} placeholder={t('apply.exactId')} />
      </Form.Item>
      <Form.Item name="createTime" label={t('field.createTime')} className="cbo-search__item--dateRange">
        <DatePicker.RangePicker allowClear placeholder={[t('crud.beginDate'), t('crud.endDate')]} />
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
