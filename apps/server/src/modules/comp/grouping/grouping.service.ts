import {
  type ApplicationStatus,
  type AutoGroupingValues,
  applicationStatuses,
  countsDownstream,
  type GroupingPlan,
  type GroupingStage,
  type GroupingSummary,
  JUDGING_STAGE_KINDS,
  type JudgingStageKind,
  type MoveEntriesForm,
  type ReviewGroupDetail,
  type ReviewGroupEdit,
  type ReviewGroupForm,
} from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { refuseTaken, writeUnique } from '../../../lib/taken';
import type { AppContext } from '../../module';
import type { CompScopePlan } from '../scope/comp-scope';
import * as groups from './grouping.repository';
import { commonRegion, type GroupingCandidate, type PlanLookups, planGroups } from './grouping-plan';
import * as entries from './stage-entry.repository';

type Page = { pageNum: number; pageSize: number; orderByColumn?: string; isAsc?: string };

const isJudging = (kind: string): kind is JudgingStageKind => (JUDGING_STAGE_KINDS as readonly string[]).includes(kind);
const kindOrder = (kind: string) => (JUDGING_STAGE_KINDS as readonly string[]).indexOf(kind);

/** A locked group refuses every change, naming the task (tasks come with issue 32: `#<id>`). */
export function refuseLocked(group: { groupName: string; lockedByTaskId: number | null }) {
  if (group.lockedByTaskId !== null) {
    throw AppError.rule('grouping.locked', { name: group.groupName, task: `#${group.lockedByTaskId}` });
  }
}

interface StageContext {
  stage: entries.StageRow;
  /** The tracks this stage is the first judging stage of (its entries come from the approved applications). */
  firstTrackIds: number[];
}

/**
 * Project (review) groups of a judging stage (docs/grouping.md): the stage's entries, auto-grouping
 * with a preview, manual moves, binding to an expert group, all within the caller's competition
 * scope; a group locked by a review task refuses every change.
 */
export class GroupingService {
  constructor(private readonly ctx: AppContext) {}

  private now() {
    return formatDateTime(this.ctx.clock.now());
  }

  /** One transaction holding the stages' grouping lock: checks and writes see one state. */
  private underLock<T>(stageIds: number[], work: () => Promise<T>): Promise<T> {
    return this.ctx.database.transaction(async () => {
      await groups.holdStages(this.ctx.database, stageIds);
      return work();
    });
  }

  /** Which covered tracks have no earlier judging stage (a stage without track covers them all). */
  private firstTracks(stage: entries.StageRow, stages: entries.StageRow[], tracks: number[]): number[] {
    const covered = stage.trackId === null ? tracks : [stage.trackId];
    const before = (other: entries.StageRow) =>
      other.seq < stage.seq || (other.seq === stage.seq && kindOrder(other.stageKind) < kindOrder(stage.stageKind));
    return covered.filter(
      (track) =>
        !stages.some(
          (other) =>
            other.stageId !== stage.stageId && (other.trackId === null || other.trackId === track) && before(other),
        ),
    );
  }

  async stages(competitionId: number): Promise<GroupingStage[]> {
    const { database } = this.ctx;
    const stages = await entries.judgingStages(database, competitionId);
    const tracks = await entries.trackIdsOf(database, competitionId);
    return stages.map((stage) => ({
      stageId: stage.stageId,
      stageKind: stage.stageKind as JudgingStageKind,
      stageName: stage.stageName,
      seq: stage.seq,
      trackId: stage.trackId,
      trackName: stage.trackName,
      first: this.firstTracks(stage, stages, tracks).length > 0,
    }));
  }

  /** The judging stage named by a form's field, with its first tracks; anything else is refused naming the field. */
  private async stageContext(stageId: number, field = 'stageId'): Promise<StageContext> {
    const { database } = this.ctx;
    const stage = await entries.stageOf(database, stageId);
    if (!stage || !isJudging(stage.stageKind)) throw AppError.invalid(field, 'grouping.notJudgingStage');
    const stages = await entries.judgingStages(database, stage.competitionId);
    const tracks = await entries.trackIdsOf(database, stage.competitionId);
    return { stage, firstTrackIds: this.firstTracks(stage, stages, tracks) };
  }

  private intakeSpec({ stage, firstTrackIds }: StageContext, plan: CompScopePlan): entries.IntakeSpec {
    return { stageId: stage.stageId, competitionId: stage.competitionId, trackIds: firstTrackIds, plan };
  }

