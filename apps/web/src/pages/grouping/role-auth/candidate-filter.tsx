import type { CandidateFilter } from '@cbo/contracts';
import { Form, type FormInstance, Input, InputNumber, Select, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { regionOptions, useRegions } from '../../../components/comp/use-regions';
import { useDict } from '../../../core/dict';
import { useT } from '../../../core/i18n';

export type CandidateFilterValues = CandidateFilter;

/** The filter of the add and draw dialogs: field, region (and below), track, load and name. */
export function CandidateFilterForm({
  form,
  name,
  onChange,
}: {
  form: FormInstance<CandidateFilterValues>;
  /** Prefix of the field ids (both dialogs may be mounted together). */
  name: string;
  onChange(values: CandidateFilterValues): void;
}) {
  const t = useT();
  const fields = useDict('comp_expert_field');
  const regions = useRegions();
  const tree = useMemo(() => regionOptions(regions.data ?? []), [regions.data]);
  return (
    <Form
      form={form}
      name={name}
      layout="inline"
      className="cbo-eg-filter"
      onValuesChange={(_changed, all) => onChange(cleanFilter(all))}
    >
      <Form.Item name="field" label={t('eg.filterField')}>
        <Select
          allowClear
          className="cbo-eg-filter__select"
          options={fields.options.map((option) => ({ value: option.value, label: option.label }))}
          loading={fields.loading}
        />
      </Form.Item>
      <Form.Item name="regionCode" label={t('eg.filterRegion')}>
        <TreeSelect allowClear className="cbo-eg-filter__select" treeData={tree} popupMatchSelectWidth={false} />
      </Form.Item>
      <Form.Item name="track" label={t('eg.filterTrack')}>
        <Select
          allowClear
          className="cbo-eg-filter__select"
          options={[
            { value: 'teen', label: t('eg.track.teen') },
            { value: 'adult', label: t('eg.track.adult') },
          ]}
        />
      </Form.Item>
      <Form.Item name="loadAtMost" label={t('eg.filterLoad')} tooltip={t('eg.loadHint')}>
        <InputNumber min={0} max={99} precision={0} />
      </Form.Item>
      <Form.Item name="name" label={t('eg.searchName')}>
        <Input allowClear className="cbo-eg-filter__select" />
      </Form.Item>
    </Form>
  );
}

/** The filter without empty values, as the server takes it. */
export function cleanFilter(values: Partial<CandidateFilterValues>): CandidateFilterValues {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '')
      out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out as CandidateFilterValues;
}
