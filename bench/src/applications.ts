import ExcelJS from 'exceljs';
import { type LatencyResult, type LoadResult, load, sequentialLatency } from './load';
import { loginToken } from './session';

// GB 11643 check character, so generated ID numbers are valid.
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const checkChar = (first17: string) =>
  '10X98765432'[[...first17].reduce((sum, digit, i) => sum + Number(digit) * WEIGHTS[i], 0) % 11];

/** A distinct adult's ID number for each n (birth dates over 1960-1999, 1,000 per day). */
function idNumber(n: number): string {
  const day = new Date(Date.UTC(1960, 0, 1) + Math.floor(n / 1000) * 86_400_000);
  const first17 = `440106${day.toISOString().slice(0, 10).replaceAll('-', '')}${String(n % 1000).padStart(3, '0')}`;
  return first17 + checkChar(first17);
}

const WORDS = ['智能', '绿色', '健康', '教育', '农业', '制造', '物流', '能源', '文旅', '金融'];

interface Edition {
  competitionId: number;
  adultTrackId: number;
  industryLabel: string;
}

async function json<T>(url: string, token: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url, { ...init, headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) } });
  return (await res.json()) as T;
}

async function currentEdition(baseUrl: string, token: string): Promise<Edition> {
  const editions = await json<{ rows: Array<{ competitionId: number; isCurrent: string }> }>(
    `${baseUrl}/prod-api/comp/competition/list?pageSize=50`,
    token,
  );
  const current = editions.rows.find((row) => row.isCurrent === '1');
  if (!current) throw new Error('no current edition (seed the demo data)');
  const tracks = await json<{ data: Array<{ trackId: number; trackCode: string }> }>(
    `${baseUrl}/prod-api/comp/competition/${current.competitionId}/tracks`,
    token,
  );
  const adult = tracks.data.find((track) => track.trackCode === 'adult');
  const dict = await json<{ data: Array<{ dictLabel: string }> }>(
    `${baseUrl}/prod-api/system/dict/data/type/comp_industry`,
    token,
  );
  if (!adult || !dict.data[0]) throw new Error('the demo edition has no adult track or no industries');
  return { competitionId: current.competitionId, adultTrackId: adult.trackId, industryLabel: dict.data[0].dictLabel };
}

