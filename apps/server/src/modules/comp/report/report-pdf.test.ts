import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../../../test/auth-helpers';
import { pdfText } from '../../../../test/certificate-fixtures';
import { demoEdition } from '../../../../test/demo-edition';
import { createTestApp, type TestApp } from '../../../../test/test-app';

// The PDF of a generated report with the real renderer (render-pdf.ts, docs/report-rendering.md):
// generated through the routes, kept, downloaded, and its text read back (pdfjs, and pdftotext when
// poppler is installed) with the title, the sections and the figures.

let t: TestApp;
let admin: string;
let competitionId: number;

const api = async (method: 'GET' | 'POST', url: string, payload?: object) =>
  (
    await t.app.inject({ method, url: `/prod-api${url}`, headers: bearer(admin), ...(payload ? { payload } : {}) })
  ).json();

async function finished(reportId: number) {
  for (let i = 0; i < 1200; i++) {
    const { data } = await api('GET', `/comp/report/${reportId}`);
    if (data.status !== 'running') return data;
    await sleep(50);
  }
  throw new Error(`report ${reportId} still running`);
}

const poppler = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

beforeAll(async () => {
  t = await createTestApp({ env: { APP_CAPTCHA: 'off' } });
  admin = await loginAs(t.app, 'admin');
  competitionId = (await demoEdition(t.database)).competitionId;
});
afterAll(async () => {
  await t.close();
});

describe('the final report PDF', () => {
  it('is produced, kept with its size and downloaded with the title, the sections and the figures', async () => {
    const { data } = await api('POST', '/comp/report', { competitionId, params: { kind: 'final_report' } });
    const done = await finished(data.reportId);
    expect(done).toMatchObject({ status: 'done', done: 4, total: 4, error: null });
    const res = await t.app.inject({
      method: 'GET',
      url: `/prod-api/comp/report/${done.reportId}/file/pdf`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const bytes = res.rawPayload;
    // REPORT_PDF_OUT=<file> keeps the PDF to look at (pdftoppm -png -r 80 -f 1 -l 1).
    if (process.env.REPORT_PDF_OUT) writeFileSync(process.env.REPORT_PDF_OUT, bytes);
    expect(bytes.byteLength).toBe(done.pdfSize);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await pdfText(new Uint8Array(bytes));
    const flat = text.replace(/\s+/g, '');
    expect(flat).toContain(done.title.replace(/\s+/g, ''));
    for (const heading of ['按赛道', '按地区（省级）', '赛程漏斗', '审核时效', '评审统计'])
      expect(flat).toContain(heading);
    expect(flat).toContain(done.dataHash);
    if (poppler) {
      const dir = mkdtempSync(join(tmpdir(), 'report-'));
      try {
        const file = join(dir, 'report.pdf');
        writeFileSync(file, bytes);
        const popplerText = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
        expect(popplerText.replace(/\s+/g, '')).toContain(done.title.replace(/\s+/g, ''));
        expect(popplerText).toContain('申报总数');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  }, 120_000);
});
