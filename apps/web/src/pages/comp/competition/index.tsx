import { SafetyCertificateOutlined, SettingOutlined } from '@ant-design/icons';
import {
  addCompetition,
  type CompetitionRow,
  competitionForm,
  editCompetition,
  getCompetition,
  listCompetitions,
  removeCompetitions,
} from '@cbo/contracts';
import { Button, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { CoiDrawer } from '../../../components/comp/coi';
import { DateTimeInput } from '../../../components/comp/date-time-input';
import { useSponsorOptions } from '../../../components/comp/use-sponsors';
import { type CrudColumn, type CrudForm, CrudTable, defineResource, RowMore } from '../../../components/crud';
import { ImageUpload } from '../../../components/upload';
import { useAccess } from '../../../core/access';
import { useT } from '../../../core/i18n';
import './competition.css';
import { RevealScoresSwitch } from './reveal-scores-switch';
import { SetupDrawer } from './setup-drawer';

const resource = defineResource<CompetitionRow>({
  name: 'comp/competition',
  entity: 'comp.entity',
  rowKey: 'competitionId',
  endpoints: {
    list: listCompetitions,
    get: getCompetition,
    add: addCompetition,
    edit: editCompetition,
    remove: removeCompetitions,
  },
  permission: 'comp:competition',
  actions: ['add', 'edit', 'remove'],
});

/** Editions: the list and form, and a drawer where tracks, stages and audit levels are set up. */
function CompetitionPage() {
  const t = useT();
  const access = useAccess();
  const canEdit = access.hasPermi('comp:competition:edit');
  const canSeeConflicts = access.hasPermi('comp:coi:list');
  const [setup, setSetup] = useState<CompetitionRow | null>(null);
  const [conflicts, setConflicts] = useState<CompetitionRow | null>(null);
  const sponsors = useSponsorOptions();

  const columns = useMemo<CrudColumn<CompetitionRow>[]>(
    () => [
      { key: 'competitionId', title: 'comp.competitionId', hideInSearch: true, width: 80, defaultHidden: true },
      { key: 'competitionName', title: 'comp.competitionName', width: 148, ellipsis: true },
      { key: 'editionYear', title: 'comp.editionYear', sorter: true, width: 80 },
      { key: 'status', title: 'comp.status', dict: 'comp_competition_status', width: 90 },
      {
        key: 'registrationStart',
        title: 'comp.registrationWindow',
        hideInSearch: true,
        width: 156,
        // Start above end: the window in two short lines instead of one 300 px line.
        render: (_value, row) =>
          row.registrationStart ? (
            <span className="cbo-competition__window">
              <span>{row.registrationStart} ~</span>
              <span>{row.registrationEnd ?? ''}</span>
            </span>
          ) : null,
      },
      {
        key: 'isCurrent',
        title: 'comp.isCurrent',
        hideInSearch: true,
        width: 80,
        render: (value) => (value === '1' ? <Tag color="success">{t('comp.isCurrent')}</Tag> : null),
      },
      {
        key: 'createTime',
        title: 'field.createTime',
        valueType: 'dateTime',
        hideInSearch: true,
        width: 160,
        defaultHidden: true,
      },
    ],
    [t],
  );

  const form = useMemo<CrudForm<Record<string, unknown>>>(
    () => ({
      schema: competitionForm,
      initialValues: {
        status: 'draft',
        isCurrent: '0',
        editionYear: new Date().getFullYear(),
        sponsorIds: [],
        revealScores: '0',
      },
      container: 'drawer',
      width: 760,
      fields: [
        { name: 'competitionName', label: 'comp.competitionName' },
        { name: 'editionYear', label: 'comp.editionYear', type: 'number', half: true },
        { name: 'status', label: 'comp.status', type: 'dictSelect', dict: 'comp_competition_status', half: true },
        {
          name: 'registrationStart',
          label: 'comp.registrationStart',
          half: true,
          render: () => <DateTimeInput />,
        },
        {
          name: 'registrationEnd',
          label: 'comp.registrationEnd',
          half: true,
          render: () => <DateTimeInput defaultTime="23:59:59" />,
        },
        {
          name: 'isCurrent',
          label: 'comp.isCurrent',
          type: 'radio',
          options: [
            { value: '1', label: t('comp.yes') },
            { value: '0', label: t('comp.no') },
          ],
        },
        {
          name: 'sponsorIds',
          label: 'comp.sponsors',
          type: 'select',
          multiple: true,
          options: (sponsors.data ?? []).map((sponsor) => ({ value: sponsor.sponsorId, label: sponsor.sponsorName })),
        },
        { name: 'retentionMonths', label: 'comp.retentionMonths', type: 'number', half: true },
        { name: 'revealScores', label: 'comp.revealScores', render: () => <RevealScoresSwitch /> },
        { name: 'logo', label: 'comp.logo', render: () => <ImageUpload limit={1} /> },
        { name: 'rules', label: 'comp.rules', type: 'richText', height: 220 },
        { name: 'remark', label: 'field.remark', type: 'textarea' },
      ],
    }),
    [sponsors.data, t],
  );

  return (
    <>
      <CrudTable
        resource={resource}
        columns={columns}
        form={form}
        rowActions={(row) => (
          <>
            {canEdit && (
              <Button type="link" size="small" icon={<SettingOutlined />} onClick={() => setSetup(row)}>
                {t('comp.setup')}
              </Button>
            )}
            {/* Rarer than the setup: under "more", so the list still fits at 1280 px. */}
            <RowMore
              items={
                canSeeConflicts
                  ? [
                      {
                        key: 'coi',
                        label: t('coi.open'),
                        icon: <SafetyCertificateOutlined />,
                        onClick: () => setConflicts(row),
                      },
                    ]
                  : []
              }
            />
          </>
        )}
      />
      <SetupDrawer edition={setup} onClose={() => setSetup(null)} />
      <CoiDrawer edition={conflicts} onClose={() => setConflicts(null)} />
    </>
  );
}

export { CompetitionPage as Component };
