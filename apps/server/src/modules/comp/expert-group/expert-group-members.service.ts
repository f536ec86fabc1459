import type { CandidateFilter, CoiRuleKind, Locale } from '@cbo/contracts';
import type { Database } from '../../../db/database';
import type { OverriddenWarning } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/date-time';
import { isUniqueViolation } from '../../../lib/db-errors';
import { newSeed, seededDraw } from '../../../lib/seeded-random';
import type { AppConfig } from '../../../plugins/config';
import { recordOverrides } from '../coi/coi.api';
import type { CompScopePlan } from '../scope/comp-scope';
import { groupApplicationIds, lockExpertGroup } from './expert-group.repository';
import type { ExpertGroupService } from './expert-group.service';
import { type Conflict, conflictView, type ExpertVerdict, hitTexts, verdictsOf } from './expert-group-conflicts';
import {
  candidates,
  deleteMembers,
  insertDraw,
  insertEvents,
  insertMembers,
  listEvents,
  listMembers,
  memberCount,
  membersAmong,
  type NewEvent,
  type NewMember,
  setLeader,
} from './expert-group-members.repository';

type Page = { pageNum: number; pageSize: number };
type Candidate = Awaited<ReturnType<typeof candidates>>[number];
type Group = Awaited<ReturnType<ExpertGroupService['get']>>;

interface JoinOptions {
  by: string;
  reasonOf: (expertId: number) => string;
  /** A draw's record, stored with the members it picked. */
  draw?: {
    seed: string;
    filter: Record<string, unknown>;
    candidateIds: number[];
    drawCount: number;
    drawnIds: number[];
  };
}

/**
 * The members page's rules (docs/expert-groups.md): every call checks the group is in the caller's
 * scope; conflicts are decided here against the group's applications, never taken from the client
 * (a blocked expert is refused, a warned one needs a reason, which is logged); capacity is checked
 * under a lock of the group's row; a draw is reproducible from its stored seed and pool.
 */
export class ExpertGroupMembersService {
  private readonly database: Database;
  private readonly clock: Clock;
  private readonly config: Pick<AppConfig, 'appSecret'>;
  private readonly groups: ExpertGroupService;

  constructor({
    database,
    clock,
    config,
    groups,
  }: {
    database: Database;
    clock: Clock;
    config: Pick<AppConfig, 'appSecret'>;
    groups: ExpertGroupService;
  }) {
    this.database = database;
    this.clock = clock;
    this.config = config;
    this.groups = groups;
  }

  async summary(expertGroupId: number, plan: CompScopePlan) {
    const group = await this.groups.get(expertGroupId, plan);
    return {
      ...group,
      applicationCount: group.reviewGroups.reduce((sum, review) => sum + review.applicationCount, 0),
    };
  }

  async members(expertGroupId: number, plan: CompScopePlan, name: string | undefined, page: Page) {
    await this.groups.assertInScope([expertGroupId], plan);
    return listMembers(this.database, expertGroupId, name, page);
  }

  async history(expertGroupId: number, plan: CompScopePlan, page: Page) {
    await this.groups.assertInScope([expertGroupId], plan);
    return listEvents(this.database, expertGroupId, page);
  }

  /** The filtered active experts not in the group, each with its verdict against the group's applications. */
  async candidates(expertGroupId: number, plan: CompScopePlan, filter: CandidateFilter, locale: Locale) {
    const group = await this.groups.get(expertGroupId, plan);
    const { pool, verdicts } = await this.pool(group, filter);
    return pool.map((candidate) => view(candidate, verdicts.get(candidate.expertId), locale));
  }

  /** Adds experts by hand, all or none. */
  async add(
    expertGroupId: number,
    plan: CompScopePlan,
    experts: Array<{ expertId: number; reason?: string }>,
    by: string,
  ): Promise<void> {
    const group = await this.groups.get(expertGroupId, plan);
    const reasons = new Map(experts.map((e) => [e.expertId, e.reason?.trim() ?? '']));
    const ids = [...reasons.keys()];
    const { pool, verdicts } = await this.pool(group, {}, ids);
    const found = new Map(pool.map((candidate) => [candidate.expertId, candidate]));
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw AppError.rule('expertGroup.notCandidate', { id: missing });
    const chosen = ids.map((id) => found.get(id) as Candidate);
    for (const candidate of chosen) {
      const verdict = verdicts.get(candidate.expertId) as ExpertVerdict;
      refuseBlocked(candidate, verdict);
      if (verdict.verdict === 'warn' && !reasons.get(candidate.expertId)) {
        const [conflict, hit] = firstHit(verdict.conflicts, 'warn');
        throw AppError.rule('expertGroup.warnNeedsReason', {
          name: candidate.nickName,
          code: conflict.applicationCode,
          ...hitTexts(hit),
        });
      }
    }
    await this.join(group, chosen, verdicts, {
      by,
      reasonOf: (expertId) => reasons.get(expertId) ?? '',
    });
  }

