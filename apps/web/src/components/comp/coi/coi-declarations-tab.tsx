import { CheckOutlined, CloseOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { type CoiDeclaration, decideCoiDeclaration, listCoiDeclarations } from '@cbo/contracts';
import { App, Button, Form, Input, Select, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useAccess } from '../../../core/access';
import { api } from '../../../core/http/api';
import { useT } from '../../../core/i18n';
import { type CrudColumn, CrudTable, defineResource, ReasonModal } from '../../crud';

const resource = defineResource<CoiDeclaration>({
  name: 'comp/coi/declaration',
  entity: 'coi.declaration.entity',
  rowKey: 'declarationId',
  endpoints: { list: listCoiDeclarations },
  permission: 'comp:coi',
  actions: [],
});

const STATE_COLOURS = { declared: 'warning', confirmed: 'error', dismissed: 'default' } as const;

interface SearchValues {
  status?: string;
  source?: string;
  expertName?: string;
  applicationCode?: string;
}

function filtersOf(values: SearchValues): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values)
      .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])
      .filter(([, value]) => value !== undefined && value !== ''),
  );
}

type Decision = { row: CoiDeclaration; decision: 'confirmed' | 'dismissed' };

/**
 * An edition's declared conflicts and organisers' decisions (docs/conflicts-of-interest.md): filter
 * by status, source, expert and application code; confirm or dismiss a pending one, or dismiss a
 * confirmed one, each with a reason.
 */
export function CoiDeclarationsTab({ competitionId }: { competitionId: number }) {
  const t = useT();
  const { message } = App.useApp();
  const canEdit = useAccess().hasPermi('comp:coi:edit');
  const [searchForm] = Form.useForm<SearchValues>();
  const [deciding, setDeciding] = useState<Decision | null>(null);

  const columns = useMemo<CrudColumn<CoiDeclaration>[]>(
    () => [
      { key: 'expertName', title: 'coi.declaration.expert', width: 110 },
      {
        key: 'applicationCode',
        title: 'coi.declaration.application',
        width: 150,
        render: (_value, row) => (
          <span>
            {row.applicationCode}
            <br />
            <small>{row.projectName}</small>
          </span>
        ),
      },
      {
        key: 'source',
        title: 'coi.declaration.source',
        width: 100,
        render: (_value, row) => t(`coi.source.${row.source}`),
      },
      { key: 'reason', title: 'coi.declaration.reason', width: 180, ellipsis: true },
      {
        key: 'status',
        title: 'coi.declaration.status',
        width: 90,
        render: (_value, row) => <Tag color={STATE_COLOURS[row.status]}>{t(`coi.state.${row.status}`)}</Tag>,
      },
      {
        key: 'decisionReason',
        title: 'coi.declaration.decision',
        width: 160,
        ellipsis: true,
        render: (_value, row) =>
          row.decidedBy ? t('coi.decisionBy', { reason: row.decisionReason ?? '', by: row.decidedBy }) : null,
      },
      { key: 'createTime', title: 'coi.declaration.createTime', valueType: 'dateTime', stacked: true, width: 110 },
    ],
    [t],
  );

  const decide = async (reason: string) => {
    if (!deciding) return false;
    await api(decideCoiDeclaration, {
      params: { declarationId: deciding.row.declarationId },
      body: { decision: deciding.decision, reason },
    });
    message.success(t('coi.decided'));
    setDeciding(null);
    return true;
  };
  const names = deciding && { expert: deciding.row.expertName, code: deciding.row.applicationCode ?? '' };
  const select = (label: string) => t('crud.placeholder.select', { label });
  const input = (label: string) => t('crud.placeholder.input', { label });

  return (
    <>
      <CrudTable
        resource={resource}
        columns={columns}
        filters={{ competitionId }}
        emptyText="coi.noDeclarations"
        search={(slot) => (
          <Form
            form={searchForm}
            name="comp_coi_declaration_search"
            layout="inline"
            className="cbo-search"
            onFinish={(values) => slot.search(filtersOf(values))}
          >
            <Form.Item name="status" label={t('coi.declaration.status')}>
              <Select
                allowClear
                style={{ minWidth: 120 }}
                placeholder={select(t('coi.declaration.status'))}
                options={(['declared', 'confirmed', 'dismissed'] as const).map((value) => ({
                  value,
                  label: t(`coi.state.${value}`),
                }))}
              />
            </Form.Item>
            <Form.Item name="source" label={t('coi.declaration.source')}>
              <Select
                allowClear
                style={{ minWidth: 120 }}
                placeholder={select(t('coi.declaration.source'))}
                options={(['expert', 'organiser'] as const).map((value) => ({
                  value,
                  label: t(`coi.source.${value}`),
                }))}
              />
            </Form.Item>
            <Form.Item name="expertName" label={t('coi.declaration.expert')}>
              <Input allowClear maxLength={30} placeholder={input(t('coi.declaration.expert'))} />
            </Form.Item>
            <Form.Item name="applicationCode" label={t('coi.declaration.application')}>
              <Input allowClear maxLength={30} placeholder={input(t('coi.declaration.application'))} />
            </Form.Item>
            <Form.Item className="cbo-search__actions">
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t('crud.search')}
              </Button>
              <Button
                icon={<ReloadOutlined />}
                onClick={() => {
                  searchForm.resetFields();
                  slot.reset();
                }}
              >
                {t('crud.reset')}
              </Button>
            </Form.Item>
          </Form>
        )}
        rowActions={(row) =>
          canEdit && (
            <>
              {row.status === 'declared' && (
                <Button
                  type="link"
                  size="small"
                  icon={<CheckOutlined />}
                  onClick={() => setDeciding({ row, decision: 'confirmed' })}
                >
                  {t('coi.confirm')}
                </Button>
              )}
              {row.status !== 'dismissed' && (
                <Button
                  type="link"
                  size="small"
                  danger
                  icon={<CloseOutlined />}
                  onClick={() => setDeciding({ row, decision: 'dismissed' })}
                >
                  {t('coi.dismiss')}
                </Button>
              )}
            </>
          )
        }
      />
      <ReasonModal
        requiredMessage={t('coi.reasonRequired')}
        tooLongMessage={t('coi.reasonTooLong')}
        open={deciding !== null}
        title={names ? t(deciding?.decision === 'confirmed' ? 'coi.confirmTitle' : 'coi.dismissTitle', names) : ''}
        okText={deciding?.decision === 'confirmed' ? t('coi.confirm') : t('coi.dismiss')}
        danger={deciding?.decision === 'dismissed'}
        intro={deciding ? t('coi.declaredReason', { reason: deciding.row.reason }) : undefined}
        reasonLabel={t('coi.decisionReason')}
        formName="comp_coi_decision"
        onCancel={() => setDeciding(null)}
        onSubmit={decide}
      />
    </>
  );
}
