import type { ApplicationRow } from '@cbo/contracts';
import { Link } from 'react-router';
import { applicationDetailPath } from '../../../components/comp/application-links';
import { StatusTag } from '../../../components/comp/status-tag';
import type { CrudColumn } from '../../../components/crud';
import { DictTag } from '../../../core/dict/dict-tag';

/** The list's columns (the page's own search form replaces the generated one); sortable ones are APPLICATION_SORT_COLUMNS. */
export const APPLICATION_COLUMNS: readonly CrudColumn<ApplicationRow>[] = [
  {
    key: 'code',
    title: 'apply.code',
    width: 110,
    sorter: true,
    render: (_value, row) => <Link to={applicationDetailPath(row.applicationId)}>{row.code}</Link>,
  },
  { key: 'projectName', sorter: true, title: 'apply.projectName', width: 180, ellipsis: true },
  {
    key: 'status',
    sorter: true,
    title: 'apply.status',
    width: 100,
    render: (_value, row) => <StatusTag status={row.status} />,
  },
  { key: 'competitionName', title: 'apply.edition', width: 220, defaultHidden: true },
  { key: 'trackName', sorter: true, title: 'apply.track', width: 90 },
  { key: 'categoryName', sorter: true, title: 'apply.category', width: 100, defaultHidden: true },
  {
    key: 'industry',
    title: 'apply.industry',
    width: 120,
    render: (_value, row) => <DictTag type="comp_industry" value={row.industry} />,
  },
  { key: 'regionName', sorter: true, title: 'apply.region', width: 100 },
  { key: 'orgName', sorter: true, title: 'apply.organisation', width: 180, ellipsis: true, defaultHidden: true },
  { key: 'leaderName', sorter: true, title: 'apply.leaderName', width: 90 },
  { key: 'leaderMobile', title: 'apply.leaderMobile', width: 130, defaultHidden: true },
  { key: 'memberCount', sorter: true, title: 'apply.memberCount', width: 90, defaultHidden: true },
  { key: 'submittedAt', sorter: true, title: 'apply.submittedAt', width: 170, defaultHidden: true },
  { key: 'createTime', sorter: true, title: 'field.createTime', width: 170, defaultHidden: true },
];
