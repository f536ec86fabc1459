import autocannon from 'autocannon';
import { importUsers } from './users';

export interface CrowdFigures {
  users: number;
  connections: number;
  durationS: number;
  /** Answers with body code 200 per second; busy answers and errors are failures. */
  successPerSecond: number;
  answered: number;
  succeeded: number;
  /** Answers "busy" (the database could not take the request within DB_WAIT_MS). */
  busy: number;
  /** Other failures: other body codes, non-2xx, socket errors and timeouts. */
  failed: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  over5s: number;
}

/** Exact percentile of sorted times. */
const at = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);

/**
 * The user list under a crowd: `connections` clients asking for it back to back for `durationS`
 * seconds (autocannon), each answer's time and body code recorded, so busy answers count as
 * failures and answers slower than 5 s are counted (autocannon's own histogram cannot say).
 */
export async function crowdOnList(
  url: string,
  headers: Record<string, string>,
  connections: number,
  durationS: number,
): Promise<Omit<CrowdFigures, 'users'>> {
  const times: number[] = [];
  let succeeded = 0;
  let busy = 0;
  let failed = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options: autocannon.Options = {
      url,
      connections,
      duration: durationS,
      timeout: 60,
      requests: [
        {
          method: 'GET',
          headers,
          onResponse: (status, body) => {
            const code = status === 200 ? (JSON.parse(body) as { code: number }).code : -status;
            if (code === 200) succeeded++;
            else if (status === 200 && /busy|繁忙/.test(body)) busy++;
            else failed++;
          },
        },
      ],
    };
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
    });
  });
  failed += result.errors + result.timeouts;
  times.sort((a, b) => a - b);
  return {
    connections,
    durationS,
    successPerSecond: Math.round(succeeded / durationS),
    answered: times.length,
    succeeded,
    busy,
    failed,
    p50Ms: at(times, 0.5),
    p99Ms: at(times, 0.99),
    maxMs: Math.round(times[times.length - 1] ?? 0),
    over5s: times.filter((ms) => ms > 5_000).length,
  };
}

/**
 * Issue 26 item 15: 100,000 users imported, then `/system/user/list` (page of 20, a department
 * subtree and a name fragment, with its total) at 200 connections for 30 s.
 */
export async function benchUserListCrowd(
  baseUrl: string,
  token: string,
  options: { users?: number; connections?: number; durationS?: number } = {},
): Promise<CrowdFigures> {
  const users = options.users ?? 100_000;
  await importUsers(baseUrl, token, users, Math.min(users, 10_000));
  const url = `${baseUrl}/prod-api/system/user/list?pageNum=1&pageSize=20&deptId=100&userName=u123`;
  const headers = { authorization: `Bearer ${token}` };
  const check = (await (await fetch(url, { headers })).json()) as { code: number; total: number };
  if (check.code !== 200 || check.total < 20) throw new Error(`unexpected list answer: ${JSON.stringify(check)}`);
  const figures = await crowdOnList(url, headers, options.connections ?? 200, options.durationS ?? 30);
  return { users, ...figures };
}

export function crowdRows(label: string, figures: CrowdFigures): Array<[string, string, string]> {
  return [
    [
      `${label}: user list at ${figures.users}, ${figures.connections} connections ${figures.durationS} s, successful req/s`,
      String(figures.successPerSecond),
      `${figures.succeeded} ok, ${figures.busy} busy, ${figures.failed} failed of ${figures.answered} answers`,
    ],
    [
      `${label}: user list crowd p50 / p99`,
      `${figures.p50Ms} / ${figures.p99Ms} ms`,
      `max ${figures.maxMs} ms; ${figures.over5s} over 5 s; target none over 5 s, p99 < 1000 ms`,
    ],
  ];
}
