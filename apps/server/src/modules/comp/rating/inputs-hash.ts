import { createHash } from 'node:crypto';
import type { AggregationConfig } from '@cbo/contracts';
import { canonicalJson } from '../../../lib/hash-chain';
import type { EngineEntry, EngineInput, EngineSheet } from './engine-types';

// Step 12 of aggregate.ts: sha256 (hex) over canonical JSON, so a verify can tell whether the
// configuration or the inputs changed since a version was computed.

function sha256(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

export function configHash(config: AggregationConfig): string {
  return sha256(config);
}

/**
 * Over the inputs the engine used: entries in application-code order and the sheets of those
 * entries in assignment order (as the engine sorted them), the parts' scores by application id and
 * the leader decisions by decision id. Sheets of applications outside the entries are not hashed.
 */
export function inputsHash(
  input: EngineInput,
  entries: readonly EngineEntry[],
  sheets: readonly EngineSheet[],
): string {
  return sha256({
    mode: input.mode,
    tolerance: input.tolerance,
    criteria: input.criteria,
    entries: entries.map((entry) => ({
      entryId: entry.entryId,
      applicationId: entry.applicationId,
      counts: entry.counts,
    })),
    sheets: sheets.map((sheet) => ({
      sheetId: sheet.sheetId,
      assignmentId: sheet.assignmentId,
      userId: sheet.userId,
      applicationId: sheet.applicationId,
      method: sheet.method,
      assignmentStatus: sheet.assignmentStatus,
      items: sheet.items,
      headHmac: sheet.headHmac,
    })),
    parts: input.parts.map((part) => ({
      key: part.key,
      weight: part.weight,
      scores: [...part.scores.entries()]
        .sort(([a], [b]) => a - b)
        .map(([applicationId, score]) => ({ applicationId, score })),
    })),
    leaderDecisions: [...input.leaderDecisions]
      .sort((a, b) => a.decisionId - b.decisionId)
      .map((decision) => ({ decisionId: decision.decisionId, applicationIds: decision.applicationIds })),
  });
}
