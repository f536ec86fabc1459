import type { ExpertCandidate } from '@cbo/contracts';
import type { TableColumnsType } from 'antd';
import { DictTag } from '../../../core/dict';
import type { Translate } from '../../../core/i18n';
import { CoiVerdict } from './coi-verdict';

/** The columns a candidate list shows in the add and draw dialogs; below 1200 px the conflict check keeps its room. */
export function candidateColumns(t: Translate): TableColumnsType<ExpertCandidate> {
  return [
    {
      key: 'nickName',
      title: t('eg.nickName'),
      width: 120,
      render: (_v, row) => (
        <div>
          <div>{row.nickName}</div>
          <div className="cbo-eg__sub">{row.userName}</div>
        </div>
      ),
    },
    { key: 'orgName', dataIndex: 'orgName', title: t('eg.org'), width: 150, ellipsis: true },
    {
      key: 'title',
      dataIndex: 'title',
      title: t('eg.title'),
      width: 100,
      responsive: ['xl'],
      render: (value: string | null) => (value ? <DictTag type="comp_expert_title" value={value} /> : null),
    },
    {
      key: 'fields',
      dataIndex: 'fields',
      title: t('eg.fields'),
      width: 140,
      responsive: ['xl'],
      render: (value: string[]) => <DictTag type="comp_expert_field" value={value} />,
    },
    { key: 'regionName', dataIndex: 'regionName', title: t('eg.regionName'), width: 90, responsive: ['lg'] },
    { key: 'load', dataIndex: 'load', title: t('eg.load'), width: 80, align: 'center' },
    {
      key: 'verdict',
      title: t('eg.coi'),
      width: 240,
      render: (_v, row) => <CoiVerdict candidate={row} />,
    },
  ];
}
