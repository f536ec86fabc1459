import { type BatchPurpose, countsDownstream, type PromotionRule } from '@cbo/contracts';
import type { Database } from '../../../db/database';
import type { PlanEntry, PlanInput, PlanLevel } from './plan-types';
import * as repo from './promotion.repository';
import * as inputs from './promotion-inputs.repository';

// The planner's input for a stage and a rule (docs/promotion.md, Inputs), and what a preview row
// shows beside each decision (names), kept by entry id.

export interface EntryMeta {
  code: string;
  projectName: string;
  orgName: string | null;
  regionName: string | null;
  categoryName: string | null;
  reviewGroupName: string | null;
  trackId: number;
}

export interface LoadedInputs {
  input: PlanInput;
  meta: Map<number, EntryMeta>;
  /** The final versions drafted from. */
  versions: { taskId: number; taskName: string; versionId: number; versionNo: number }[];
  tasksWithoutResults: string[];
}

const PAGE = 2_000;

function unitOf(rule: PromotionRule, row: inputs.EntryInputRow): { key: string; label: string } {
  switch (rule.scope) {
    case 'review_group':
      return row.reviewGroupId === null
        ? { key: 'group:none', label: '未分组' }
        : { key: `group:${row.reviewGroupId}`, label: row.reviewGroupName ?? '' };
    case 'group_category':
      return row.categoryId === null
        ? { key: 'category:none', label: '未分类' }
        : { key: `category:${row.categoryId}`, label: row.categoryName ?? '' };
    case 'track':
      return { key: `track:${row.trackId}`, label: row.trackName };
    default:
      return { key: 'stage', label: '全部' };
  }
}

/** The region chain, province first: the ancestors (",44,4401,") and the code itself. */
function regionChain(row: inputs.EntryInputRow): string[] {
  const above = (row.ancestors ?? '').split(',').filter((code) => code && code !== '0');
  return [...above, row.regionCode];
}

export async function loadPlanInputs(
  database: Database,
  stage: repo.StageRow,
  purpose: BatchPurpose,
  rule: PromotionRule,
): Promise<LoadedInputs> {
  const tasks = await inputs.stageTasks(database, stage.stageId);
  const versions = tasks
    .filter((task) => task.versionId !== null)
    .map((task) => ({
      taskId: task.taskId,
      taskName: task.taskName,
      versionId: task.versionId as number,
      versionNo: task.versionNo as number,
    }));
  const criteriaOfVersion = new Map(
    tasks.filter((task) => task.versionId !== null).map((task) => [task.versionId as number, task.criteria]),
  );
  const entries: PlanEntry[] = [];
  const meta = new Map<number, EntryMeta>();
  const codes = new Set<string>();
  for (let after = 0; ; ) {
    const page = await inputs.entryPage(database, {
      stageId: stage.stageId,
      versionIds: versions.map((version) => version.versionId),
      after,
      limit: PAGE,
    });
    if (page.length === 0) break;
    after = page[page.length - 1].entryId;
    const sheetIds = page.flatMap((row) => row.usedSheetIds ?? []);
    const items = await inputs.sheetItems(database, sheetIds);
    for (const row of page) {
      const unit = unitOf(rule, row);
      const chain = regionChain(row);
      for (const code of chain) codes.add(code);
      const criteria = row.versionId === null ? [] : (criteriaOfVersion.get(row.versionId) ?? []);
      const sums: Record<string, number> = {};
      let topMarks = 0;
      const used = row.usedSheetIds ?? [];
      for (const sheetId of used) {
        const sheet = items.get(sheetId) ?? {};
        for (const criterion of criteria) {
          const value = sheet[criterion.code]?.value;
          if (typeof value !== 'number') continue;
          sums[criterion.code] = (sums[criterion.code] ?? 0) + value;
          if (value >= criterion.max) topMarks += 1;
        }
      }
      const criterionMeans: Record<string, number> = {};
      for (const [code, sum] of Object.entries(sums)) criterionMeans[code] = sum / used.length;
      entries.push({
        entryId: row.entryId,
        applicationId: row.applicationId,
        code: row.code,
        unitKey: unit.key,
        unitLabel: unit.label,
        score: row.score === null ? null : Number(row.score),
        validSheets: row.validSheets ?? 0,
        excluded: !countsDownstream(row.status),
        taskRank: row.rank,
        orgId: row.orgId,
        orgName: row.orgName,
        regionChain: chain,
        categoryId: row.categoryId,
        categoryName: row.categoryName,
        criterionMeans,
        topMarks,
      });
      meta.set(row.entryId, {
        code: row.code,
        projectName: row.projectName,
        orgName: row.orgName,
        regionName: row.regionName,
        categoryName: row.categoryName,
        reviewGroupName: row.reviewGroupName,
        trackId: row.trackId,
      });
    }
    if (page.length < PAGE) break;
  }
  let levels: PlanLevel[] = [];
  if (purpose === 'award') {
    levels = (await repo.levelsOf(database, stage.competitionId, stage.trackId))
      .filter((level) => level.kind === 'ranked')
      .map((level) => ({
        levelId: level.levelId,
        name: level.name,
        rankOrder: level.rankOrder,
        count: level.count,
        minScore: level.minScore,
      }));
  }
  return {
    input: { purpose, rule, entries, levels, regionNames: await inputs.regionNames(database, [...codes]) },
    meta,
    versions,
    tasksWithoutResults: tasks.filter((task) => task.versionId === null).map((task) => task.taskName),
  };
}
