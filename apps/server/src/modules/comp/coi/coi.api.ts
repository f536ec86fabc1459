import type { Database } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import type { CoiHit } from './coi-engine';

// TEMPORARY stand-in on the expert-groups branch until the coi-rules area's coi.api.ts lands on
// main (the merge takes main's file). Same signatures as announced; it answers no conflicts.

export interface ExpertConflict {
  applicationId: number;
  applicationCode: string;
  verdict: 'block' | 'warn';
  hits: CoiHit[];
}

export async function conflictsBetween(
  _ctx: { database: Database; clock: Clock },
  _input: { competitionId: number; expertIds: number[]; applicationIds: number[] },
): Promise<Map<number, ExpertConflict[]>> {
  return new Map();
}

export async function recordOverrides(
  _database: Database,
  _input: {
    expertId: number;
    expertGroupId: number;
    overrides: Array<{ applicationId: number; ruleKind: string; reason: string }>;
    by: string;
  },
): Promise<void> {}
