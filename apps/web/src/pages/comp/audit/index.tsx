import { type AuditLevelTab, listAuditQueue } from '@cbo/contracts';
import { Alert, Empty, Form } from 'antd';
import { useState } from 'react';
import { EditionSelect } from '../../../components/comp/edition-select';
import { useEditionTrack } from '../../../components/comp/use-edition-track';
import { CrudTable, defineResource } from '../../../components/crud';
import { useT } from '../../../core/i18n';
import { type QueueRow, useAuditLevels } from './audit-api';
import { QUEUE_COLUMNS } from './audit-columns';
import { AuditSearch, type AuditSearchValues, auditFiltersOf } from './audit-search';
import { LevelTabs } from './level-tabs';
import { useAuditDecisions } from './use-audit-decisions';
import './audit.css';

const resource = defineResource<QueueRow>({
  name: 'comp/audit',
  entity: 'audit.entity',
  rowKey: 'applicationId',
  endpoints: { list: listAuditQueue },
  permission: 'comp:audit',
  // Decisions are the page's batch actions; nothing is added, edited or removed here.
  actions: [],
});

/** The level shown: the one chosen, else the first the person decides at with something waiting, else the first. */
function levelOf(tabs: readonly AuditLevelTab[], chosen: number | null) {
  return tabs.find((tab) => tab.levelNo === chosen) ?? tabs.find((tab) => tab.canDecide && tab.pending > 0) ?? tabs[0];
}

/** The audit queue of the menu's track: one tab per level with its pending count; approve, return, reject, one or many. */
function AuditPage() {
  const t = useT();
  const edition = useEditionTrack();
  const [chosenLevel, setChosenLevel] = useState<number | null>(null);
  const [searchForm] = Form.useForm<AuditSearchValues>();
  // The search filters are the page's, so a change of edition clears them (its categories differ).
  const [searchFilters, setSearchFilters] = useState<Record<string, unknown>>({});
  const clearSearch = () => {
    searchForm.resetFields();
    setSearchFilters({});
  };
  const scope =
    edition.competitionId && edition.trackId
      ? { competitionId: edition.competitionId, trackId: edition.trackId }
      : null;
  const levels = useAuditLevels(scope);
  const tabs = levels.data ?? [];
  const level = levelOf(tabs, chosenLevel);
  const decisions = useAuditDecisions(level);

  const trackName = t(edition.trackCode === 'teen' ? 'audit.track.teen' : 'audit.track.adult');
  const blocked = edition.noEdition
    ? t('audit.noEdition')
    : edition.trackId === null
      ? t('audit.noTrack', { track: trackName })
      : levels.data && tabs.length === 0
        ? t('audit.noLevels')
        : null;

  const bar = (
    <div className="cbo-audit__bar">
      <span className="cbo-audit__bar-label">{t('audit.edition')}</span>
      <EditionSelect
        editions={edition.editions}
        loading={edition.editionsLoading}
        value={edition.competitionId}
        onChange={(competitionId) => {
          edition.setCompetitionId(competitionId);
          setChosenLevel(null);
          clearSearch();
          decisions.clearRefusal();
        }}
      />
    </div>
  );

  if (blocked) {
    return (
      <div className="cbo-crud cbo-audit">
        <div className="cbo-crud__panel">
          {bar}
          <Empty className="cbo-audit__blocked" description={blocked} />
        </div>
      </div>
    );
  }

  return (
    <>
      <CrudTable<QueueRow>
        className="cbo-audit"
        resource={resource}
        columns={QUEUE_COLUMNS}
        controlledFilters={{ value: searchFilters, onChange: setSearchFilters }}
        search={(slot) => (
          <AuditSearch
            form={searchForm}
            competitionId={edition.competitionId}
            trackId={edition.trackId}
            onSearch={(values) => slot.search(auditFiltersOf(values))}
            onReset={slot.reset}
          />
        )}
        onReset={clearSearch}
        ready={Boolean(scope && level)}
        filters={scope && level ? { ...scope, levelNo: level.levelNo } : undefined}
        header={
          <>
            {bar}
            <LevelTabs
              tabs={tabs}
              value={level?.levelNo}
              onChange={(levelNo) => {
                setChosenLevel(levelNo);
                decisions.clearRefusal();
              }}
            />
            {level && !level.canDecide && (
              <Alert className="cbo-audit__view-only" type="info" showIcon title={t('audit.viewOnly')} />
            )}
          </>
        }
        notice={decisions.notice}
        emptyText="audit.empty"
        selectable={decisions.mayDecide}
        batchActions={decisions.batchActions}
        rowActions={decisions.rowActions}
      />
      {decisions.dialog}
    </>
  );
}

export const Component = AuditPage;
