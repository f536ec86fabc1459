import { EyeOutlined } from '@ant-design/icons';
import type { SavedFormVersion } from '@cbo/contracts';
import { Button, Drawer, Space, Table, type TableColumnsType, Tag } from 'antd';
import { StackedDateTime } from '../../../components/crud';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { useT } from '../../../core/i18n';
import { useFormVersions } from './saved-form-api';

export interface VersionsTarget {
  formId: number;
  formName: string;
  /** The newest version's number, tagged in the list. */
  version: number;
}

type VersionRow = Omit<SavedFormVersion, 'formContent'>;

/** A form's saved versions, newest first; each may be previewed (versions never change). */
export function FormVersions({
  target,
  onClose,
  onPreview,
}: {
  target: VersionsTarget | undefined;
  onClose(): void;
  onPreview(version: number): void;
}) {
  const t = useT();
  const mobile = useIsMobile();
  const versions = useFormVersions(target?.formId);
  const columns: TableColumnsType<VersionRow> = [
    {
      key: 'version',
      title: t('formPage.versionCol'),
      render: (_, row) => (
        <Space size={4} wrap>
          <span>{t('formPage.versionNo', { version: row.version })}</span>
          {row.version === target?.version && <Tag color="blue">{t('formPage.newest')}</Tag>}
        </Space>
      ),
    },
    { key: 'fieldCount', dataIndex: 'fieldCount', title: t('formPage.fieldCount') },
    {
      key: 'saved',
      title: t('formPage.createdBy'),
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <span>{row.createBy ?? '-'}</span>
          {row.createTime && <StackedDateTime value={row.createTime} />}
        </Space>
      ),
    },
    {
      key: 'actions',
      title: t('crud.actions'),
      render: (_, row) => (
        <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => onPreview(row.version)}>
          {t('formPage.preview')}
        </Button>
      ),
    },
  ];
  return (
    <Drawer
      open={target !== undefined}
      title={t('formPage.versionsTitle', { name: target?.formName ?? '' })}
      size={mobile ? '100%' : 560}
      onClose={onClose}
      destroyOnHidden
      className="cbo-form-versions"
    >
      <Table<VersionRow>
        size="small"
        rowKey="version"
        loading={versions.isPending}
        columns={columns}
        dataSource={versions.data ?? []}
        pagination={false}
        locale={{ emptyText: t('formPage.versionsEmpty') }}
      />
    </Drawer>
  );
}
