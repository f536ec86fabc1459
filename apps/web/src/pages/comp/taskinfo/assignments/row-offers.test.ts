import type { ReviewTask, TaskAssignment } from '@cbo/contracts';
import { describe, expect, it } from 'vitest';
import { rowOffers } from './assignments-api';

const task = { status: 'in_progress', lockOnSubmit: true } as const satisfies Partial<ReviewTask>;
const row = (status: TaskAssignment['status'], sheetStatus: string | null = null) =>
  ({ status, sheetStatus }) as Pick<TaskAssignment, 'status' | 'sheetStatus'>;
const offers = (t: Partial<ReviewTask>, r: Pick<TaskAssignment, 'status' | 'sheetStatus'>) =>
  rowOffers(t as ReviewTask, r as TaskAssignment);

describe('what an assignment row offers', () => {
  it('follows the assignment: open ones move and take paper entries, submitted ones unlock', () => {
    expect(offers(task, row('assigned'))).toEqual({ reassign: true, unlock: false, proxy: true });
    expect(offers(task, row('in_progress', 'draft'))).toEqual({ reassign: true, unlock: false, proxy: true });
    expect(offers(task, row('submitted', 'submitted'))).toEqual({ reassign: false, unlock: true, proxy: false });
    // A declared conflict waits for its replacement: only a reassignment.
    expect(offers(task, row('coi_declared'))).toEqual({ reassign: true, unlock: false, proxy: false });
    expect(offers(task, row('voided', 'draft'))).toEqual({ reassign: false, unlock: false, proxy: false });
  });

  it('lets a paper entry replace a submitted sheet only when the task does not lock on submit', () => {
    expect(offers({ ...task, lockOnSubmit: false }, row('submitted', 'submitted'))).toEqual({
      reassign: false,
      unlock: true,
      proxy: true,
    });
  });

  it('offers nothing outside a published or in-progress task', () => {
    for (const status of ['draft', 'closed', 'computed', 'finalized'] as const) {
      expect(offers({ ...task, status }, row('in_progress', 'draft'))).toEqual({
        reassign: false,
        unlock: false,
        proxy: false,
      });
    }
    expect(offers({ ...task, status: 'published' }, row('assigned')).reassign).toBe(true);
  });
});