async function sheet(baseUrl: string, token: string, edition: Edition, batch: number, size: number): Promise<Buffer> {
  const template = await fetch(
    `${baseUrl}/prod-api/comp/application/importTemplate?competitionId=${edition.competitionId}`,
    { method: 'POST', headers: { authorization: `Bearer ${token}` } },
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await template.arrayBuffer()) as ArrayBuffer);
  const ws = workbook.worksheets[0];
  const titles = (ws.getRow(1).values as unknown[]).slice(1).map(String);
  for (let i = 0; i < size; i++) {
    const n = batch * size + i;
    const cells: Record<string, string> = {
      赛道: '成人组',
      组别: '创意组',
      项目名称: `${WORDS[n % WORDS.length]}项目${n}`,
      地区: '广东省/广州市/天河区',
      负责人姓名: `负责人${n}`,
      负责人手机: `139${String(n).padStart(8, '0')}`,
      负责人身份证号: idNumber(n),
      // One 项目简介 and one 行业: the fixed columns answer the adult track's own fields too.
      行业: edition.industryLabel,
      项目简介: '基准测试数据',
    };
    ws.addRow(titles.map((title) => cells[title] ?? ''));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function importSheet(baseUrl: string, token: string, competitionId: number, file: Buffer): Promise<number> {
  const boundary = '----cbobench';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="applications.xlsx"\r\ncontent-type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const started = performance.now();
  const answer = await json<{ code: number; msg: string; data?: { imported: number; issues: unknown[] } }>(
    `${baseUrl}/prod-api/comp/application/importData?competitionId=${competitionId}&dryRun=false`,
    token,
    { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body },
  );
  if (answer.code !== 200 || !answer.data?.imported) {
    throw new Error(`import failed: ${answer.msg} ${JSON.stringify(answer.data?.issues?.slice(0, 3))}`);
  }
  return performance.now() - started;
}

const CHUNK = 500;

function localDateTime(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
}

async function send(baseUrl: string, token: string, method: 'PUT', path: string, body: object): Promise<void> {
  const answer = await json<{ code: number; msg: string }>(`${baseUrl}/prod-api${path}`, token, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (answer.code !== 200) throw new Error(`${method} ${path} failed: ${answer.msg}`);
}

/** Ids of the adult track's applications in a status, in list order. */
async function idsIn(baseUrl: string, token: string, edition: Edition, status: string, count: number) {
  const ids: number[] = [];
  for (let page = 1; ids.length < count; page++) {
    const answer = await json<{ rows: Array<{ applicationId: number }> }>(
      `${baseUrl}/prod-api/comp/application/list?pageNum=${page}&pageSize=${CHUNK}&competitionId=${edition.competitionId}&trackId=${edition.adultTrackId}&status=${status}`,
      token,
    );
    if (answer.rows.length === 0) break;
    ids.push(...answer.rows.map((row) => row.applicationId));
  }
  return ids.slice(0, count);
}

async function inChunks(ids: number[], act: (chunk: number[]) => Promise<void>): Promise<void> {
  for (let i = 0; i < ids.length; i += CHUNK) await act(ids.slice(i, i + CHUNK));
}

/** What the statistics count beyond drafts: how many applications each step moved. */
export interface AuditShare {
  submitted: number;
  approvedLevel1: number;
  approved: number;
  returned: number;
  rejected: number;
}

/**
 * Moves a share of the imported applications through audit with the back office's own calls, so
 * the statistics count submissions, decisions and turnaround, not drafts only. A sheet carries no
 * files: the bench's edition stops asking the adult track for attachments first.
 */
async function auditShare(baseUrl: string, token: string, edition: Edition, submitted: number): Promise<AuditShare> {
  const tracksUrl = `${baseUrl}/prod-api/comp/competition/${edition.competitionId}/tracks`;
  const tracks = await json<{
    data: Array<{
      trackCode: string;
      attachments: string[];
      categories: Array<{ code: string; name: string; sort: number }>;
    }>;
  }>(tracksUrl, token);
  await send(baseUrl, token, 'PUT', `/comp/competition/${edition.competitionId}/tracks`, {
    tracks: tracks.data.map((track) => ({
      ...track,
      attachments: track.trackCode === 'adult' ? [] : track.attachments,
      categories: track.categories.map(({ code, name, sort }) => ({ code, name, sort })),
    })),
  });
  const drafts = await idsIn(baseUrl, token, edition, 'draft', submitted);
  await inChunks(drafts, (applicationIds) =>
    send(baseUrl, token, 'PUT', '/comp/application/transition', { applicationIds, action: 'submit' }),
  );
  const reasons = await json<{ data: Array<{ dictValue: string }> }>(
    `${baseUrl}/prod-api/system/dict/data/type/comp_reject_reason`,
    token,
  );
  const approve = drafts.slice(0, submitted / 2);
  const returned = drafts.slice(submitted / 2, submitted / 2 + submitted / 10);
  const rejected = drafts.slice(submitted / 2 + submitted / 10, submitted / 2 + submitted / 10 + submitted / 20);
  // Each level by its own role: the demo auditor (广州市, where the sheets' region is) at level 1,
  // the organiser (the bench's user) at level 2.
  const auditor = await loginToken(baseUrl, 'auditor');
  const decide = (levelNo: number, decision: string, extra: object) => (applicationIds: number[]) =>
    send(baseUrl, levelNo === 1 ? auditor : token, 'PUT', '/comp/audit/decide', {
      applicationIds,
      levelNo,
      decision,
      ...extra,
    });
  await inChunks(approve, decide(1, 'approve', {}));
  const deadline = localDateTime(new Date(Date.now() + 7 * 86_400_000));
  await inChunks(returned, decide(1, 'return', { reason: '基准测试退回', returnDeadline: deadline }));
  await inChunks(rejected, decide(1, 'reject', { reason: '基准测试驳回', reasonCode: reasons.data[0]?.dictValue }));
  const approved = approve.slice(0, approve.length / 2);
  await inChunks(approved, decide(2, 'approve', {}));
  return {
    submitted: drafts.length,
    approvedLevel1: approve.length,
    approved: approved.length,
    returned: returned.length,
    rejected: rejected.length,
  };
}

export interface ApplicationFigures {
  importMs: number[];
  applications: number;
  listLatency: LatencyResult;
  listLoad: LoadResult;
  /** GET /comp/statistics/summary over the track's applications, one at a time. */
  statisticsLatency: LatencyResult;
  /** How many of them went through audit before the statistics were timed. */
  audit: AuditShare;
}

/**
 * Loads `total` applications through the import endpoint (sheets of `size`, each timed), moves a
 * fifth of them through audit, then measures the list (page of 20 by track, status and a name
 * fragment, with its total) and a track's statistics.
 */
export async function benchApplications(
  baseUrl: string,
  token: string,
  total = 100_000,
  size = 10_000,
): Promise<ApplicationFigures> {
  const edition = await currentEdition(baseUrl, token);
  const importMs: number[] = [];
  for (let batch = 0; batch < total / size; batch++) {
    const file = await sheet(baseUrl, token, edition, batch, size);
    importMs.push(await importSheet(baseUrl, token, edition.competitionId, file));
  }
  const audit = await auditShare(baseUrl, token, edition, total / 5);
  const fragment = encodeURIComponent('能源项目1');
  const url = `${baseUrl}/prod-api/comp/application/list?pageNum=1&pageSize=20&trackId=${edition.adultTrackId}&status=draft&projectName=${fragment}`;
  const headers = { authorization: `Bearer ${token}` };
  const check = (await (await fetch(url, { headers })).json()) as { code: number; total: number };
  if (check.code !== 200 || check.total < 20) throw new Error(`unexpected list answer: ${JSON.stringify(check)}`);
  const listLatency = await sequentialLatency(url, headers);
  const listLoad = await load(url, { connections: 10, durationS: 10, headers });
  const statistics = `${baseUrl}/prod-api/comp/statistics/summary?competitionId=${edition.competitionId}&trackId=${edition.adultTrackId}`;
  const stats = (await (await fetch(statistics, { headers })).json()) as { code: number; data?: { total: number } };
  if (stats.code !== 200 || (stats.data?.total ?? 0) < total)
    throw new Error(`unexpected statistics: ${JSON.stringify(stats)}`);
  const statisticsLatency = await sequentialLatency(statistics, headers, 50);
  return { importMs, applications: total, listLatency, listLoad, statisticsLatency, audit };
}
