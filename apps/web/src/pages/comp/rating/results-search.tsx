import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { listResultVersions, RESULT_FLAGS, type ResultFlag } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, type FormInstance, Input, Select } from 'antd';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { useT } from '../../../core/i18n';

export interface ResultSearchValues {
  reviewGroupId?: number;
  flag?: ResultFlag;
  code?: string;
  versionNo?: number;
}

/** The search values as wire filters: blanks left out, the code trimmed. */
export function resultFiltersOf(values: ResultSearchValues): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  if (values.reviewGroupId) filters.reviewGroupId = values.reviewGroupId;
  if (values.flag) filters.flag = values.flag;
  const code = values.code?.trim();
  if (code) filters.code = code;
  if (values.versionNo) filters.versionNo = values.versionNo;
  return filters;
}

/** The results' filters: review group, flag, code and the version (the latest when left empty). */
export function ResultsSearch({
  taskId,
  groups,
  form,
  onSearch,
  onReset,
}: {
  taskId: number;
  groups: ReadonlyArray<{ value: number; label: string }>;
  form: FormInstance<ResultSearchValues>;
  onSearch(values: ResultSearchValues): void;
  onReset(): void;
}) {
  const t = useT();
  const versions = useQuery({
    queryKey: queryKeyOf(listResultVersions, { taskId }),
    queryFn: async () => (await api(listResultVersions, { params: { taskId } })).data,
  });
  const select = (label: string) => ({
    allowClear: true,
    'aria-label': label,
    placeholder: t('crud.placeholder.select', { label }),
    popupMatchSelectWidth: false,
  });
  return (
    <Form form={form} name="comp_rating_search" layout="inline" className="cbo-search" onFinish={onSearch}>
      <Form.Item name="reviewGroupId" label={t('ratingPage.search.group')}>
        <Select {...select(t('ratingPage.search.group'))} options={[...groups]} />
      </Form.Item>
      <Form.Item name="flag" label={t('ratingPage.search.flag')}>
        <Select
          {...select(t('ratingPage.search.flag'))}
          options={RESULT_FLAGS.map((flag) => ({ value: flag, label: t(`ratingPage.flag.${flag}`) }))}
        />
      </Form.Item>
      <Form.Item name="code" label={t('ratingPage.search.code')}>
        <Input
          allowClear
          maxLength={30}
          placeholder={t('crud.placeholder.input', { label: t('ratingPage.search.code') })}
        />
      </Form.Item>
      <Form.Item name="versionNo" label={t('ratingPage.search.version')}>
        <Select
          {...select(t('ratingPage.search.version'))}
          placeholder={t('ratingPage.latest')}
          loading={versions.isLoading}
          options={(versions.data ?? []).map((version) => ({
            value: version.versionNo,
            label: t('ratingPage.version', { no: version.versionNo }),
          }))}
        />
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
