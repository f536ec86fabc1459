import { EyeOutlined } from '@ant-design/icons';
import { Button, Drawer, List, Skeleton, Space, Tag, Typography } from 'antd';
import { useT } from '../../../core/i18n';
import { useFormVersions } from './saved-form-api';

export interface VersionsTarget {
  formId: number;
  formName: string;
  /** The newest version's number, tagged in the list. */
  version: number;
}

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
  const versions = useFormVersions(target?.formId);
  return (
    <Drawer
      open={target !== undefined}
      title={t('formPage.versionsTitle', { name: target?.formName ?? '' })}
      size="min(420px, 100vw)"
      onClose={onClose}
      destroyOnHidden
      className="cbo-form-versions"
    >
      {versions.isPending ? (
        <Skeleton active />
      ) : (
        <List
          dataSource={versions.data ?? []}
          locale={{ emptyText: t('formPage.versionsEmpty') }}
          renderItem={(item) => (
            <List.Item
              actions={[
                <Button
                  key="preview"
                  type="link"
                  size="small"
                  icon={<EyeOutlined />}
                  onClick={() => onPreview(item.version)}
                >
                  {t('formPage.preview')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={
                  <Space size={8}>
                    <span>{t('formPage.versionNo', { version: item.version })}</span>
                    {item.version === target?.version && <Tag color="blue">{t('formPage.newest')}</Tag>}
                  </Space>
                }
                description={
                  <Typography.Text type="secondary">
                    {t('formPage.fieldCount')} {item.fieldCount} · {item.createBy ?? '-'} · {item.createTime ?? '-'}
                  </Typography.Text>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}
