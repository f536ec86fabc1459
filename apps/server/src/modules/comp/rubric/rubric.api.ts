import type { RubricCriterion } from '@cbo/contracts';
import type { Database } from '../../../db/database';
import { findVersion, freezeVersion } from './rubric.repository';

/**
 * What the rubric module offers other modules (docs/rubrics.md): a version's criteria for a review
 * task and its scoring, and the freeze a task applies to the version it publishes with.
 */
export interface RubricVersionInfo {
  rubricId: number;
  rootId: number;
  stageId: number;
  rubricName: string;
  version: number;
  frozen: boolean;
  criteria: RubricCriterion[];
}

/** One version with its criteria, or undefined when there is none with this id. */
export async function rubricVersion(database: Database, rubricId: number): Promise<RubricVersionInfo | undefined> {
  const row = await findVersion(database, rubricId);
  if (!row) return undefined;
  return { ...row, frozen: row.frozen === '1' };
}

/**
 * Freezes a version (idempotent): it is never edited in place again, an edit writes the next
 * version. Call it inside the publishing transaction. Answers false when there is no such version.
 */
export async function freezeRubric(database: Database, rubricId: number): Promise<boolean> {
  return (await freezeVersion(database, rubricId)) > 0;
}
