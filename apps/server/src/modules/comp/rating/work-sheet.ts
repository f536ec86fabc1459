import type { SheetLeftOut } from '@cbo/contracts';
import type { EngineSheet } from './engine-types';

/** The engine's working copy of one input sheet (aggregate.ts). */
export interface WorkSheet {
  sheet: EngineSheet;
  /** Recomputed from the items (sheet-totals.ts). */
  raw: number;
  /** Counted at all: not voided, not a conflict, not of an excluded entry (the "valid" sheets). */
  valid: boolean;
  /** Why the sheet does not form the score; null while it does. */
  leftOut: SheetLeftOut | null;
  /** After per-judge normalisation; null when off or skipped for the judge. */
  normalised: number | null;
  /** `normalised ?? raw`: what the combination uses. */
  value: number;
  /** Lies beyond outlierZ panel spreads from the other valid sheets of its application. */
  outlier: boolean;
}

/** Assignment id order (sheet id for equal assignments, which a correct input never has). */
export function byAssignment(a: EngineSheet, b: EngineSheet): number {
  return a.assignmentId - b.assignmentId || a.sheetId - b.sheetId;
}