  async summary(stageId: number, plan: CompScopePlan): Promise<GroupingSummary> {
    const { database } = this.ctx;
    const context = await this.stageContext(stageId);
    const counts = await entries.entryCounts(database, stageId, plan);
    const groupCounts = await groups.groupCounts(database, stageId, plan);
    return {
      stageId,
      first: context.firstTrackIds.length > 0,
      entered: counts.entered,
      grouped: counts.grouped,
      ungrouped: counts.entered - counts.grouped,
      awaitingIntake: await entries.countAwaiting(database, this.intakeSpec(context, plan)),
      groups: groupCounts.groups,
      lockedGroups: groupCounts.locked,
    };
  }

  /** Creates the entries of the approved applications in scope (first judging stage only); idempotent. */
  async intake(stageId: number, plan: CompScopePlan, by: string): Promise<number> {
    const context = await this.stageContext(stageId);
    if (context.firstTrackIds.length === 0) {
      throw AppError.rule('grouping.notFirstStage', { stage: context.stage.stageName });
    }
    return this.underLock([stageId], () =>
      entries.insertAwaiting(this.ctx.database, this.intakeSpec(context, plan), by),
    );
  }

  list(filter: groups.GroupFilter, plan: CompScopePlan, page: Page) {
    return groups.listGroups(this.ctx.database, filter, plan, page);
  }

  listEntries(filter: entries.EntryFilter, plan: CompScopePlan, page: Page) {
    return entries.listEntries(this.ctx.database, filter, plan, page);
  }

  async expertGroups(stageId: number, plan: CompScopePlan) {
    const found = await groups.expertGroupsOf(this.ctx.database, { stageId }, plan);
    return found.filter((group) => group.inScope);
  }

  async get(reviewGroupId: number, plan: CompScopePlan): Promise<ReviewGroupDetail> {
    const [group] = await groups.groupsInScope(this.ctx.database, [reviewGroupId], plan);
    if (!group) throw AppError.forbidden();
    const [bound] =
      group.expertGroupId === null
        ? []
        : await groups.expertGroupsOf(this.ctx.database, { ids: [group.expertGroupId] }, { kind: 'all' });
    return { ...group, bound: bound ?? null };
  }

  /** An expert group to bind: of the same stage (else refused naming the field) and in scope. */
  private async checkExpertGroup(expertGroupId: number | null | undefined, stageId: number, plan: CompScopePlan) {
    if (expertGroupId === null || expertGroupId === undefined) return;
    const [found] = await groups.expertGroupsOf(this.ctx.database, { ids: [expertGroupId] }, plan);
    if (!found || found.stageId !== stageId) throw AppError.invalid('expertGroupId', 'grouping.expertGroupOtherStage');
    if (!found.inScope) throw AppError.forbidden();
  }

  /** The region and organisation a hand-made group gets: within the caller's scope, so they see it. */
  private async placeOf(regionCode: string | null | undefined, plan: CompScopePlan) {
    const wanted = regionCode ?? null;
    if (plan.kind === 'region') {
      if (wanted === null) return { regionCode: plan.regionCode, orgId: null };
      if (!(await entries.regionWithin(this.ctx.database, plan.regionCode, wanted))) {
        throw AppError.rule('grouping.regionOutOfScope', { region: wanted });
      }
      return { regionCode: wanted, orgId: null };
    }
    if (wanted !== null && (await entries.regionChains(this.ctx.database, [wanted])).size === 0) {
      throw AppError.invalid('regionCode', 'grouping.regionOutOfScope', { region: wanted });
    }
    return { regionCode: wanted, orgId: plan.kind === 'organisation' ? plan.orgId : null };
  }

  async add(form: ReviewGroupForm, plan: CompScopePlan, by: string): Promise<number> {
    const { database } = this.ctx;
    const { stage } = await this.stageContext(form.stageId);
    const groupName = form.groupName.trim();
    refuseTaken([[await groups.nameTaken(database, stage.stageId, groupName), 'grouping.nameTaken']], {
      name: groupName,
    });
    await this.checkExpertGroup(form.expertGroupId, stage.stageId, plan);
    const place = await this.placeOf(form.regionCode, plan);
    return writeUnique('grouping.nameTaken', { name: groupName }, () =>
      this.underLock([stage.stageId], async () =>
        groups.insertGroup(
          database,
          {
            stageId: stage.stageId,
            groupName,
            basis: {},
            ...place,
            expertGroupId: form.expertGroupId ?? null,
            sort: (await groups.maxSort(database, stage.stageId)) + 1,
          },
          by,
        ),
      ),
    );
  }

