import { seededShuffle } from '../../../lib/seeded-random';

/**
 * 2+1 arbitration's pure parts (docs/arbitration.md): the tolerance in points, whether the first
 * two reviews differ by more than it, and who reviews a third time. No database: the service loads
 * the facts and writes the outcome, the queue runs the same choice without writing.
 */

export type WaitingReason = 'no_eligible_expert' | 'all_at_max_load' | 'no_leader';

/** An active member of the expert group bound to the application's review group in the task. */
export interface ThirdCandidate {
  userId: number;
  /** Live assignments in the task. */
  load: number;
  /** Most applications in the task; null: no cap. */
  maxLoad: number | null;
  /** A blocking conflict with the application. */
  blocked: boolean;
  /** Held an assignment of this application in this task (voided ones too). */
  heldBefore: boolean;
}

export interface ThirdChoiceInput {
  dispatch: 'expert' | 'leader';
  /** `${task.seed}:third:${applicationId}`: the ties' seeded order. */
  seed: string;
  candidates: readonly ThirdCandidate[];
  /** The expert group's leader (comp_expert_group.leader_user_id). */
  leaderUserId: number | null;
}

export type ThirdChoice = { userId: number; reason: null } | { userId: null; reason: WaitingReason };

/**
 * `expert`: the eligible candidate (no blocking conflict, never held the application) under their
 * cap with the lowest load; ties by the seeded shuffle of the candidates sorted by user id. Nobody
 * eligible: `no_eligible_expert`; eligible ones all at their cap: `all_at_max_load`.
 * `leader`: the leader under the same conflict and previous-assignment rules, the cap ignored;
 * no leader: `no_leader`; a leader who is not an active member, is blocked or held it: `no_eligible_expert`.
 */
export function chooseThirdReviewer(input: ThirdChoiceInput): ThirdChoice {
  const eligible = input.candidates.filter((candidate) => !candidate.blocked && !candidate.heldBefore);
  if (input.dispatch === 'leader') {
    if (input.leaderUserId === null) return { userId: null, reason: 'no_leader' };
    const leader = eligible.find((candidate) => candidate.userId === input.leaderUserId);
    return leader ? { userId: leader.userId, reason: null } : { userId: null, reason: 'no_eligible_expert' };
  }
  if (eligible.length === 0) return { userId: null, reason: 'no_eligible_expert' };
  const free = eligible.filter((candidate) => candidate.maxLoad === null || candidate.load < candidate.maxLoad);
  if (free.length === 0) return { userId: null, reason: 'all_at_max_load' };
  const order = seededShuffle(
    [...input.candidates].map((candidate) => candidate.userId).sort((a, b) => a - b),
    input.seed,
  );
  const rank = new Map(order.map((userId, index) => [userId, index]));
  const [chosen] = [...free].sort((a, b) => a.load - b.load || (rank.get(a.userId) ?? 0) - (rank.get(b.userId) ?? 0));
  return { userId: chosen.userId, reason: null };
}

/** One assignment of an application in a task, as the rules read it. */
export interface ReviewRow {
  assignmentId: number;
  userId: number;
  method: string;
  /** The assignment this one replaces (a reassignment): a third review's replacement is a third review. */
  replacesId?: number | null;
  status: string;
  sheetStatus: string | null;
  /** The sheet's total (comp_score_sheet.total). */
  total: number | null;
}

const NOT_LIVE = ['voided', 'coi_declared'];
const live = (row: ReviewRow) => !NOT_LIVE.includes(row.status);

export interface ApplicationReviews {
  /** The first two submitted sheets of the first round, by assignment id (absent below two). */
  first: ReviewRow | null;
  second: ReviewRow | null;
  /** |first − second| to the hundredth; null below two submitted. */
  difference: number | null;
  /** The live third review, if any. */
  third: ReviewRow | null;
}

/**
 * The first round is the live assignments whose method is not `third_review`; its first two
 * submitted sheets (by assignment id) are compared. The third is the live `third_review` one, or
 * the live assignment that replaced it (a reassignment writes method `manual`, replacing the voided one).
 */
export function readReviews(rows: readonly ReviewRow[]): ApplicationReviews {
  const sorted = [...rows].sort((a, b) => a.assignmentId - b.assignmentId);
  // Replacements come after what they replace, so one pass in id order follows every chain.
  const thirds = new Set<number>();
  for (const row of sorted) {
    if (row.method === 'third_review' || (row.replacesId != null && thirds.has(row.replacesId))) {
      thirds.add(row.assignmentId);
    }
  }
  const submitted = sorted.filter(
    (row) => live(row) && !thirds.has(row.assignmentId) && row.sheetStatus === 'submitted' && row.total !== null,
  );
  const [first = null, second = null] = submitted;
  const third = sorted.find((row) => live(row) && thirds.has(row.assignmentId)) ?? null;
  const difference =
    first && second
      ? Math.abs(Math.round((first.total ?? 0) * 100) - Math.round((second.total ?? 0) * 100)) / 100
      : null;
  return { first, second, difference, third };
}

/** Beyond the tolerance: a third review is due. */
export function exceeds(reviews: ApplicationReviews, tolerance: number): boolean {
  return reviews.difference !== null && reviews.difference > tolerance + 1e-9;
}
