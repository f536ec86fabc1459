// Awards set up through the API (docs/promotion.md, docs/certificates.md), for the certificates
// browser spec and the awards screenshots script: a closed and computed review task of three
// applications (e2e/support/judging.ts), two award levels, and an award batch on its stage driven
// draft (award_counts, adjusted by hand where the planner left an entry out) → submit → approve by a second user → publish → the 公示 window closed by
// moving the test clock → finalize, which writes the awards. Needs a server started with
// TEST_CLOCK=1 (the e2e server process sets it).

import { draftReviewTask, type JudgingApi, judgingApi, publishTask, submitSheets } from './judging';
import { advanceServerClock } from './test-clock';

export interface AwardedEdition {
  competitionId: number;
  stageId: number;
  batchId: number;
  /** The levels by name. */
  levels: Record<string, number>;
  applications: Array<{ applicationId: number; code: string }>;
  /** A fresh API client: the clock moved past the sessions of the first one. */
  api: JudgingApi;
}

const EXPERTS = ['expert', 'expert01', 'expert02'];

export async function awardedEdition(baseUrl: string, { taskName }: { taskName: string }): Promise<AwardedEdition> {
  const api = judgingApi(baseUrl);
  const task = await draftReviewTask(api, { taskName, size: 3, experts: EXPERTS });
  await publishTask(api, task.taskId);
  for (const user of EXPERTS) {
    // A little apart per application, so the ranks are strict.
    await submitSheets(api, user, task.taskId, task.applications, (code) => {
      const position = task.applications.findIndex((application) => application.code === code);
      return 0.85 - position * 0.1;
    });
  }
  await api.call('organiser', 'POST', `/comp/taskinfo/${task.taskId}/close`);
  await api.call('organiser', 'POST', `/comp/rating/${task.taskId}/compute`);

  const edition = await api.call<{ competitionId: number }>('organiser', 'GET', '/comp/competition/current/timeline');
  const competitionId = edition.data?.competitionId as number;
  const levels: Record<string, number> = {};
  for (const [name, rankOrder, count] of [
    ['金奖', 1, 1],
    ['银奖', 2, 2],
  ] as const) {
    const added = await api.call<{ levelId: number }>('organiser', 'POST', '/comp/award/level', {
      competitionId,
      trackId: null,
      name,
      kind: 'ranked',
      rankOrder,
      count,
    });
    levels[name] = added.data?.levelId as number;
  }

  const drafted = await api.call<{ batchId: number }>('organiser', 'POST', '/comp/upgrading/batch', {
    stageId: task.stageId,
    purpose: 'award',
    title: `${taskName}评奖`,
    rule: { scope: 'stage', method: 'award_counts', tiesAtCut: 'promote_all' },
  });
  const batchId = drafted.data?.batchId as number;
  // What the planner did not award (a planner without award_counts, or a tie at the cut) is
  // adjusted by hand with a reason, as an organiser does: the first by rank gold, the others silver.
  const decisions = await api.call<
    Array<{ decisionId: number | null; rank: number | null; finalResult: string; finalLevelId: number | null }>
  >('organiser', 'GET', `/comp/upgrading/batch/${batchId}/decisions?pageSize=50`);
  const ranked = [...(decisions.rows ?? [])].sort((a, b) => (a.rank ?? 99) - (b.rank ?? 99));
  for (const [index, decision] of ranked.entries()) {
    const levelId = index === 0 ? levels.金奖 : levels.银奖;
    if (decision.decisionId === null || (decision.finalResult === 'awarded' && decision.finalLevelId === levelId))
      continue;
    await api.call('organiser', 'PUT', `/comp/upgrading/batch/${batchId}/decision/${decision.decisionId}`, {
      result: 'awarded',
      levelId,
      reason: '按评审排名评定奖项',
    });
  }
  await api.call('organiser', 'PUT', `/comp/upgrading/batch/${batchId}/submit`);
  // Approval by someone other than the drafter.
  await api.call('admin', 'PUT', `/comp/upgrading/batch/${batchId}/approve`);
  await api.call('organiser', 'PUT', `/comp/upgrading/batch/${batchId}/publish`, {
    noticeTitle: `${taskName}获奖名单公示`,
    workingDays: 5,
  });
  await advanceServerClock(api, 14);
  // The sessions of before the jump have expired: log in again.
  const later = judgingApi(baseUrl);
  await later.call('organiser', 'PUT', `/comp/upgrading/batch/${batchId}/finalize`);
  return { competitionId, stageId: task.stageId, batchId, levels, applications: task.applications, api: later };
}
