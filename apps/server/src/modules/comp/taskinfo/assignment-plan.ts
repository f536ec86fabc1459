import { seededShuffle } from '../../../lib/seeded-random';

/**
 * Who reviews what when a review task is published (docs/review.md section 5, assignment): a pure
 * function of the task's groups, their applications and experts, the blocked pairs and a seed, so
 * the same inputs and seed give the same assignment on any machine.
 *
 * - `all_in_group`: every expert of a group reviews every application of it;
 * - `k_per_application` (and the first two reviews of `two_plus_one`): applications in code order
 *   each get the k eligible experts with the lowest load so far, ties broken by the seeded order of
 *   the group's experts.
 *
 * Blocked pairs are never assigned and nobody goes above their maximum load (the load counts the
 * whole task, across groups); what cannot be placed is reported with its reason.
 */

export type AssignmentMode = 'all_in_group' | 'k_per_application' | 'two_plus_one';

export interface PlanExpert {
  userId: number;
  /** Most applications in this task; null: no limit. */
  maxLoad: number | null;
}

export interface PlanGroup {
  reviewGroupId: number;
  applications: ReadonlyArray<{ applicationId: number; code: string }>;
  experts: readonly PlanExpert[];
}

export interface PlanInput {
  mode: AssignmentMode;
  /** Reviews per application for `k_per_application` (two_plus_one always takes 2). */
  k?: number;
  seed: string;
  groups: readonly PlanGroup[];
  /** Whether the pair is blocked by a conflict of interest. */
  blocked: (userId: number, applicationId: number) => boolean;
}

export interface PlannedAssignment {
  reviewGroupId: number;
  applicationId: number;
  userId: number;
}

export type UnplacedReason = 'no_eligible_expert' | 'all_at_max_load';

export interface Unplaced {
  reviewGroupId: number;
  applicationId: number;
  code: string;
  /** Reviews the application still lacks. */
  missing: number;
  reason: UnplacedReason;
}

export interface AssignmentPlan {
  assignments: PlannedAssignment[];
  unplaced: Unplaced[];
  /** Applications per expert (user id), over the whole task. */
  loads: Map<number, number>;
}

export function planAssignments(input: PlanInput): AssignmentPlan {
  const wanted = input.mode === 'two_plus_one' ? 2 : input.mode === 'k_per_application' ? (input.k ?? 0) : undefined;
  if (wanted !== undefined && (!Number.isInteger(wanted) || wanted < 1)) {
    throw new Error('planAssignments: k must be a whole number of at least 1');
  }
  const loads = new Map<number, number>();
  const assignments: PlannedAssignment[] = [];
  const unplaced: Unplaced[] = [];
  const groups = [...input.groups].sort((a, b) => a.reviewGroupId - b.reviewGroupId);
  for (const group of groups) {
    // The seeded order of the group's experts, from their ids in order: the tie-break.
    const experts = seededShuffle(
      [...group.experts].sort((a, b) => a.userId - b.userId),
      `${input.seed}:${group.reviewGroupId}`,
    );
    const rank = new Map(experts.map((expert, index) => [expert.userId, index]));
    const applications = [...group.applications].sort((a, b) =>
      a.code < b.code ? -1 : a.code > b.code ? 1 : a.applicationId - b.applicationId,
    );
    for (const application of applications) {
      const eligible = experts.filter((expert) => !input.blocked(expert.userId, application.applicationId));
      const free = eligible.filter(
        (expert) => expert.maxLoad === null || (loads.get(expert.userId) ?? 0) < expert.maxLoad,
      );
      const chosen =
        wanted === undefined
          ? free
          : [...free]
              .sort(
                (a, b) =>
                  (loads.get(a.userId) ?? 0) - (loads.get(b.userId) ?? 0) ||
                  (rank.get(a.userId) ?? 0) - (rank.get(b.userId) ?? 0),
              )
              .slice(0, wanted);
      for (const expert of chosen) {
        assignments.push({
          reviewGroupId: group.reviewGroupId,
          applicationId: application.applicationId,
          userId: expert.userId,
        });
        loads.set(expert.userId, (loads.get(expert.userId) ?? 0) + 1);
      }
      const shortfall = shortOf(wanted, experts.length, eligible.length, chosen.length);
      if (shortfall) {
        unplaced.push({
          reviewGroupId: group.reviewGroupId,
          applicationId: application.applicationId,
          code: application.code,
          ...shortfall,
        });
      }
    }
  }
  return { assignments, unplaced, loads };
}

/**
 * What an application lacks: with k wanted, the reviews short of k (no eligible expert when
 * conflicts leave fewer than k, else everyone free is at their maximum load); with all in the
 * group, the eligible experts left out by their load, or every expert when all are blocked.
 */
function shortOf(
  wanted: number | undefined,
  members: number,
  eligible: number,
  chosen: number,
): { missing: number; reason: UnplacedReason } | undefined {
  if (wanted !== undefined) {
    if (chosen >= wanted) return undefined;
    return { missing: wanted - chosen, reason: eligible < wanted ? 'no_eligible_expert' : 'all_at_max_load' };
  }
  if (eligible === 0) return { missing: Math.max(members, 1), reason: 'no_eligible_expert' };
  return chosen < eligible ? { missing: eligible - chosen, reason: 'all_at_max_load' } : undefined;
}