  async edit(form: ReviewGroupEdit, plan: CompScopePlan, by: string) {
    const { database } = this.ctx;
    const [seen] = await groups.groupsInScope(database, [form.reviewGroupId], plan);
    if (!seen) throw AppError.forbidden();
    const groupName = form.groupName.trim();
    await writeUnique('grouping.nameTaken', { name: groupName }, () =>
      this.underLock([seen.stageId], async () => {
        const [group] = await groups.groupsInScope(database, [form.reviewGroupId], plan);
        if (!group) throw AppError.forbidden();
        refuseLocked(group);
        refuseTaken(
          [[await groups.nameTaken(database, group.stageId, groupName, group.reviewGroupId), 'grouping.nameTaken']],
          { name: groupName },
        );
        await this.checkExpertGroup(form.expertGroupId, group.stageId, plan);
        await groups.updateGroup(database, {
          reviewGroupId: group.reviewGroupId,
          values: { groupName, expertGroupId: form.expertGroupId ?? null },
          by,
          at: this.now(),
        });
      }),
    );
  }

  /** Deletes empty, unlocked groups in scope, all or none. */
  async remove(ids: number[], plan: CompScopePlan) {
    const { database } = this.ctx;
    const unique = [...new Set(ids)];
    const seen = await groups.groupsInScope(database, unique, plan);
    if (seen.length !== unique.length) throw AppError.forbidden();
    await this.underLock(
      seen.map((group) => group.stageId),
      async () => {
        const found = await groups.groupsInScope(database, unique, plan);
        if (found.length !== unique.length) throw AppError.forbidden();
        for (const group of found) {
          refuseLocked(group);
          if (group.entryCount > 0) {
            throw AppError.rule('grouping.notEmpty', { name: group.groupName, count: group.entryCount });
          }
        }
        // Entries that left the competition may still name the group: they leave it too.
        await entries.clearGroupsOf(database, unique, this.now());
        await groups.deleteGroups(database, unique);
      },
    );
  }

  /** Moves entries in scope into a group of their stage (or out of their group), never across a lock; all or none. */
  async move(form: MoveEntriesForm, plan: CompScopePlan, by: string): Promise<number> {
    const { database } = this.ctx;
    const ids = [...new Set(form.entryIds)];
    const seen = await entries.entriesByIds(database, ids, plan);
    if (seen.length !== ids.length || seen.some((entry) => !entry.inScope)) throw AppError.forbidden();
    const stageId = seen[0].stageId;
    if (seen.some((entry) => entry.stageId !== stageId)) throw AppError.invalid('entryIds', 'grouping.otherStage');
    return this.underLock([stageId], async () => {
      const found = await entries.entriesByIds(database, ids, plan);
      const target = form.reviewGroupId;
      if (target !== null) {
        const [group] = await groups.groupsInScope(database, [target], plan);
        if (!group) throw AppError.forbidden();
        if (group.stageId !== stageId) throw AppError.invalid('reviewGroupId', 'grouping.otherStage');
        refuseLocked(group);
        const left = found.find((entry) => !countsDownstream(entry.status));
        if (left) {
          throw AppError.rule('grouping.entryLeft', {
            code: left.code,
            status: applicationStatuses[left.status as ApplicationStatus] ?? left.status,
          });
        }
      }
      const sources = [
        ...new Set(found.flatMap((entry) => (entry.reviewGroupId === null ? [] : [entry.reviewGroupId]))),
      ].filter((id) => id !== target);
      const sourceGroups = await groups.groupsInScope(database, sources, plan);
      // A group the caller cannot see is not theirs to change, even through an entry they see.
      if (sourceGroups.length !== sources.length) throw AppError.forbidden();
      for (const group of sourceGroups) refuseLocked(group);
      const moving = found.filter((entry) => entry.reviewGroupId !== target).map((entry) => entry.entryId);
      const at = this.now();
      await entries.setEntriesGroup(database, { entryIds: moving, reviewGroupId: target, by, at });
      await this.refreshPlaces(target === null ? sources : [...sources, target], by, at);
      return moving.length;
    });
  }

  /**
   * A group's scope follows its applications: the narrowest region holding them all and the
   * organisation they share (docs/grouping.md, Scope). An emptied group keeps its place.
   */
  private async refreshPlaces(reviewGroupIds: number[], by: string, at: string) {
    const { database } = this.ctx;
    const places = await entries.memberPlaces(database, reviewGroupIds);
    const chains = await entries.regionChains(
      database,
      places.map((place) => place.regionCode),
    );
    for (const reviewGroupId of reviewGroupIds) {
      const mine = places.filter((place) => place.reviewGroupId === reviewGroupId);
      if (mine.length === 0) continue;
      const orgId = mine.every((place) => place.orgId === mine[0].orgId) ? mine[0].orgId : null;
      const regionCode = commonRegion(mine.map((place) => chains.get(place.regionCode) ?? [place.regionCode]));
      await groups.updateGroup(database, { reviewGroupId, values: { regionCode, orgId }, by, at });
    }
  }

