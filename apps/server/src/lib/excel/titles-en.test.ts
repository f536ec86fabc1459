import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ExcelColumn } from './columns';
import { sendXlsx } from './export-xlsx';
import { parseXlsx } from './import-xlsx';
import { englishTitle } from './titles-en';

interface Post {
  postCode: string;
  postName: string;
}

const columns: ExcelColumn<Post>[] = [
  { title: '岗位编码', key: 'postCode' },
  { title: '岗位名称', key: 'postName' },
];

async function exportIn(locale: 'zh-CN' | 'en-US'): Promise<Buffer> {
  const app = Fastify();
  app.decorateRequest('locale', 'zh-CN');
  app.addHook('onRequest', async (request) => {
    request.locale = locale;
  });
  app.get('/export', (_request, reply) =>
    sendXlsx({
      reply,
      fileName: 'posts.xlsx',
      sheetName: '岗位数据',
      columns,
      batches: (async function* () {
        yield [{ postCode: 'ceo', postName: 'Chief' }];
      })(),
    }),
  );
  const res = await app.inject({ url: '/export' });
  await app.close();
  return res.rawPayload;
}

describe('spreadsheet headers in the request language (issue 30)', () => {
  it('writes English headers and sheet name for an English request, and reads such a sheet back', async () => {
    const english = await exportIn('en-US');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(english as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].name).toBe('Posts');
    expect(workbook.worksheets[0].getRow(1).values).toEqual([undefined, 'Post code', 'Post name']);
    const schema = z.object({ postCode: z.string(), postName: z.string() });
    const parsed = await parseXlsx(english, columns as ExcelColumn<unknown>[], schema);
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows[0]?.value).toEqual({ postCode: 'ceo', postName: 'Chief' });
  });

  it('keeps the Chinese headers for a Chinese request', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exportIn('zh-CN')) as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].getRow(1).values).toEqual([undefined, '岗位编码', '岗位名称']);
  });

  it('has an English header for every fixed Chinese title and sheet name the modules declare', () => {
    const modules = join(import.meta.dirname, '../../modules');
    const sources = readdirSync(modules, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => readFileSync(join(modules, file), 'utf8'))
      .filter((text) => /ExcelColumn|sendXlsx|sendTemplate/.test(text));
    const titles = new Set<string>();
    for (const text of sources) {
      for (const match of text.matchAll(
        /(?:title|sheetName): '([^']+)'|\['\w+', '([^']+)'\]|sendTemplate\(reply, '[^']+', '([^']+)'/g,
      )) {
        const title = match[1] ?? match[2] ?? match[3] ?? '';
        if (/\p{Script=Han}/u.test(title)) titles.add(title);
      }
    }
    expect(titles.size).toBeGreaterThan(80);
    expect([...titles].filter((title) => englishTitle(title) === undefined)).toEqual([]);
  });
});
