import { toleranceInPoints } from '@cbo/contracts';
import { describe, expect, it } from 'vitest';
import { seededShuffle } from '../../../lib/seeded-random';
import { chooseThirdReviewer, exceeds, type ReviewRow, readReviews, type ThirdCandidate } from './third-reviewer';

// The pure 2+1 rules (docs/arbitration.md): who reviews a third time, the tolerance, the first two.

const candidate = (userId: number, extra: Partial<ThirdCandidate> = {}): ThirdCandidate => ({
  userId,
  load: 0,
  maxLoad: null,
  blocked: false,
  heldBefore: false,
  ...extra,
});
const expertMode = (candidates: ThirdCandidate[], seed = 's:third:1') =>
  chooseThirdReviewer({ dispatch: 'expert', seed, candidates, leaderUserId: null });

describe('chooseThirdReviewer, expert', () => {
  it('takes the lowest load', () => {
    const chosen = expertMode([candidate(1, { load: 3 }), candidate(2, { load: 1 }), candidate(3, { load: 2 })]);
    expect(chosen).toEqual({ userId: 2, reason: null });
  });

  it('never takes a blocked one, one who held the application, or one at their cap', () => {
    const chosen = expertMode([
      candidate(1, { blocked: true }),
      candidate(2, { heldBefore: true }),
      candidate(3, { load: 2, maxLoad: 2 }),
      candidate(4, { load: 9 }),
    ]);
    expect(chosen).toEqual({ userId: 4, reason: null });
  });

  it('breaks ties by the seeded shuffle of the candidates sorted by user id: reproducible', () => {
    const candidates = [candidate(30), candidate(10), candidate(20), candidate(40)];
    const seed = 'abc:third:7';
    const first = seededShuffle([10, 20, 30, 40], seed)[0];
    expect(expertMode(candidates, seed)).toEqual({ userId: first, reason: null });
    // The input order does not matter, the same seed gives the same expert.
    expect(expertMode([...candidates].reverse(), seed)).toEqual({ userId: first, reason: null });
    const picks = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((s) => expertMode(candidates, `${s}:third:7`).userId),
    );
    expect(picks.size).toBeGreaterThan(1);
  });

  it('says why nobody: conflicts and previous assignments, else the caps', () => {
    expect(expertMode([candidate(1, { blocked: true }), candidate(2, { heldBefore: true })])).toEqual({
      userId: null,
      reason: 'no_eligible_expert',
    });
    expect(expertMode([])).toEqual({ userId: null, reason: 'no_eligible_expert' });
    expect(expertMode([candidate(1, { blocked: true }), candidate(2, { load: 1, maxLoad: 1 })])).toEqual({
      userId: null,
      reason: 'all_at_max_load',
    });
  });
});

describe('chooseThirdReviewer, leader', () => {
  const leaderMode = (candidates: ThirdCandidate[], leaderUserId: number | null) =>
    chooseThirdReviewer({ dispatch: 'leader', seed: 's', candidates, leaderUserId });

  it('takes the leader whatever the load', () => {
    expect(leaderMode([candidate(1), candidate(2, { load: 5, maxLoad: 5 })], 2)).toEqual({ userId: 2, reason: null });
  });

  it('waits without a leader, or with a blocked one, one who held it, or one not an active member', () => {
    expect(leaderMode([candidate(1)], null)).toEqual({ userId: null, reason: 'no_leader' });
    expect(leaderMode([candidate(1, { blocked: true })], 1)).toEqual({ userId: null, reason: 'no_eligible_expert' });
    expect(leaderMode([candidate(1, { heldBefore: true })], 1)).toEqual({ userId: null, reason: 'no_eligible_expert' });
    expect(leaderMode([candidate(1)], 9)).toEqual({ userId: null, reason: 'no_eligible_expert' });
  });
});

describe('tolerance and the first two reviews', () => {
  it('converts a percentage of the max total', () => {
    expect(toleranceInPoints(10, 'points', 100)).toBe(10);
    expect(toleranceInPoints(15, 'percent', 80)).toBe(12);
  });

  const row = (assignmentId: number, extra: Partial<ReviewRow> = {}): ReviewRow => ({
    assignmentId,
    userId: assignmentId,
    method: 'balanced',
    status: 'submitted',
    sheetStatus: 'submitted',
    total: null,
    ...extra,
  });

  it('compares the first two submitted live first-round sheets by assignment id', () => {
    const reviews = readReviews([
      row(5, { total: 60 }),
      row(2, { total: 90, status: 'voided' }),
      row(3, { total: 70.5, sheetStatus: 'draft', status: 'in_progress' }),
      row(4, { total: 80.25 }),
      row(7, { total: 10, method: 'third_review', status: 'assigned', sheetStatus: null }),
    ]);
    expect(reviews.first?.assignmentId).toBe(4);
    expect(reviews.second?.assignmentId).toBe(5);
    expect(reviews.difference).toBe(20.25);
    expect(reviews.third?.assignmentId).toBe(7);
    expect(exceeds(reviews, 20.25)).toBe(false);
    expect(exceeds(reviews, 20.24)).toBe(true);
  });

  it('counts a reassigned third review (method manual, replacing it) as the third, not the first round', () => {
    const reviews = readReviews([
      row(1, { total: 40 }),
      row(2, { total: 80 }),
      row(3, { method: 'third_review', status: 'voided', sheetStatus: null }),
      row(4, { method: 'manual', replacesId: 3, total: 70 }),
    ]);
    expect(reviews.third?.assignmentId).toBe(4);
    expect([reviews.first?.assignmentId, reviews.second?.assignmentId]).toEqual([1, 2]);
  });

  it('has no difference below two submitted sheets', () => {
    const reviews = readReviews([row(1, { total: 50 }), row(2, { status: 'coi_declared', total: 10 })]);
    expect(reviews.difference).toBeNull();
    expect(exceeds(reviews, 0)).toBe(false);
  });
});
