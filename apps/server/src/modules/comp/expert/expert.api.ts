import type { Database } from '../../../db/database';
import * as repo from './expert.repository';

/**
 * What the expert module offers other modules (docs/architecture.md, Layers; docs/experts.md):
 * experts by id or by user id (profile with the user's name, organisation, region, tracks,
 * fields, industries, status and max load), their declared relations, and the applied profile an
 * approved expert registration creates.
 */

export type ExpertFacts = Awaited<ReturnType<typeof repo.expertsByIds>>[number];
export type ExpertRelationFacts = Awaited<ReturnType<typeof repo.relationsOf>>[number];

/** Live experts among these ids, by id (missing or deleted users left out). */
export const expertsByIds = (database: Database, expertIds: number[]): Promise<ExpertFacts[]> =>
  repo.expertsByIds(database, [...new Set(expertIds)]);

/** Live experts among these user ids (group members are users), by expert id. */
export const expertsByUserIds = (database: Database, userIds: number[]): Promise<ExpertFacts[]> =>
  repo.expertsByUserIds(database, [...new Set(userIds)]);

/** The declared relations of these experts (employers with their periods, mentored and relatives' organisations, statements). */
export const expertRelations = (database: Database, expertIds: number[]): Promise<ExpertRelationFacts[]> =>
  repo.relationsOf(database, [...new Set(expertIds)]);

/**
 * An approved registration with the expert role: the user gets an `applied` profile (none if one
 * exists), which an organiser activates. Runs in the caller's transaction.
 */
export const createAppliedExpert = (database: Database, userId: number, by: string): Promise<void> =>
  repo.insertAppliedExpert(database, userId, by);