  /**
   * Draws `count` experts from the filtered, non-blocked candidates (sorted by expert id) with the
   * seed (docs/review.md section 8); a preview stores nothing, so the same seed then draws the same.
   */
  async draw(
    expertGroupId: number,
    plan: CompScopePlan,
    input: { filter: CandidateFilter; count: number; seed?: string; warnReason?: string; preview: boolean },
    by: string,
    locale: Locale,
  ) {
    const group = await this.groups.get(expertGroupId, plan);
    await this.checkCapacity(group, input.count);
    const { pool, verdicts } = await this.pool(group, input.filter);
    const eligible = pool.filter((candidate) => verdicts.get(candidate.expertId)?.verdict !== 'block');
    if (eligible.length < input.count) {
      throw AppError.rule('expertGroup.drawTooFew', { available: eligible.length, count: input.count });
    }
    const seed = input.seed?.trim() || newSeed();
    const candidateIds = eligible.map((candidate) => candidate.expertId);
    const drawnIds = seededDraw(candidateIds, input.count, seed);
    const byId = new Map(eligible.map((candidate) => [candidate.expertId, candidate]));
    const drawn = drawnIds.map((id) => byId.get(id) as Candidate);
    const answer = (drawId: number | null) => ({
      drawId,
      seed,
      candidateIds,
      drawnIds,
      drawn: drawn.map((candidate) => view(candidate, verdicts.get(candidate.expertId), locale)),
    });
    if (input.preview) return answer(null);
    const warnReason = input.warnReason?.trim() ?? '';
    const warned = drawn.filter((candidate) => verdicts.get(candidate.expertId)?.verdict === 'warn');
    if (warned.length > 0 && !warnReason) {
      throw AppError.rule('expertGroup.drawWarnNeedsReason', { names: warned.map((c) => c.nickName).join('、') });
    }
    const filter = cleanFilter(input.filter);
    const drawId = await this.join(group, drawn, verdicts, {
      by,
      reasonOf: () => warnReason,
      draw: { seed, filter, candidateIds, drawCount: input.count, drawnIds },
    });
    return answer(drawId);
  }

  /** Removes members, all or none; the leader removed leaves the group without one. */
  async remove(expertGroupId: number, plan: CompScopePlan, userIds: number[], by: string): Promise<void> {
    const group = await this.groups.get(expertGroupId, plan);
    const distinct = [...new Set(userIds)];
    await this.database.transaction(async () => {
      await lockExpertGroup(this.database, expertGroupId);
      const members = new Set(await membersAmong(this.database, expertGroupId, distinct));
      const strangers = distinct.filter((id) => !members.has(id));
      if (strangers.length > 0) {
        throw AppError.rule('expertGroup.notMember', { ids: strangers.join(','), name: group.groupName });
      }
      await deleteMembers(this.database, expertGroupId, distinct);
      const at = formatDateTime(this.clock.now());
      if (group.leaderUserId !== null && members.has(group.leaderUserId)) {
        await setLeader(this.database, { expertGroupId, userId: null, by, at });
      }
      await insertEvents(
        this.database,
        expertGroupId,
        distinct.map((userId) => ({ action: 'remove', userId })),
        by,
      );
    });
  }

  async leader(expertGroupId: number, plan: CompScopePlan, userId: number, by: string): Promise<void> {
    const group = await this.groups.get(expertGroupId, plan);
    await this.database.transaction(async () => {
      await lockExpertGroup(this.database, expertGroupId);
      if ((await membersAmong(this.database, expertGroupId, [userId])).length === 0) {
        throw AppError.rule('expertGroup.leaderNotMember', { name: group.groupName });
      }
      await setLeader(this.database, { expertGroupId, userId, by, at: formatDateTime(this.clock.now()) });
      await insertEvents(this.database, expertGroupId, [{ action: 'leader', userId }], by);
    });
  }

  /** The candidates (optionally only these experts) with their verdicts against the group's applications. */
  private async pool(group: Group, filter: CandidateFilter, expertIds?: number[]) {
    const pool = await candidates(this.database, {
      expertGroupId: group.expertGroupId,
      stageId: group.stageId,
      ...cleanFilter(filter),
      expertIds,
    });
    const verdicts = await verdictsOf(
      { database: this.database, clock: this.clock, config: this.config },
      {
        competitionId: group.competitionId,
        expertIds: pool.map((candidate) => candidate.expertId),
        applicationIds: await groupApplicationIds(this.database, group.expertGroupId),
      },
    );
    return { pool, verdicts };
  }

