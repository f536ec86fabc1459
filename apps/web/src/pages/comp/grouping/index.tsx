import { Empty, Tabs } from 'antd';
import { useState } from 'react';
import { useEditionTrack } from '../../../components/comp/use-edition-track';
import { useT } from '../../../core/i18n';
import { AutoGroupingModal } from './auto-grouping-modal';
import { EntriesTable } from './entries-table';
import { GroupDrawer } from './group-drawer';
import { useGroupingStages, useGroupingSummary } from './grouping-api';
import { GroupsTable } from './groups-table';
import { MoveModal, type MoveTarget } from './move-modal';
import { StageBar } from './stage-bar';
import './grouping.css';

/**
 * Project groups (项目分组, docs/grouping.md): per judging stage of an edition, the applications
 * that entered it are put into review groups, by auto-grouping (with a preview) or by hand, and
 * each group is bound to an expert group. Locked groups (used by a review task) refuse changes.
 */
function GroupingPage() {
  const t = useT();
  const edition = useEditionTrack();
  const stages = useGroupingStages(edition.competitionId);
  const [chosenStage, setChosenStage] = useState<number | null>(null);
  const list = stages.data ?? [];
  const stageId = list.find((stage) => stage.stageId === chosenStage)?.stageId ?? list[0]?.stageId ?? null;
  const summary = useGroupingSummary(stageId);
  const [tab, setTab] = useState('groups');
  const [detailId, setDetailId] = useState<number | null>(null);
  const [autoOpen, setAutoOpen] = useState(false);
  const [moving, setMoving] = useState<MoveTarget | null>(null);

  const bar = (
    <StageBar
      editions={edition.editions}
      editionsLoading={edition.editionsLoading}
      competitionId={edition.competitionId}
      onEdition={(competitionId) => {
        edition.setCompetitionId(competitionId);
        setChosenStage(null);
      }}
      stages={list}
      stageId={stageId}
      onStage={setChosenStage}
      summary={summary.data}
      onAuto={() => setAutoOpen(true)}
    />
  );

  if (stageId === null) {
    const why = edition.noEdition || edition.competitionId === null ? 'grouping.noEdition' : 'grouping.noStages';
    return (
      <div className="cbo-crud cbo-grouping">
        <div className="cbo-crud__panel">
          {bar}
          {!stages.isLoading && <Empty className="cbo-grouping__blocked" description={t(why)} />}
        </div>
      </div>
    );
  }

  return (
    <div className="cbo-grouping">
      <div className="cbo-crud__panel cbo-grouping__head">{bar}</div>
      <Tabs
        className="cbo-grouping__tabs"
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'groups',
            label: t('grouping.tab.groups'),
            children: <GroupsTable key={stageId} stageId={stageId} onDetail={setDetailId} />,
          },
          {
            key: 'entries',
            label: t('grouping.tab.entries'),
            children: <EntriesTable key={stageId} stageId={stageId} onMove={setMoving} />,
          },
        ]}
      />
      <AutoGroupingModal stageId={stageId} open={autoOpen} onClose={() => setAutoOpen(false)} />
      <GroupDrawer stageId={stageId} reviewGroupId={detailId} onClose={() => setDetailId(null)} onMove={setMoving} />
      <MoveModal stageId={stageId} target={moving} onClose={() => setMoving(null)} />
    </div>
  );
}

export const Component = GroupingPage;
