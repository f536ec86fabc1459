import { type RubricCriterion, type RubricRow, type RubricWritten, rubricMaxTotal } from '@cbo/contracts';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/date-time';
import {
  deleteRoots,
  findVersion,
  insertVersion,
  isJudgingStage,
  judgingStages,
  latestOfStage,
  lockRoots,
  lockStageNames,
  nameHolder,
  type RubricVersion,
  updateUnfrozen,
  usesOfRoots,
  versionsOfRoots,
} from './rubric.repository';

type Use = Awaited<ReturnType<typeof usesOfRoots>>[number];

/**
 * Rubrics per judging stage, versioned (docs/rubrics.md): an unfrozen latest version is edited in
 * place, a frozen one gets a next version of the same root; a rubric with a frozen or used version
 * is never removed.
 */
export class RubricService {
  private readonly database: Database;
  private readonly clock: Clock;

  constructor({ database, clock }: { database: Database; clock: Clock }) {
    this.database = database;
    this.clock = clock;
  }

  stages(competitionId: number) {
    return judgingStages(this.database, competitionId);
  }

  async list(filter: { stageId: number; rubricName?: string }): Promise<RubricRow[]> {
    const latest = await latestOfStage(this.database, filter);
    const uses = await usesOfRoots(
      this.database,
      latest.map((row) => row.rootId),
    );
    return latest.map((row) => summary(row, uses));
  }

  async get(rubricId: number) {
    const row = await findVersion(this.database, rubricId);
    if (!row) throw AppError.rule('rubric.missing', { id: rubricId });
    const [versions, uses] = await Promise.all([
      versionsOfRoots(this.database, [row.rootId]),
      usesOfRoots(this.database, [row.rootId]),
    ]);
    return {
      ...summary(row, uses),
      criteria: row.criteria,
      versions: versions.map((version) => ({
        rubricId: version.rubricId,
        version: version.version,
        frozen: version.frozen,
        criteriaCount: version.criteria.length,
        maxTotal: rubricMaxTotal(version.criteria),
        createTime: version.createTime,
      })),
    };
  }

  async add(values: { stageId: number; rubricName: string; criteria: RubricCriterion[] }, by: string) {
    return this.database.transaction(async (): Promise<RubricWritten> => {
      await this.checkStage(values.stageId);
      await this.checkName({ stageId: values.stageId, rubricName: values.rubricName });
      const rubricId = await insertVersion(this.database, { ...values, version: 1, by });
      return { rubricId, version: 1, newVersion: false };
    });
  }

  /** Edits the latest version: in place while unfrozen, else as the next version of its root. */
  async edit(rubricId: number, values: { rubricName: string; criteria: RubricCriterion[] }, by: string) {
    return this.database.transaction(async (): Promise<RubricWritten> => {
      // The root's rows locked: a task freezing this version waits, and so does a second editor.
      const versions = await lockRoots(this.database, [rubricId]);
      const current = versions.find((version) => version.rubricId === rubricId);
      if (!current) throw AppError.rule('rubric.missing', { id: rubricId });
      const latest = versions.filter((version) => version.rootId === current.rootId).at(-1) as RubricVersion;
      if (latest.rubricId !== current.rubricId) {
        throw AppError.rule('rubric.notLatest', { name: latest.rubricName, latest: latest.version });
      }
      await this.checkName({ stageId: current.stageId, rubricName: values.rubricName, exceptRoot: current.rootId });
      if (current.frozen === '0') {
        const at = formatDateTime(this.clock.now());
        await updateUnfrozen(this.database, { rubricId, ...values, by, at });
        return { rubricId, version: current.version, newVersion: false };
      }
      const version = current.version + 1;
      const next = await insertVersion(this.database, {
        rootId: current.rootId,
        stageId: current.stageId,
        version,
        ...values,
        by,
      });
      return { rubricId: next, version, newVersion: true };
    });
  }

  /** A new rubric (version 1) of a judging stage with a version's criteria. */
  async copy(rubricId: number, target: { stageId: number; rubricName: string }, by: string) {
    const source = await findVersion(this.database, rubricId);
    if (!source) throw AppError.rule('rubric.missing', { id: rubricId });
    return this.add({ ...target, criteria: source.criteria }, by);
  }

  /** All or none: each rubric goes with every version, unless a task uses one or one is frozen. */
  async remove(rubricIds: number[]): Promise<void> {
    await this.database.transaction(async () => {
      const versions = await lockRoots(this.database, rubricIds);
      const found = new Set(versions.map((version) => version.rubricId));
      const missing = rubricIds.find((id) => !found.has(id));
      if (missing !== undefined) throw AppError.rule('rubric.missing', { id: missing });
      const rootIds = [...new Set(versions.map((version) => version.rootId))];
      const nameOf = (rootId: number) =>
        (versions.filter((version) => version.rootId === rootId).at(-1) as RubricVersion).rubricName;
      const [use] = await usesOfRoots(this.database, rootIds);
      if (use) throw AppError.rule('rubric.removeUsed', { name: nameOf(use.rootId as number), task: use.taskName });
      const frozen = versions.find((version) => version.frozen === '1');
      if (frozen) throw AppError.rule('rubric.removeFrozen', { name: nameOf(frozen.rootId), version: frozen.version });
      await deleteRoots(this.database, rootIds);
    });
  }

  private async checkStage(stageId: number): Promise<void> {
    if (!(await isJudgingStage(this.database, stageId))) throw AppError.rule('rubric.stageMissing', { id: stageId });
  }

  /** Inside the write's transaction: the stage's names are locked until it ends. */
  private async checkName(values: { stageId: number; rubricName: string; exceptRoot?: number }): Promise<void> {
    await lockStageNames(this.database, values.stageId);
    if (await nameHolder(this.database, values)) throw AppError.rule('rubric.nameTaken', { name: values.rubricName });
  }
}

function summary(row: RubricVersion, uses: readonly Use[]): RubricRow {
  return {
    rubricId: row.rubricId,
    rootId: row.rootId,
    stageId: row.stageId,
    rubricName: row.rubricName,
    version: row.version,
    criteriaCount: row.criteria.length,
    maxTotal: rubricMaxTotal(row.criteria),
    frozen: row.frozen,
    usedBy: uses
      .filter((use) => use.rootId === row.rootId)
      .map((use) => ({ taskId: use.taskId, taskName: use.taskName, version: use.version })),
    createBy: row.createBy,
    updateTime: row.updateTime ?? row.createTime,
  };
}
