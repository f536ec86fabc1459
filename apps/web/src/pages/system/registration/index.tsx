import { CheckOutlined, CloseOutlined, MessageOutlined } from '@ant-design/icons';
import { approveRegistration, listRegistrations, type RegistrationRow, rejectRegistration } from '@cbo/contracts';
import { App, Button, Popconfirm, Segmented, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { type CrudColumn, CrudTable, defineResource, StackedDateTime } from '../../../components/crud';
import { useAccess } from '../../../core/access/use-access';
import { api } from '../../../core/http/api';
import { type TranslationKey, useT } from '../../../core/i18n';
import { RejectDialog } from './reject-dialog';
import { useRegistrationBatch } from './use-registration-batch';
import './registration.css';

const resource = defineResource<RegistrationRow>({
  name: 'system/registration',
  entity: 'nb.reg.entity',
  rowKey: 'userId',
  endpoints: { list: listRegistrations },
  permission: 'system:registration',
  actions: [],
});

const STATUS_COLORS: Record<RegistrationRow['status'], string> = { '1': 'processing', '0': 'success', '2': 'error' };

/** Registration review (/system/registration): accounts from /register wait here for approval or rejection. */
function RegistrationPage() {
  const t = useT();
  const { message } = App.useApp();
  const access = useAccess();
  const canReview = access.hasPermi('system:registration:review');
  const [status, setStatus] = useState<string>('1');
  const [rejecting, setRejecting] = useState<{ row: RegistrationRow; refresh: () => Promise<void> } | null>(null);
  const batch = useRegistrationBatch(status === '1');

  const columns = useMemo<CrudColumn<RegistrationRow>[]>(
    () => [
      { key: 'userName', title: 'nb.reg.userName', width: 120, ellipsis: true },
      // The reviewer checks the number before approving: it stays in the list.
      { key: 'mobile', title: 'nb.reg.mobile', hideInSearch: true, width: 112 },
      { key: 'requestedRoleName', title: 'nb.reg.role', hideInSearch: true, width: 100, ellipsis: true },
      {
        key: 'createTime',
        title: 'nb.reg.createTime',
        hideInSearch: true,
        width: 100,
        render: (value) => <StackedDateTime value={value as string | null} />,
      },
      {
        key: 'status',
        title: 'nb.reg.status',
        hideInSearch: true,
        width: 110,
        // The decision's SMS under the status: one column less, so the list fits at 1280 px (issue 30).
        render: (_value, row) => (
          <div className="cbo-registration__status">
            <span>
              <Tag color={STATUS_COLORS[row.status]}>{t(`nb.reg.status.${row.status}` as TranslationKey)}</Tag>
              {row.autoApproved === '1' && <Tag>{t('nb.reg.auto')}</Tag>}
            </span>
            {row.smsStatus && (
              <Tag
                icon={<MessageOutlined />}
                color={row.smsStatus === '0' ? 'success' : 'error'}
                title={t('nb.reg.sms')}
              >
                {t(`nb.reg.sms.${row.smsStatus}` as TranslationKey)}
              </Tag>
            )}
          </div>
        ),
      },
      { key: 'reason', title: 'nb.reg.reason', hideInSearch: true, width: 120, ellipsis: true },
      {
        key: 'decidedAt',
        title: 'nb.reg.decided',
        hideInSearch: true,
        width: 110,
        render: (_value, row) =>
          row.decidedBy ? (
            <div className="cbo-registration__decided">
              <span>{row.decidedBy}</span>
              <span>{row.decidedAt}</span>
            </div>
          ) : (
            '-'
          ),
      },
    ],
    [t],
  );

  const approve = async (row: RegistrationRow, refresh: () => Promise<void>) => {
    try {
      await api(approveRegistration, { params: { userId: row.userId } });
    } catch {
      return;
    }
    message.success(t('nb.reg.approved'));
    await refresh();
  };

  const reject = async (row: RegistrationRow, reason: string, refresh: () => Promise<void>) => {
    try {
      await api(rejectRegistration, { params: { userId: row.userId }, body: { reason } });
    } catch {
      return false;
    }
    message.success(t('nb.reg.rejected'));
    await refresh();
    return true;
  };

  return (
    <>
      <CrudTable
        resource={resource}
        columns={columns}
        filters={{ status }}
        selectable={canReview}
        batchActions={batch.batchActions}
        toolbar={() => (
          <Segmented
            value={status}
            onChange={(value) => setStatus(String(value))}
            options={[
              { value: '1', label: t('nb.reg.status.1') },
              { value: '0', label: t('nb.reg.status.0') },
              { value: '2', label: t('nb.reg.status.2') },
              { value: '', label: t('nb.reg.all') },
            ]}
          />
        )}
        rowActions={(row, { refresh }) =>
          canReview &&
          row.status === '1' && (
            <>
              <Popconfirm
                title={t('nb.reg.approveConfirm', {
                  name: row.userName,
                  role: row.requestedRoleName ?? row.requestedRole,
                })}
                okText={t('client.confirm')}
                cancelText={t('crud.cancel')}
                onConfirm={() => approve(row, refresh)}
              >
                <Button type="link" size="small" icon={<CheckOutlined />}>
                  {t('nb.reg.approve')}
                </Button>
              </Popconfirm>
              <Button
                type="link"
                size="small"
                danger
                icon={<CloseOutlined />}
                onClick={() => setRejecting({ row, refresh })}
              >
                {t('nb.reg.reject')}
              </Button>
            </>
          )
        }
      />
      <RejectDialog
        open={rejecting !== null}
        title={t('nb.reg.rejectTitle', { name: rejecting?.row.userName ?? '' })}
        onReject={(reason) => (rejecting ? reject(rejecting.row, reason, rejecting.refresh) : Promise.resolve(false))}
        onClose={() => setRejecting(null)}
      />
      <RejectDialog
        open={batch.rejecting !== null}
        title={batch.rejecting?.title ?? ''}
        onReject={(reason) => batch.rejecting?.onReject(reason) ?? Promise.resolve(false)}
        onClose={() => batch.rejecting?.onClose()}
      />
    </>
  );
}

export { RegistrationPage as Component };
