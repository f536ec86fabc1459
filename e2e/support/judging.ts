// Judging data set up through the API (docs/review-tasks.md, docs/scoring.md), for the browser spec
// of issue 32 and the screenshots script: the demo edition's applications approved and taken into
// the adult preliminary, one review group of a few of them judged by an expert group holding the
// demo expert, and a draft review task over it with the stage's demo rubric. It needs nothing but
// a base URL and the demo accounts (password admin123, captcha off), so it runs against any server.

export interface Envelope<T> {
  code: number;
  msg?: string;
  data?: T;
  rows?: T;
  total?: number;
}

export interface JudgingApi {
  /** Calls the API as a demo user; a code other than 200 throws with the message. */
  call<T>(user: string, method: string, path: string, body?: unknown): Promise<Envelope<T>>;
  /** The same, answering the envelope whatever its code (to see a refusal). */
  raw<T>(user: string, method: string, path: string, body?: unknown): Promise<Envelope<T>>;
}

export function judgingApi(baseUrl: string, password = 'admin123'): JudgingApi {
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (user: string) => {
    let token = tokens.get(user);
    if (!token) {
      token = (async () => {
        const response = await fetch(`${baseUrl}/prod-api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: user, password }),
        });
        const body = (await response.json()) as { code: number; token?: string; msg?: string };
        if (body.code !== 200 || !body.token) throw new Error(`login of ${user} failed: ${body.msg}`);
        return body.token;
      })();
      tokens.set(user, token);
    }
    return token;
  };
  const raw = async <T>(user: string, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/prod-api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await tokenOf(user)}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return (await response.json()) as Envelope<T>;
  };
  return {
    raw,
    async call<T>(user: string, method: string, path: string, body?: unknown) {
      const answer = await raw<T>(user, method, path, body);
      if (answer.code !== 200) throw new Error(`${method} ${path} as ${user}: ${answer.code} ${answer.msg}`);
      return answer;
    },
  };
}

export interface DraftTask {
  stageId: number;
  taskId: number;
  taskName: string;
  reviewGroupId: number;
  expertGroupId: number;
  rubricId: number;
  /** The applications of the review group, by code. */
  applications: Array<{ applicationId: number; code: string }>;
}

/** A due date `days` ahead, as the task form takes it. */
export function dueIn(days: number): string {
  const due = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())} 18:00:00`;
}

/**
 * The adult preliminary of the current edition with a review group of `size` approved applications,
 * judged by an expert group of the demo `expert` (and whoever else is named), and a draft task over
 * it: all experts of the group score all its applications, with the stage's demo rubric.
 */
export async function draftReviewTask(
  api: JudgingApi,
  { taskName, size = 2, experts = ['expert'] }: { taskName: string; size?: number; experts?: string[] },
): Promise<DraftTask> {
  // The demo applications wait at the first of the two audit levels; the administrator decides at both.
  const waiting = await api.call<Array<{ applicationId: number }>>(
    'admin',
    'GET',
    '/comp/application/list?status=submitted&pageSize=50',
  );
  const waitingIds = (waiting.rows ?? []).map((row) => row.applicationId);
  if (waitingIds.length > 0) {
    for (const levelNo of [1, 2]) {
      await api.call('admin', 'PUT', '/comp/audit/decide', {
        applicationIds: waitingIds,
        levelNo,
        decision: 'approve',
      });
    }
  }
  const edition = await api.call<{ competitionId: number }>('organiser', 'GET', '/comp/competition/current/timeline');
  const competitionId = edition.data?.competitionId;
  const stages = await api.call<Array<{ stageId: number; stageKind: string; trackName: string | null }>>(
    'organiser',
    'GET',
    `/comp/grouping/stages?competitionId=${competitionId}`,
  );
  const stage = stages.data?.find((row) => row.trackName === '成人组' && row.stageKind === 'preliminary');
  if (!stage) throw new Error('the demo edition has no adult preliminary');
  const { stageId } = stage;
  await api.call('organiser', 'POST', '/comp/grouping/intake', { stageId });

  // The expert group, with its members.
  const groupName = `${taskName}专家组`;
  await api.call('organiser', 'POST', '/comp/expertGroup', { stageId, groupName, capacity: 5 });
  const groups = await api.call<Array<{ expertGroupId: number; groupName: string }>>(
    'organiser',
    'GET',
    `/comp/expertGroup/list?stageId=${stageId}&groupName=${encodeURIComponent(groupName)}`,
  );
  const expertGroupId = groups.rows?.find((row) => row.groupName === groupName)?.expertGroupId;
  if (!expertGroupId) throw new Error(`expert group ${groupName} not found`);
  const pool = await api.call<Array<{ expertId: number; userName: string }>>(
    'organiser',
    'GET',
    '/comp/expert/list?pageSize=100',
  );
  const members = experts.map((userName) => {
    const found = pool.rows?.find((row) => row.userName === userName);
    if (!found) throw new Error(`no expert profile for ${userName}`);
    return { expertId: found.expertId, reason: '测试：已核实无利益关系' };
  });
  await api.call('organiser', 'POST', `/comp/expertGroup/${expertGroupId}/members`, { experts: members });

  // A review group of the first ungrouped entries, bound to the expert group.
  const reviewGroupName = `${taskName}项目组`;
  const created = await api.call<{ reviewGroupId: number }>('organiser', 'POST', '/comp/grouping', {
    stageId,
    groupName: reviewGroupName,
    expertGroupId,
  });
  const reviewGroupId = created.data?.reviewGroupId ?? 0;
  const entries = await api.call<Array<{ entryId: number; applicationId: number; code: string }>>(
    'organiser',
    'GET',
    `/comp/grouping/entries?stageId=${stageId}&ungrouped=1&pageSize=${size}`,
  );
  const chosen = (entries.rows ?? []).slice(0, size);
  if (chosen.length < size) throw new Error(`only ${chosen.length} ungrouped entries in the adult preliminary`);
  await api.call('organiser', 'PUT', '/comp/grouping/move', {
    entryIds: chosen.map((entry) => entry.entryId),
    reviewGroupId,
  });

  // The stage's demo rubric and the draft task.
  const rubrics = await api.call<Array<{ rubricId: number }>>(
    'organiser',
    'GET',
    `/comp/rubric/list?stageId=${stageId}`,
  );
  const rubricId = rubrics.rows?.[0]?.rubricId;
  if (!rubricId) throw new Error('the adult preliminary has no rubric');
  const task = await api.call<{ taskId: number }>('organiser', 'POST', '/comp/taskinfo', {
    stageId,
    taskName,
    rubricId,
    groups: [{ reviewGroupId, expertGroupId }],
    mode: 'all_in_group',
    dueAt: dueIn(7),
  });
  return {
    stageId,
    taskId: task.data?.taskId ?? 0,
    taskName,
    reviewGroupId,
    expertGroupId,
    rubricId,
    applications: chosen.map((entry) => ({ applicationId: entry.applicationId, code: entry.code })),
  };
}

/** Publishes a draft task through the API, with a fixed seed. */
export async function publishTask(api: JudgingApi, taskId: number): Promise<number> {
  const published = await api.call<{ assignments: number }>('organiser', 'POST', `/comp/taskinfo/${taskId}/publish`, {
    seed: 'e2e-expert-home',
  });
  return published.data?.assignments ?? 0;
}

/** The live assignment of one expert and application in a task (staff's view). */
export async function assignmentOf(
  api: JudgingApi,
  taskId: number,
  applicationId: number,
  userName: string,
): Promise<{ assignmentId: number; status: string; sheetStatus: string | null; total: number | null }> {
  const listed = await api.call<
    Array<{ assignmentId: number; status: string; sheetStatus: string | null; total: number | null; userId: number }>
  >('organiser', 'GET', `/comp/taskinfo/${taskId}/assignments?applicationId=${applicationId}&pageSize=50`);
  const users = await api.call<Array<{ userId: number; userName: string }>>(
    'admin',
    'GET',
    `/system/user/list?userName=${encodeURIComponent(userName)}`,
  );
  const userId = users.rows?.find((row) => row.userName === userName)?.userId;
  const found = listed.rows?.find((row) => row.userId === userId && row.status !== 'voided');
  if (!found) throw new Error(`no assignment of ${userName} for application ${applicationId} in task ${taskId}`);
  return found;
}

interface ScoringCriterion {
  code: string;
  min: number;
  max: number;
  step: number;
  independent: boolean;
}

/**
 * A value of a criterion at about `share` of its range, on its step: shares between 0.45 and 0.9
 * need no comment under the demo rubrics (none at or below 40 % or at or above 95 %).
 */
export function valueAt(criterion: Pick<ScoringCriterion, 'min' | 'max' | 'step'>, share: number): number {
  const steps = Math.round(((criterion.max - criterion.min) * share) / criterion.step);
  return Number((criterion.min + steps * criterion.step).toFixed(2));
}

/**
 * An expert scores and submits every application of a published task through the scoring API
 * (docs/scoring.md): opens it, confirms the statement, submits each criterion at `share(code)` of
 * its range. Answers the submitted totals by application code.
 */
export async function submitSheets(
  api: JudgingApi,
  user: string,
  taskId: number,
  applications: ReadonlyArray<{ applicationId: number; code: string }>,
  share: (code: string) => number,
): Promise<Record<string, number>> {
  const totals: Record<string, number> = {};
  for (const application of applications) {
    const path = `/comp/scoring/${taskId}/${application.applicationId}`;
    const opened = await api.call<{ rubric: { criteria: ScoringCriterion[] } }>(user, 'GET', path);
    await api.call(user, 'POST', `${path}/statement`);
    const items: Record<string, { value: number }> = {};
    for (const criterion of opened.data?.rubric.criteria ?? []) {
      items[criterion.code] = { value: valueAt(criterion, share(application.code)) };
    }
    const submitted = await api.call<{ total: number | null }>(user, 'POST', `${path}/submit`, { items });
    totals[application.code] = submitted.data?.total ?? 0;
  }
  return totals;
}
