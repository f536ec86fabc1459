import {
  type ApplicationRow,
  type AuditDecision,
  decideAudit,
  decideMatchingAudit,
  listAuditLevels,
  listAuditQueue,
  listAuditRegions,
} from '@cbo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, callRoute } from '../../../core/http/api';
import { queryKeyOf, resourceKeyOf } from '../../../core/http/query-keys';

/** The query key prefix of everything cached for the audit queue (levels and list). */
export const AUDIT_KEY = resourceKeyOf(listAuditQueue.path);

export type QueueRow = ApplicationRow & { auditLevel: number | null };

export interface Scope {
  competitionId: number;
  trackId: number;
}

/** The edition's levels with the caller's pending counts and whether the caller decides there. */
export function useAuditLevels(scope: Scope | null) {
  return useQuery({
    queryKey: queryKeyOf(listAuditLevels, scope),
    enabled: scope !== null,
    queryFn: async () => (await api(listAuditLevels, { query: scope as Scope })).data,
    placeholderData: keepPreviousData,
  });
}

/** The regions within the caller's scope, for the queue's region filter. */
export function useAuditRegions(competitionId: number | null) {
  return useQuery({
    queryKey: queryKeyOf(listAuditRegions, { competitionId }),
    enabled: competitionId !== null,
    queryFn: async () => (await api(listAuditRegions, { query: { competitionId: competitionId as number } })).data,
    staleTime: 60_000,
  });
}

export interface DecisionInput {
  applicationIds: number[];
  levelNo: number;
  decision: AuditDecision;
  reason?: string | null;
  reasonCode?: string | null;
  returnDeadline?: string | null;
}

/** Decides for every application or none; resolves how many changed. */
export async function decide(input: DecisionInput): Promise<number> {
  return (await api(decideAudit, { body: input })).data.changed;
}

/** Decides for every application waiting at the level that matches the queue's filters. */
export interface MatchingDecisionInput extends Omit<DecisionInput, 'applicationIds'> {
  /** The queue's filters as its list sent them. */
  filters: Record<string, unknown>;
  /** The count the person confirmed: the server refuses when the matching set has changed. */
  expected: number;
}

export async function decideMatching(input: MatchingDecisionInput): Promise<number> {
  // The filters are the list's, already in their wire form (the kit holds them untyped).
  const answer = await callRoute<{ data: { matching: number; changed: number } }>(decideMatchingAudit, { body: input });
  return answer.data.changed;
}
