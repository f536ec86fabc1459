import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ExcelColumn } from './columns';
import { keysetBatches, sendXlsx, writeXlsx } from './export-xlsx';
import { parseXlsx } from './import-xlsx';

interface Post {
  postId: number;
  postCode: string;
  postName: string;
  status: string;
}

const statusDict = [
  { value: '0', label: '正常' },
  { value: '1', label: '停用' },
];
const columns: ExcelColumn<Post>[] = [
  { title: '岗位序号', key: 'postId', exportOnly: true },
  { title: '岗位编码', key: 'postCode' },
  { title: '岗位名称', key: 'postName' },
  { title: '状态', key: 'status', dict: statusDict },
];
const postRow = z.object({
  postCode: z.string().min(1).max(64),
  postName: z.string().min(1, '岗位名称不能为空').max(50),
  status: z.enum(['0', '1']),
});

function posts(count: number): Post[] {
  return Array.from({ length: count }, (_, i) => ({
    postId: i + 1,
    postCode: `code-${i + 1}`,
    postName: i === 3 ? '=HYPERLINK("http://evil","x")' : `岗位 ${i + 1}`,
    status: i % 2 === 0 ? '0' : '1',
  }));
}

async function toBuffer(rows: Post[], cols = columns): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => out.on('end', resolve));
  async function* pages() {
    for (let i = 0; i < rows.length; i += 1000) yield rows.slice(i, i + 1000);
  }
  await writeXlsx(out, '岗位数据', cols, pages());
  out.end();
  await done;
  return Buffer.concat(chunks);
}

describe('xlsx export', () => {
  it('writes 10,000 rows as a valid workbook with titles, dictionary labels and the formula guard', async () => {
    const buffer = await toBuffer(posts(10_000));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('岗位数据');
    expect(sheet?.rowCount).toBe(10_001);
    expect(sheet?.getRow(1).values).toEqual([undefined, '岗位序号', '岗位编码', '岗位名称', '状态']);
    expect(sheet?.getRow(2).values).toEqual([undefined, 1, 'code-1', '岗位 1', '正常']);
    expect(sheet?.getRow(3).getCell(4).value).toBe('停用');
    expect(sheet?.getRow(5).getCell(3).value).toBe(`'=HYPERLINK("http://evil","x")`);
    expect(sheet?.getRow(10_001).getCell(2).value).toBe('code-10000');
  });

  it('streams through a reply with percent-encoded attachment headers', async () => {
    const app = Fastify();
    app.get('/export', (_request, reply) =>
      sendXlsx({
        reply,
        fileName: '岗位数据.xlsx',
        sheetName: '岗位数据',
        columns,
        batches: keysetBatches(
          async (last, size) =>
            posts(25)
              .filter((p) => p.postId > (last ?? 0))
              .slice(0, size),
          (p) => p.postId,
          10,
        ),
      }),
    );
    const res = await app.inject({ url: '/export' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('岗位数据.xlsx')}`,
    );
    expect(res.headers['download-filename']).toBe(encodeURIComponent('岗位数据.xlsx'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].rowCount).toBe(26);
    await app.close();
  });
});

describe('keysetBatches', () => {
  it('pages by key without offsets and stops after a short page', async () => {
    const seen: Array<number | undefined> = [];
    const all = posts(25);
    const pages: number[][] = [];
    for await (const page of keysetBatches(
      async (last, size) => {
        seen.push(last);
        return all.filter((p) => p.postId > (last ?? 0)).slice(0, size);
      },
      (p) => p.postId,
      10,
    )) {
      pages.push(page.map((p) => p.postId));
    }
    expect(pages.map((page) => page.length)).toEqual([10, 10, 5]);
    expect(seen).toEqual([undefined, 10, 20]);
  });
});

describe('xlsx import', () => {
  it('reads an exported sheet back: labels become values, the formula guard is undone', async () => {
    const parsed = await parseXlsx(await toBuffer(posts(10_000)), columns as ExcelColumn<unknown>[], postRow);
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows).toHaveLength(10_000);
    expect(parsed.rows[1]).toEqual({ row: 3, value: { postCode: 'code-2', postName: '岗位 2', status: '1' } });
    expect(parsed.rows[3].value.postName).toBe('=HYPERLINK("http://evil","x")');
  });

  it('names the row and column of every bad cell', async () => {
    const rows = posts(5);
    rows[2].postName = '';
    rows[4].status = '9';
    const parsed = await parseXlsx(await toBuffer(rows), columns as ExcelColumn<unknown>[], postRow);
    expect(parsed.problems).toEqual([
      { row: 4, field: '岗位名称', message: '岗位名称不能为空', raw: expect.objectContaining({ postCode: 'code-3' }) },
      { row: 6, field: '状态', message: expect.any(String), raw: expect.objectContaining({ status: '9' }) },
    ]);
  });

  it('refuses a sheet without the expected columns', async () => {
    const parsed = await parseXlsx(
      await toBuffer(
        posts(2),
        columns.filter((column) => column.key !== 'postName'),
      ),
      columns as ExcelColumn<unknown>[],
      postRow,
    );
    expect(parsed.rows).toEqual([]);
    expect(parsed.problems).toEqual([{ row: 1, field: '岗位名称', message: 'missing columns' }]);
  });
});
