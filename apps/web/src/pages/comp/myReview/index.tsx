import { EyeInvisibleOutlined } from '@ant-design/icons';
import { listMyAssignments, type MyAssignment } from '@cbo/contracts';
import { Button, Form, Tag, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { scoringPath } from '../../../components/comp/my-review-links';
import { ExpertLiveBanner, useMyLiveRoadshows } from '../../../components/comp/roadshow/expert-live';
import { type CrudColumn, CrudTable, defineResource } from '../../../components/crud';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { useT } from '../../../core/i18n';
import { MyReviewSearch, type MyReviewSearchValues, myReviewFiltersOf } from './my-review-search';
import { AssignmentStatusTag, rowActionOf, SheetStatusTag } from './my-review-status';
import './my-review.css';

const resource = defineResource<MyAssignment>({
  name: 'comp/myReview',
  entity: 'myReview.entity',
  rowKey: 'assignmentId',
  endpoints: { list: listMyAssignments },
  permission: 'comp:taskinfo',
  actions: [],
});

/** The task named by the address (`?taskId=`, the home card's link), as the first filter. */
function useAddressFilters(): MyReviewSearchValues {
  const [params] = useSearchParams();
  const taskId = Number(params.get('taskId'));
  return Number.isInteger(taskId) && taskId > 0 ? { taskId } : {};
}

function ProjectName({ row }: { row: MyAssignment }) {
  const t = useT();
  if (row.projectName !== null) return <span className="cbo-my-review__project">{row.projectName}</span>;
  // The task hides names (blind review): the code stands for the project (docs/scoring.md).
  return (
    <Tooltip title={t('myReview.blindName')}>
      <span className="cbo-my-review__project cbo-my-review__project--blind">
        <EyeInvisibleOutlined aria-label={t('myReview.blindName')} /> {row.applicationCode}
      </span>
    </Tooltip>
  );
}

function DueAt({ row }: { row: MyAssignment }) {
  const t = useT();
  return (
    <span className="cbo-my-review__due">
      <span className="cbo-my-review__date">{row.dueAt.slice(0, 16)}</span>
      {row.overdue && <Tag color="error">{t('myReview.overdue')}</Tag>}
    </span>
  );
}

const Total = ({ row }: { row: MyAssignment }) => (row.total === null ? null : <span>{String(row.total)}</span>);

/**
 * The columns: each field its own on a wide screen; on a phone two stacked cells (the project with
 * its task and due date, the statuses with the total) so the action stays in view.
 */
function useColumns(mobile: boolean): CrudColumn<MyAssignment>[] {
  return useMemo<CrudColumn<MyAssignment>[]>(() => {
    if (mobile) {
      return [
        {
          key: 'applicationCode',
          title: 'myReview.project',
          render: (_value, row) => (
            <div className="cbo-my-review__stack">
              <strong>{row.applicationCode}</strong>
              {row.projectName !== null && <ProjectName row={row} />}
              <span className="cbo-my-review__muted">{row.taskName}</span>
              <DueAt row={row} />
            </div>
          ),
        },
        {
          key: 'status',
          title: 'myReview.status',
          render: (_value, row) => (
            <div className="cbo-my-review__stack">
              <AssignmentStatusTag status={row.status} />
              <span>
                <SheetStatusTag status={row.sheetStatus} /> <Total row={row} />
              </span>
            </div>
          ),
        },
      ];
    }
    return [
      { key: 'applicationCode', title: 'myReview.applicationCode', width: 110 },
      {
        key: 'projectName',
        title: 'myReview.projectName',
        width: 180,
        render: (_value, row) => <ProjectName row={row} />,
      },
      { key: 'taskName', title: 'myReview.task', width: 160, ellipsis: true },
      { key: 'dueAt', title: 'myReview.dueAt', width: 140, render: (_value, row) => <DueAt row={row} /> },
      {
        key: 'status',
        title: 'myReview.status',
        width: 100,
        render: (_value, row) => <AssignmentStatusTag status={row.status} />,
      },
      {
        key: 'sheetStatus',
        title: 'myReview.sheet',
        width: 90,
        render: (_value, row) => <SheetStatusTag status={row.sheetStatus} />,
      },
      { key: 'total', title: 'myReview.total', width: 70, render: (_value, row) => <Total row={row} /> },
    ];
  }, [mobile]);
}

/**
 * 我的评审 (docs/scoring.md): the caller's own assignments, paged by the server, filtered by task and
 * status; each opens the scoring page (score while open, view once submitted).
 */
function MyReviewPage() {
  const t = useT();
  const navigate = useNavigate();
  const initial = useAddressFilters();
  const [searchForm] = Form.useForm<MyReviewSearchValues>();
  const [filters, setFilters] = useState<Record<string, unknown>>(() => myReviewFiltersOf(initial));
  const columns = useColumns(useIsMobile());
  // A live roadshow the expert scores in: its current project above everything (docs/roadshow-page.md).
  const live = useMyLiveRoadshows();
  return (
    <CrudTable<MyAssignment>
      className="cbo-my-review"
      resource={resource}
      columns={columns}
      context={live.length > 0 ? <ExpertLiveBanner sessions={live} /> : undefined}
      selectable={false}
      controlledFilters={{ value: filters, onChange: setFilters }}
      search={(slot) => (
        <MyReviewSearch
          form={searchForm}
          initialValues={initial}
          onSearch={(values) => slot.search(myReviewFiltersOf(values))}
          onReset={() => {
            searchForm.setFieldsValue({ taskId: undefined, status: undefined });
            setFilters({});
            slot.reset();
          }}
        />
      )}
      rowActions={(row) => {
        const action = rowActionOf(row);
        if (!action) return null;
        const label = t(action === 'score' ? 'myReview.score' : 'myReview.view');
        return (
          <Button
            type="link"
            size="small"
            aria-label={t(action === 'score' ? 'myReview.scoreOf' : 'myReview.viewOf', { code: row.applicationCode })}
            onClick={() => navigate(scoringPath(row.applicationId, row.taskId))}
          >
            {label}
          </Button>
        );
      }}
      emptyText="myReview.empty"
    />
  );
}

export { MyReviewPage as Component };