  private async checkCapacity(group: Group, adding: number): Promise<void> {
    const count = await memberCount(this.database, group.expertGroupId);
    if (count + adding > group.capacity) {
      throw AppError.rule('expertGroup.capacityFull', {
        name: group.groupName,
        capacity: group.capacity,
        count,
        adding,
      });
    }
  }

  /** Writes the members (and the draw), their history and the overridden warnings in one transaction. */
  private async join(
    group: Group,
    chosen: Candidate[],
    verdicts: Map<number, ExpertVerdict>,
    options: JoinOptions,
  ): Promise<number | null> {
    try {
      return await this.write(group, chosen, verdicts, options);
    } catch (error) {
      // Someone added one of these experts between the candidate read and this write.
      if (isUniqueViolation(error)) throw AppError.rule('expertGroup.changedMeanwhile', { name: group.groupName });
      throw error;
    }
  }

  private async write(
    group: Group,
    chosen: Candidate[],
    verdicts: Map<number, ExpertVerdict>,
    options: JoinOptions,
  ): Promise<number | null> {
    const { by, reasonOf, draw } = options;
    const expertGroupId = group.expertGroupId;
    return this.database.transaction(async () => {
      const locked = await lockExpertGroup(this.database, expertGroupId);
      await this.checkCapacity({ ...group, capacity: locked?.capacity ?? group.capacity }, chosen.length);
      const drawId = draw ? await insertDraw(this.database, { expertGroupId, ...draw, createBy: by }) : null;
      const members: NewMember[] = [];
      const events: NewEvent[] = [];
      if (draw) {
        events.push({
          action: 'draw',
          userId: null,
          drawId,
          detail: { seed: draw.seed, count: draw.drawCount, poolSize: draw.candidateIds.length, filter: draw.filter },
        });
      }
      for (const candidate of chosen) {
        const overrides = warnings(verdicts.get(candidate.expertId)?.conflicts ?? [], reasonOf(candidate.expertId));
        members.push({ userId: candidate.userId, joinedBy: draw ? 'draw' : 'manual', drawId, overrides });
        events.push({
          action: 'add',
          userId: candidate.userId,
          drawId,
          detail: overrides.length > 0 ? { reason: reasonOf(candidate.expertId), overrides } : {},
        });
        if (overrides.length > 0) {
          await recordOverrides(this.database, {
            expertId: candidate.expertId,
            expertGroupId,
            overrides: overrides.map((o) => ({
              applicationId: o.applicationId,
              ruleKind: o.rule as CoiRuleKind,
              reason: o.reason,
            })),
            by,
          });
        }
      }
      await insertMembers(this.database, expertGroupId, members, by);
      await insertEvents(this.database, expertGroupId, events, by);
      return drawId;
    });
  }
}

function refuseBlocked(candidate: Candidate, verdict: ExpertVerdict): void {
  if (verdict.verdict !== 'block') return;
  const [conflict, hit] = firstHit(verdict.conflicts, 'block');
  throw AppError.rule('expertGroup.blocked', {
    name: candidate.nickName,
    code: conflict.applicationCode,
    ...hitTexts(hit),
  });
}

function firstHit(conflicts: Conflict[], severity: 'block' | 'warn') {
  for (const conflict of conflicts) {
    const hit = conflict.hits.find((h) => h.severity === severity);
    if (hit) return [conflict, hit] as const;
  }
  throw new Error(`no ${severity} hit among the conflicts`);
}

/** Every warning of an expert's conflicts, each with the reason given for it. */
function warnings(conflicts: Conflict[], reason: string): OverriddenWarning[] {
  return conflicts.flatMap((conflict) =>
    conflict.hits
      .filter((hit) => hit.severity === 'warn')
      .map((hit) => ({ rule: hit.kind, applicationId: conflict.applicationId, reason })),
  );
}

/** The filter without empty values: what is stored with a draw and sent to the candidate query. */
function cleanFilter(filter: CandidateFilter): CandidateFilter & Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as CandidateFilter;
}

function view(candidate: Candidate, verdict: ExpertVerdict | undefined, locale: Locale) {
  return {
    ...candidate,
    verdict: verdict?.verdict ?? 'clear',
    conflicts: (verdict?.conflicts ?? []).map((conflict) => conflictView(conflict, locale)),
  };
}
