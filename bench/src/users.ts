import ExcelJS from 'exceljs';
import { type LatencyResult, type LoadResult, load, sequentialLatency } from './load';

const TITLES = ['部门编号', '登录名称', '用户名称', '用户邮箱', '手机号码', '用户性别', '帐号状态'];
const DEPTS = [101, 102, 103, 104, 105];

async function sheet(batch: number, size: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('用户数据');
  ws.addRow(TITLES);
  for (let i = 0; i < size; i++) {
    const n = batch * size + i;
    ws.addRow([DEPTS[n % DEPTS.length], `u${n}`, `选手${n}`, '', `15${String(n).padStart(9, '0')}`, '男', '正常']);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function importSheet(baseUrl: string, token: string, file: Buffer): Promise<number> {
  const boundary = '----cbobench';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="users.xlsx"\r\ncontent-type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const started = performance.now();
  const res = await fetch(`${baseUrl}/prod-api/system/user/importData?updateSupport=false`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  const answer = (await res.json()) as { code: number; msg: string };
  if (answer.code !== 200) throw new Error(`import failed: ${answer.msg.slice(0, 300)}`);
  return performance.now() - started;
}

export interface UserFigures {
  importMs: number[];
  users: number;
  listLatency: LatencyResult;
  listLoad: LoadResult;
}

/** Imports `total` users (u0, u1, ...) in sheets of `size`: the time of each import. */
export async function importUsers(baseUrl: string, token: string, total: number, size: number): Promise<number[]> {
  const importMs: number[] = [];
  for (let batch = 0; batch < total / size; batch++)
    importMs.push(await importSheet(baseUrl, token, await sheet(batch, size)));
  return importMs;
}

/**
 * Loads 100,000 users through the import endpoint (10 sheets of 10,000, each timed), then measures
 * the user list: page of 20, a department subtree and a name fragment, with its total.
 */
export async function benchUsers(baseUrl: string, token: string, total = 100_000, size = 10_000): Promise<UserFigures> {
  const importMs = await importUsers(baseUrl, token, total, size);
  const url = `${baseUrl}/prod-api/system/user/list?pageNum=1&pageSize=20&deptId=100&userName=u123`;
  const headers = { authorization: `Bearer ${token}` };
  const check = (await (await fetch(url, { headers })).json()) as { code: number; total: number };
  if (check.code !== 200 || check.total < 20) throw new Error(`unexpected list answer: ${JSON.stringify(check)}`);
  const listLatency = await sequentialLatency(url, headers);
  const listLoad = await load(url, { connections: 10, durationS: 10, headers });
  return { importMs, users: total, listLatency, listLoad };
}
