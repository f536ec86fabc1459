import { describe, expect, it } from 'vitest';
import { type PlanGroup, type PlanInput, planAssignments } from './assignment-plan';

const apps = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => ({
    applicationId: 1000 + from + i,
    code: `A26-${String(from + i).padStart(4, '0')}`,
  }));
const experts = (...caps: Array<number | null>) => caps.map((maxLoad, i) => ({ userId: 200 + i, maxLoad }));
const never = () => false;

function perExpert(plan: ReturnType<typeof planAssignments>) {
  return Object.fromEntries([...plan.loads.entries()].sort(([a], [b]) => a - b));
}
function perApplication(plan: ReturnType<typeof planAssignments>) {
  const counts = new Map<number, Set<number>>();
  for (const a of plan.assignments)
    counts.set(a.applicationId, (counts.get(a.applicationId) ?? new Set()).add(a.userId));
  return [...counts.values()].map((set) => set.size);
}

describe('assignment at publish', () => {
  it('gives every expert of a group every application of it (all in group)', () => {
    const group: PlanGroup = { reviewGroupId: 1, applications: apps(4), experts: experts(null, null, null) };
    const plan = planAssignments({ mode: 'all_in_group', seed: 's', groups: [group], blocked: never });
    expect(plan.assignments).toHaveLength(12);
    expect(perExpert(plan)).toEqual({ 200: 4, 201: 4, 202: 4 });
    expect(plan.unplaced).toEqual([]);
  });

  it('balances k reviews per application exactly when nothing is capped', () => {
    const group: PlanGroup = {
      reviewGroupId: 1,
      applications: apps(10),
      experts: experts(null, null, null, null, null, null),
    };
    const plan = planAssignments({ mode: 'k_per_application', k: 3, seed: 'balance', groups: [group], blocked: never });
    expect(plan.assignments).toHaveLength(30);
    expect(perExpert(plan)).toEqual({ 200: 5, 201: 5, 202: 5, 203: 5, 204: 5, 205: 5 });
    expect(perApplication(plan)).toEqual(Array(10).fill(3));
  });

  it('never goes above an expert’s maximum load and spreads the rest evenly', () => {
    const group: PlanGroup = { reviewGroupId: 1, applications: apps(10), experts: experts(2, null, null, 3) };
    const plan = planAssignments({ mode: 'two_plus_one', seed: 'caps', groups: [group], blocked: never });
    const loads = perExpert(plan);
    expect(plan.assignments).toHaveLength(20);
    expect(loads[200]).toBe(2);
    expect(loads[203]).toBe(3);
    expect([loads[201], loads[202]].sort()).toEqual([7, 8]);
    expect(perApplication(plan)).toEqual(Array(10).fill(2));
  });

  it('counts the load over the whole task, across groups', () => {
    const shared = { userId: 300, maxLoad: 3 };
    const groups: PlanGroup[] = [
      { reviewGroupId: 1, applications: apps(3), experts: [shared] },
      { reviewGroupId: 2, applications: apps(3, 10), experts: [shared, { userId: 301, maxLoad: null }] },
    ];
    const plan = planAssignments({ mode: 'k_per_application', k: 1, seed: 'x', groups, blocked: never });
    expect(perExpert(plan)).toEqual({ 300: 3, 301: 3 });
  });

  it('skips blocked pairs and reports what it cannot place, with the reason', () => {
    const group: PlanGroup = { reviewGroupId: 7, applications: apps(3), experts: experts(null, null) };
    const blocked = (userId: number, applicationId: number) => userId === 200 && applicationId === 1001;
    const plan = planAssignments({ mode: 'k_per_application', k: 2, seed: 'b', groups: [group], blocked });
    expect(plan.assignments.some((a) => a.userId === 200 && a.applicationId === 1001)).toBe(false);
    expect(plan.assignments).toHaveLength(5);
    expect(plan.unplaced).toEqual([
      { reviewGroupId: 7, applicationId: 1001, code: 'A26-0001', missing: 1, reason: 'no_eligible_expert' },
    ]);

    const full: PlanGroup = { reviewGroupId: 8, applications: apps(3), experts: experts(1, 1) };
    const capped = planAssignments({ mode: 'k_per_application', k: 1, seed: 'c', groups: [full], blocked: never });
    expect(capped.unplaced).toEqual([
      { reviewGroupId: 8, applicationId: 1003, code: 'A26-0003', missing: 1, reason: 'all_at_max_load' },
    ]);

    const allIn = planAssignments({
      mode: 'all_in_group',
      seed: 'd',
      groups: [{ reviewGroupId: 9, applications: apps(3), experts: experts(2, null) }],
      blocked: (userId, applicationId) => userId === 201 && applicationId === 1002,
    });
    expect(allIn.assignments).toHaveLength(4);
    expect(allIn.unplaced).toEqual([
      { reviewGroupId: 9, applicationId: 1003, code: 'A26-0003', missing: 1, reason: 'all_at_max_load' },
    ]);
  });

  it('gives the same assignment for the same inputs and seed, and breaks ties differently for another seed', () => {
    const input = (seed: string): PlanInput => ({
      mode: 'k_per_application',
      k: 1,
      seed,
      groups: [{ reviewGroupId: 1, applications: apps(5), experts: experts(null, null, null, null, null) }],
      blocked: never,
    });
    const order = (seed: string) => planAssignments(input(seed)).assignments.map((a) => a.userId);
    expect(order('seed-one')).toEqual(order('seed-one'));
    // Five applications over five experts: each seed puts them in its own order.
    expect(new Set(order('seed-one'))).toEqual(new Set([200, 201, 202, 203, 204]));
    const seeds = ['seed-one', 'seed-two', 'seed-three'].map(order).map((o) => o.join());
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });

  it('refuses a k below 1', () => {
    expect(() => planAssignments({ mode: 'k_per_application', k: 0, seed: 's', groups: [], blocked: never })).toThrow(
      'k must be',
    );
  });
});