  private async lookups(competitionId: number, candidates: GroupingCandidate[], by: 'industry' | 'region') {
    const { database } = this.ctx;
    const categories = await entries.categoriesOf(database, competitionId);
    const industries = await this.ctx.dicts.enabledEntries('comp_industry');
    const chains = await entries.regionChains(
      database,
      candidates.map((candidate) => candidate.regionCode),
    );
    const names =
      by === 'region' ? await entries.regionNames(database, [...chains.values()].flat()) : new Map<string, string>();
    const last = Number.MAX_SAFE_INTEGER;
    const lookups: PlanLookups = {
      chainOf: (code) => chains.get(code) ?? [code],
      categoryName: (id) => categories.find((category) => category.categoryId === id)?.name ?? '无组别',
      categoryOrder: (id) => {
        const index = categories.findIndex((category) => category.categoryId === id);
        return index < 0 ? last : index;
      },
      industryLabel: (value) =>
        value === null ? '无行业' : (industries.find((entry) => entry.dictValue === value)?.dictLabel ?? value),
      industryOrder: (value) => {
        const index = industries.findIndex((entry) => entry.dictValue === value);
        return index < 0 ? last : index;
      },
      regionName: (code) => (code === null ? '无地区' : (names.get(code) ?? code)),
    };
    return lookups;
  }

  /** The plan over what the caller may regroup; with `withAwaiting`, the applications not yet taken in count too. */
  private async planOf(form: AutoGroupingValues, context: StageContext, plan: CompScopePlan, withAwaiting: boolean) {
    const { database } = this.ctx;
    const stageId = context.stage.stageId;
    const movable = await entries.movableEntries(database, stageId, plan);
    const awaiting = withAwaiting ? await entries.awaitingCandidates(database, this.intakeSpec(context, plan)) : [];
    const candidates: Array<GroupingCandidate & { entryId?: number }> = [...movable, ...awaiting];
    const existing = await groups.stageGroups(database, stageId, plan);
    const replaced = existing.filter((group) => group.inScope && group.lockedByTaskId === null);
    const kept = existing.filter((group) => !(group.inScope && group.lockedByTaskId === null));
    const planned = planGroups(
      candidates,
      {
        by: form.by,
        regionLevel: form.regionLevel,
        targetSize: form.targetSize,
        takenNames: new Set(kept.map((group) => group.groupName)),
      },
      await this.lookups(context.stage.competitionId, candidates, form.by),
    );
    const answer: GroupingPlan = {
      groups: planned.map((group) => ({
        groupName: group.groupName,
        basis: group.basis,
        regionCode: group.regionCode,
        count: group.members.length,
        firstCodes: group.members.slice(0, 5).map((member) => member.code),
      })),
      entries: candidates.length,
      keptLocked: kept.filter((group) => group.lockedByTaskId !== null).length,
    };
    const nextSort = kept.reduce((max, group) => Math.max(max, group.sort), 0) + 1;
    return { planned, replaced, answer, nextSort };
  }

  /** The groups auto-grouping would make; nothing is written. */
  async preview(form: AutoGroupingValues, plan: CompScopePlan): Promise<GroupingPlan> {
    const context = await this.stageContext(form.stageId);
    return (await this.planOf(form, context, plan, context.firstTrackIds.length > 0)).answer;
  }

  /**
   * Takes in the awaiting applications (first stage), then replaces the unlocked groups in scope
   * with the plan's, in one transaction. Locked groups and groups out of scope keep their entries.
   */
  async save(form: AutoGroupingValues, plan: CompScopePlan, by: string): Promise<GroupingPlan> {
    const { database } = this.ctx;
    const context = await this.stageContext(form.stageId);
    const at = this.now();
    return this.underLock([context.stage.stageId], async () => {
      await entries.insertAwaiting(database, this.intakeSpec(context, plan), by);
      const { planned, replaced, answer, nextSort } = await this.planOf(form, context, plan, false);
      const replacedIds = replaced.map((group) => group.reviewGroupId);
      await entries.clearGroupsOf(database, replacedIds, at);
      await groups.deleteGroups(database, replacedIds);
      for (const [index, group] of planned.entries()) {
        const reviewGroupId = await groups.insertGroup(
          database,
          {
            stageId: context.stage.stageId,
            groupName: group.groupName,
            basis: group.basis,
            regionCode: group.regionCode,
            orgId: group.orgId,
            expertGroupId: null,
            sort: nextSort + index,
          },
          by,
        );
        const entryIds = group.members.flatMap((member) => (member.entryId === undefined ? [] : [member.entryId]));
        await entries.setEntriesGroup(database, { entryIds, reviewGroupId, by, at });
      }
      return answer;
    });
  }
}
