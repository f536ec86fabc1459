import { type CoiOverride, type CoiRuleKind, coiRuleKinds, listCoiOverrides } from '@cbo/contracts';
import { useMemo } from 'react';
import { useLocale } from '../../../core/i18n';
import { type CrudColumn, CrudTable, defineResource } from '../../crud';

const resource = defineResource<CoiOverride>({
  name: 'comp/coi/override',
  entity: 'coi.tab.overrides',
  rowKey: 'overrideId',
  endpoints: { list: listCoiOverrides },
  permission: 'comp:coi',
  actions: [],
});

const isKind = (kind: string): kind is CoiRuleKind => Object.hasOwn(coiRuleKinds, kind);

/** The log of an edition's overridden warnings: who, when, expert, application or group, rule, reason. */
export function CoiOverridesTab({ competitionId }: { competitionId: number }) {
  const locale = useLocale();
  const columns = useMemo<CrudColumn<CoiOverride>[]>(
    () => [
      {
        key: 'createTime',
        title: 'coi.override.at',
        valueType: 'dateTime',
        stacked: true,
        hideInSearch: true,
        width: 110,
      },
      { key: 'createBy', title: 'coi.override.by', hideInSearch: true, width: 100 },
      { key: 'expertName', title: 'coi.override.expert', width: 110 },
      { key: 'applicationCode', title: 'coi.override.application', width: 130 },
      { key: 'expertGroupName', title: 'coi.override.group', hideInSearch: true, width: 130 },
      {
        key: 'ruleKind',
        title: 'coi.override.rule',
        hideInSearch: true,
        width: 130,
        render: (_value, row) => (isKind(row.ruleKind) ? coiRuleKinds[row.ruleKind].name[locale] : row.ruleKind),
      },
      { key: 'reason', title: 'coi.override.reason', hideInSearch: true, width: 200, ellipsis: true },
    ],
    [locale],
  );
  return <CrudTable resource={resource} columns={columns} filters={{ competitionId }} emptyText="coi.noOverrides" />;
}
