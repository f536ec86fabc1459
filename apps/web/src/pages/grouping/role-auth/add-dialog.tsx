import { addExpertGroupMembers, type ExpertCandidate, type ExpertGroupSummary } from '@cbo/contracts';
import { Alert, App, Empty, Form, Input, Modal, Table } from 'antd';
import { useState } from 'react';
import { api } from '../../../core/http/api';
import { useT } from '../../../core/i18n';
import { candidateColumns } from './candidate-columns';
import { CandidateFilterForm, type CandidateFilterValues } from './candidate-filter';
import { useCandidates } from './use-candidates';

interface Props {
  group: ExpertGroupSummary;
  open: boolean;
  onClose(): void;
}

/**
 * 添加专家: the pool's active experts not in the group, filtered, each with its conflict-of-interest
 * verdict against the group's applications. A blocked candidate cannot be chosen; a warned one
 * needs a reason (logged by the server, which checks everything again).
 */
export function AddDialog({ group, open, onClose }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<CandidateFilterValues>();
  const [filter, setFilter] = useState<CandidateFilterValues>({});
  const [selected, setSelected] = useState<number[]>([]);
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);
  const candidates = useCandidates(group.expertGroupId, filter, open);
  const left = Math.max(0, group.capacity - group.memberCount);
  const rows = candidates.data ?? [];
  const chosen = rows.filter((row) => selected.includes(row.expertId));
  const missingReason = chosen.filter((row) => row.verdict === 'warn' && !reasons[row.expertId]?.trim());

  const reset = () => {
    form.resetFields();
    setFilter({});
    setSelected([]);
    setReasons({});
    setTried(false);
  };
  const close = () => {
    reset();
    onClose();
  };
  const submit = async () => {
    setTried(true);
    if (selected.length === 0 || selected.length > left || missingReason.length > 0) return;
    setSaving(true);
    try {
      await api(addExpertGroupMembers, {
        params: { expertGroupId: group.expertGroupId },
        body: {
          experts: chosen.map((row) => ({
            expertId: row.expertId,
            ...(row.verdict === 'warn' ? { reason: reasons[row.expertId].trim() } : {}),
          })),
        },
      });
      message.success(t('eg.added', { count: chosen.length }));
      close();
    } catch {
      // The request client has shown the server's refusal; the dialog stays for a correction.
    } finally {
      setSaving(false);
    }
  };

  const columns = [
    ...candidateColumns(t),
    {
      key: 'reason',
      title: t('eg.reason'),
      width: 220,
      render: (_v: unknown, row: ExpertCandidate) =>
        row.verdict === 'warn' && selected.includes(row.expertId) ? (
          <Input.TextArea
            aria-label={t('eg.reasonFor', { name: row.nickName })}
            placeholder={t('eg.reasonPlaceholder')}
            autoSize={{ minRows: 1, maxRows: 3 }}
            maxLength={500}
            status={tried && !reasons[row.expertId]?.trim() ? 'error' : undefined}
            value={reasons[row.expertId] ?? ''}
            onChange={(event) => setReasons((previous) => ({ ...previous, [row.expertId]: event.target.value }))}
          />
        ) : null,
    },
  ];

  return (
    <Modal
      open={open}
      title={t('eg.addTitle', { name: group.groupName })}
      width={1100}
      onCancel={close}
      onOk={submit}
      okText={t('eg.confirmAdd')}
      cancelText={t('crud.cancel')}
      okButtonProps={{ loading: saving, disabled: selected.length === 0 }}
      destroyOnHidden
    >
      <CandidateFilterForm form={form} name="eg_add" onChange={setFilter} />
      <div className="cbo-eg__dialog-status">
        <span>{left > 0 ? t('eg.capacityLeft', { count: left }) : t('eg.full')}</span>
        <span>{t('eg.selected', { count: selected.length })}</span>
      </div>
      {tried && selected.length > left && (
        <Alert type="error" showIcon title={t('eg.tooMany', { count: selected.length, left })} />
      )}
      {tried && missingReason.length > 0 && <Alert type="error" showIcon title={t('eg.reasonsNeeded')} />}
      <Table<ExpertCandidate>
        rowKey="expertId"
        size="small"
        aria-label={t('eg.candidates')}
        columns={columns}
        dataSource={rows}
        loading={candidates.isFetching}
        scroll={{ x: 'max-content', y: 420 }}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('eg.candidatesEmpty')} /> }}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          columnWidth: 40,
          getCheckboxProps: (row) => ({
            disabled: row.verdict === 'block',
            name: row.nickName,
            'aria-label': row.nickName,
          }),
          onChange: (keys) => setSelected(keys.map(Number)),
        }}
      />
    </Modal>
  );
}
