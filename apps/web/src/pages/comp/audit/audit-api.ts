import type { ApplicationRow, AuditDecision, AuditLevelTab } from '@cbo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TablePage } from '../../../components/crud';
import { type DataEnvelope, http } from '../../../core/http/http-client';

export const AUDIT_KEY = ['comp/audit'] as const;

export type QueueRow = ApplicationRow & { auditLevel: number | null };

export interface Scope {
  competitionId: number;
  trackId: number;
}

/** The edition's levels with the caller's pending counts and whether the caller decides there. */
export function useAuditLevels(scope: Scope | null) {
  return useQuery({
    queryKey: [...AUDIT_KEY, 'levels', scope],
    enabled: scope !== null,
    queryFn: async () =>
      (await http.get<DataEnvelope<AuditLevelTab[]>>('/comp/audit/levels', { params: { ...scope } })).data,
    placeholderData: keepPreviousData,
  });
}

export function useAuditQueue(params: (Scope & { levelNo: number; pageNum: number; pageSize: number }) | null) {
  return useQuery({
    queryKey: [...AUDIT_KEY, 'list', params],
    enabled: params !== null,
    queryFn: () => http.get<TablePage<QueueRow>>('/comp/audit/list', { params: { ...params } }),
    placeholderData: keepPreviousData,
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

/** Decides for every application waiting at the level that matches the queue's filters. */
export interface MatchingDecisionInput extends Omit<DecisionInput, 'applicationIds'> {
  filters: Record<string, unknown>;
  /** The count the person confirmed: the server refuses when the matching set has changed. */
  expected: number;
}

export async function decideMatching({ filters, ...input }: MatchingDecisionInput): Promise<number> {
  const answer = await http.put<DataEnvelope<{ matching: number; changed: number }>>('/comp/audit/decide-matching', {
    ...input,
    filters,
  });
  return answer.data.changed;
}

/** Decides for every application or none; resolves how many changed. */
export async function decide(input: DecisionInput): Promise<number> {
  const answer = await http.put<DataEnvelope<{ changed: number }>>('/comp/audit/decide', input);
  return answer.data.changed;
}
