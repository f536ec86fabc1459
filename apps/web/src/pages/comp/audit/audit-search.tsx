import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form, type FormInstance, Input, Select, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { OrganisationSelect } from '../../../components/comp/organisation-select';
import { useTracks } from '../../../components/comp/use-edition-tracks';
import { regionOptions } from '../../../components/comp/use-regions';
import { useT } from '../../../core/i18n';
import { useAuditRegions } from './audit-api';

export interface AuditSearchValues {
  categoryId?: number;
  regionCode?: string;
  orgId?: number | null;
  projectName?: string;
  leaderName?: string;
}

/** The search values as wire filters: texts trimmed, blanks left out. */
export function auditFiltersOf(values: AuditSearchValues): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text !== undefined && text !== null && text !== '') filters[key] = text;
  }
  return filters;
}

interface Props {
  form: FormInstance<AuditSearchValues>;
  competitionId: number | null;
  trackId: number | null | undefined;
  onSearch(values: AuditSearchValues): void;
  onReset(): void;
}

/**
 * The queue's filters: group category of the track, region (only those within the auditor's own
 * scope are offered, and the server refuses others), organisation, project and leader name.
 */
export function AuditSearch({ form, competitionId, trackId, onSearch, onReset }: Props) {
  const t = useT();
  const tracks = useTracks(competitionId);
  const track = tracks.data?.find((item) => item.trackId === trackId);
  const regions = useAuditRegions(competitionId);
  const tree = useMemo(() => regionOptions(regions.data ?? []), [regions.data]);
  const select = (label: string) => t('crud.placeholder.select', { label });
  const input = (label: string) => t('crud.placeholder.input', { label });
  return (
    <Form form={form} name="comp_audit_search" layout="inline" className="cbo-search" onFinish={onSearch}>
      <Form.Item name="categoryId" label={t('apply.category')}>
        <Select
          allowClear
          placeholder={select(t('apply.category'))}
          options={(track?.categories ?? []).map((c) => ({ value: c.categoryId, label: c.name }))}
        />
      </Form.Item>
      <Form.Item name="regionCode" label={t('apply.region')}>
        <TreeSelect
          allowClear
          showSearch
          treeDefaultExpandAll
          loading={regions.isLoading}
          treeNodeFilterProp="title"
          treeData={tree}
          placeholder={select(t('apply.region'))}
        />
      </Form.Item>
      <Form.Item name="orgId" label={t('apply.organisation')}>
        <OrganisationSelect placeholder={select(t('apply.organisation'))} />
      </Form.Item>
      <Form.Item name="projectName" label={t('apply.projectName')}>
        <Input allowClear maxLength={100} placeholder={input(t('apply.projectName'))} />
      </Form.Item>
      <Form.Item name="leaderName" label={t('apply.leaderName')}>
        <Input allowClear maxLength={30} placeholder={input(t('apply.leaderName'))} />
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
