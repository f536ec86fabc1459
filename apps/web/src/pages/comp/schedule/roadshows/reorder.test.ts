import { describe, expect, it } from 'vitest';
import { moved, slotsInOrder } from './reorder-modal';
import { SLOTS } from './roadshow-fixtures';

describe('the manual order', () => {
  it('moves one row up, down or by a drag, keeping the others in order', () => {
    expect(moved(['a', 'b', 'c', 'd'], 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moved(['a', 'b', 'c', 'd'], 0, 1)).toEqual(['b', 'a', 'c', 'd']);
    expect(moved(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moved(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
  });

  it('starts from the drawn order, the slots without a number last', () => {
    const unordered = { ...SLOTS[0], slotId: 99, orderNo: null, code: 'A26-0099' };
    const shuffled = [unordered, SLOTS[2], SLOTS[0], SLOTS[1]];
    expect(slotsInOrder(shuffled).map((slot) => slot.code)).toEqual(['A26-0001', 'A26-0002', 'A26-0003', 'A26-0099']);
  });
});
