import { FileExcelOutlined, ReloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import {
  type ChainVerifyAnswer,
  type ReviewTask,
  type TaskAssignment,
  unlockSheet,
  verifyTaskChains,
} from '@cbo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Table } from 'antd';
import { useState } from 'react';
import { Pagination, ReasonModal } from '../../../../components/crud';
import { useAccess } from '../../../../core/access';
import { api } from '../../../../core/http/api';
import { useT } from '../../../../core/i18n';
import { assignmentColumns, type RowAction } from './assignment-columns';
import { AssignmentFilterForm } from './assignment-filter';
import { type AssignmentFilter, FIRST_PAGE, OPEN_TASK, refreshTask, useAssignments } from './assignments-api';
import { SheetImportDialog } from './import-dialog';
import { ProxyDialog } from './proxy-dialog';
import { ReassignDialog } from './reassign-dialog';
import { VerifyResult } from './verify-result';
import './assignments.css';

type Acting = { action: RowAction; row: TaskAssignment } | null;

/**
 * A review task's assignments (docs/review-tasks.md, The page: assignments): paged and filtered on
 * the server, voided rows muted with their reason; reassign, unlock and paper entry per row and the
 * offline import with comp:taskinfo:assign, the chain check with comp:taskinfo:query.
 */
export function TaskAssignments({ task }: { task: ReviewTask }) {
  const t = useT();
  const { message } = App.useApp();
  const access = useAccess();
  const queryClient = useQueryClient();
  const canAssign = access.hasPermi('comp:taskinfo:assign');
  const canQuery = access.hasPermi('comp:taskinfo:query');
  const [filter, setFilter] = useState<AssignmentFilter>({});
  const [page, setPage] = useState(FIRST_PAGE);
  const list = useAssignments(task.taskId, filter, page);
  const [acting, setActing] = useState<Acting>(null);
  const [importing, setImporting] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [verified, setVerified] = useState<ChainVerifyAnswer | null>(null);
  const target = (action: RowAction) => (acting?.action === action ? acting.row : null);

  const verify = async () => {
    setVerifying(true);
    try {
      setVerified((await api(verifyTaskChains, { params: { taskId: task.taskId } })).data);
    } catch {
      // The client has shown why.
    } finally {
      setVerifying(false);
    }
  };

  const unlocking = target('unlock');
  const columns = assignmentColumns({ t, task, canAssign, onAction: (action, row) => setActing({ action, row }) });
  const emptyText = list.isError ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('assign.loadFailed')}>
      <Button onClick={() => void list.refetch()}>{t('crud.retry')}</Button>
    </Empty>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('assign.empty')} />
  );

  return (
    <div className="cbo-assign">
      <AssignmentFilterForm
        taskId={task.taskId}
        onSearch={(next) => {
          setFilter(next);
          setPage((previous) => ({ ...previous, page: 1 }));
        }}
      />
      <div className="cbo-assign__toolbar">
        {canAssign && OPEN_TASK.has(task.status) && (
          <Button icon={<FileExcelOutlined />} onClick={() => setImporting(true)}>
            {t('assign.import')}
          </Button>
        )}
        {canQuery && (
          <Button icon={<SafetyCertificateOutlined />} loading={verifying} onClick={verify}>
            {t('assign.verify')}
          </Button>
        )}
        <Button
          icon={<ReloadOutlined />}
          aria-label={t('crud.refresh')}
          className="cbo-assign__refresh"
          onClick={() => void list.refetch()}
        />
      </div>
      {verified && <VerifyResult answer={verified} onClose={() => setVerified(null)} />}
      <Table<TaskAssignment>
        rowKey="assignmentId"
        size="middle"
        columns={columns}
        dataSource={list.data?.rows ?? []}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText }}
        rowClassName={(row) => (row.status === 'voided' ? 'cbo-assign__row--voided' : '')}
      />
      <Pagination
        hidden={(list.data?.total ?? 0) === 0}
        total={list.data?.total ?? 0}
        page={page.page}
        limit={page.limit}
        onPagination={setPage}
        autoScroll={false}
      />
      <ReassignDialog taskId={task.taskId} target={target('reassign')} onClose={() => setActing(null)} />
      <ProxyDialog task={task} target={target('proxy')} onClose={() => setActing(null)} />
      <ReasonModal
        open={unlocking !== null}
        danger
        title={unlocking ? t('assign.unlockTitle', { expert: unlocking.nickName, code: unlocking.code }) : ''}
        okText={t('assign.unlock')}
        intro={t('assign.unlockIntro')}
        reasonLabel={t('assign.reason')}
        formName="assign_unlock"
        onCancel={() => setActing(null)}
        onSubmit={async (reason) => {
          if (!unlocking) return false;
          await api(unlockSheet, { params: { assignmentId: unlocking.assignmentId }, body: { reason } });
          await refreshTask(queryClient);
          message.success(t('assign.unlocked'));
          setActing(null);
          return true;
        }}
      />
      <SheetImportDialog task={task} open={importing} onClose={() => setImporting(false)} />
    </div>
  );
}
