import { seededShuffle } from '../../../lib/seeded-random';

// Pure rules of a roadshow (docs/roadshow.md): the seeded order, the next slot, the provisional ranks.

/** The candidates of a draw: the slots' application ids in id order (docs/review.md section 8). */
export function drawCandidates(applicationIds: readonly number[]): number[] {
  return [...applicationIds].sort((a, b) => a - b);
}

/** The order a seed gives over the candidates (a seeded Fisher-Yates shuffle). */
export function drawOrder(candidates: readonly number[], seed: string): number[] {
  return seededShuffle(candidates, seed);
}

/** Whether a stored random draw still follows from its seed and candidates. */
export function reproduces(draw: { seed: string | null; candidates: number[]; orderIds: number[] }): boolean {
  if (draw.seed === null) return false;
  const again = drawOrder(draw.candidates, draw.seed);
  return again.length === draw.orderIds.length && again.every((id, index) => id === draw.orderIds[index]);
}

/** A manual order is every slot's application exactly once. */
export function isPermutation(order: readonly number[], applicationIds: readonly number[]): boolean {
  if (order.length !== applicationIds.length) return false;
  const wanted = new Set(applicationIds);
  const seen = new Set<number>();
  for (const id of order) {
    if (!wanted.has(id) || seen.has(id)) return false;
    seen.add(id);
  }
  return true;
}

export interface SlotState {
  slotId: number;
  orderNo: number | null;
  checkedInAt: string | null;
  absent: boolean;
  presentedAt: string | null;
}

/** Whether a slot may present now: checked in, not absent. */
export const canPresent = (slot: SlotState) => slot.checkedInAt !== null && !slot.absent;

/**
 * The slot `next` picks: the first in order that is checked in, not absent and not presented, other
 * than the current one. Slots come in presentation order.
 */
export function nextSlot<T extends SlotState>(slots: readonly T[], currentSlotId: number | null): T | undefined {
  return slots.find(
    (slot) => slot.slotId !== currentSlotId && slot.orderNo !== null && canPresent(slot) && slot.presentedAt === null,
  );
}

/**
 * Provisional ranks by mean, highest first, among rows with a mean; ties share a rank
 * (competition ranking: 1, 1, 3). Means are compared exactly as sum/count of cents.
 */
export function provisionalRanks(rows: ReadonlyArray<{ cents: number; count: number }>): Array<number | null> {
  const scored = rows
    .map((row, index) => ({ ...row, index }))
    .filter((row) => row.count > 0)
    .sort((a, b) => b.cents * a.count - a.cents * b.count);
  const ranks: Array<number | null> = rows.map(() => null);
  scored.forEach((row, position) => {
    const previous = scored[position - 1];
    const tied = previous && previous.cents * row.count === row.cents * previous.count;
    ranks[row.index] = tied ? (ranks[previous.index] as number) : position + 1;
  });
  return ranks;
}
