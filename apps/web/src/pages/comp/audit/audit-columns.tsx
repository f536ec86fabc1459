import { Link } from 'react-router';
import { applicationDetailPath } from '../../../components/comp/application-links';
import type { CrudColumn } from '../../../components/crud';
import type { QueueRow } from './audit-api';

/**
 * The queue's columns: what an auditor needs to pick an application; the detail is one click away.
 * Each sorts on the server (APPLICATION_SORT_COLUMNS in the contract).
 */
export const QUEUE_COLUMNS: readonly CrudColumn<QueueRow>[] = [
  {
    key: 'code',
    title: 'apply.code',
    width: 100,
    sorter: true,
    render: (_value, row) => <Link to={applicationDetailPath(row.applicationId)}>{row.code}</Link>,
  },
  { key: 'projectName', sorter: true, title: 'apply.projectName', width: 180, ellipsis: true },
  { key: 'categoryName', sorter: true, title: 'apply.category', width: 90 },
  { key: 'regionName', sorter: true, title: 'apply.region', width: 90 },
  { key: 'orgName', sorter: true, title: 'apply.organisation', width: 160, ellipsis: true, defaultHidden: true },
  { key: 'leaderName', sorter: true, title: 'apply.leaderName', width: 80 },
  { key: 'submittedAt', sorter: true, title: 'audit.submittedAt', width: 160 },
];
