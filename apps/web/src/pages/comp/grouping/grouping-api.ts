import {
  type AutoGroupingForm,
  getReviewGroup,
  groupingStageSummary,
  listGroupingExpertGroups,
  listGroupingStages,
  listReviewGroups,
  listStageEntries,
  moveStageEntries,
  previewAutoGrouping,
  saveAutoGrouping,
  takeInStageEntries,
} from '@cbo/contracts';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';

// The project groups page's reads and writes. Every write under /comp/grouping invalidates the
// page's cached reads (docs/web-client.md, query keys), so counts and lists follow by themselves.

/** The edition's judging stages. */
export function useGroupingStages(competitionId: number | null) {
  return useQuery({
    queryKey: queryKeyOf(listGroupingStages, { competitionId }),
    queryFn:
      competitionId === null
        ? skipToken
        : async () => (await api(listGroupingStages, { query: { competitionId } })).data,
  });
}

/** The stage's counts in the caller's scope. */
export function useGroupingSummary(stageId: number | null) {
  return useQuery({
    queryKey: queryKeyOf(groupingStageSummary, { stageId }),
    queryFn: stageId === null ? skipToken : async () => (await api(groupingStageSummary, { query: { stageId } })).data,
    placeholderData: keepPreviousData,
  });
}

/** Every group of the stage (for the move dialog's target select). */
export function useStageGroups(stageId: number | null, enabled = true) {
  return useQuery({
    queryKey: queryKeyOf(listReviewGroups, { stageId, all: true }),
    queryFn:
      stageId === null || !enabled
        ? skipToken
        : async () => (await api(listReviewGroups, { query: { stageId, pageNum: 1, pageSize: 500 } })).rows,
  });
}

/** The stage's expert groups the caller may bind. */
export function useStageExpertGroups(stageId: number | null) {
  return useQuery({
    queryKey: queryKeyOf(listGroupingExpertGroups, { stageId }),
    queryFn:
      stageId === null ? skipToken : async () => (await api(listGroupingExpertGroups, { query: { stageId } })).data,
  });
}

/** One group with its bound expert group. */
export function useReviewGroup(reviewGroupId: number | null) {
  return useQuery({
    queryKey: queryKeyOf(getReviewGroup, { reviewGroupId }),
    queryFn:
      reviewGroupId === null ? skipToken : async () => (await api(getReviewGroup, { params: { reviewGroupId } })).data,
  });
}

/** The applications of one group (a group holds a few dozen at most). */
export function useGroupEntries(stageId: number | null, reviewGroupId: number | null) {
  return useQuery({
    queryKey: queryKeyOf(listStageEntries, { stageId, reviewGroupId, all: true }),
    queryFn:
      stageId === null || reviewGroupId === null
        ? skipToken
        : async () =>
            (await api(listStageEntries, { query: { stageId, reviewGroupId, pageNum: 1, pageSize: 500 } })).rows,
  });
}

export async function takeIn(stageId: number) {
  return (await api(takeInStageEntries, { body: { stageId } })).data.created;
}

export async function previewGrouping(form: AutoGroupingForm) {
  return (await api(previewAutoGrouping, { body: form, change: false })).data;
}

export async function saveGrouping(form: AutoGroupingForm) {
  return (await api(saveAutoGrouping, { body: form })).data;
}

export async function moveEntries(entryIds: number[], reviewGroupId: number | null) {
  return (await api(moveStageEntries, { body: { entryIds, reviewGroupId } })).data.moved;
}
