import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { cachedFontkit, certificateFontBytes } from '../certificate/certificate-font';
import { renderReportPdf } from './render-pdf';
import { labelled } from './render-pdf-blocks';
import { PdfLayout } from './render-pdf-layout';
import { sampleFinalReport } from './render-pdf-sample';
import { formatCell } from './render-pdf-table';
import type { ReportDocument } from './report-document';

// The report PDF (docs/report-rendering.md): every section kind drawn, texts extractable, the long
// table's header on every page, numbers right-aligned, charts drawn as vectors.

interface PageText {
  items: Array<{ str: string; x: number; y: number; width: number }>;
  text: string;
}

async function pagesText(bytes: Uint8Array): Promise<PageText[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false }).promise;
  const pages: PageText[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    const items = content.items.flatMap((item) =>
      'str' in item ? [{ str: item.str, x: item.transform[4], y: item.transform[5], width: item.width }] : [],
    );
    pages.push({ items, text: items.map((item) => item.str).join('\n') });
  }
  await pdf.destroy();
  return pages;
}

/** Each page's decoded content stream (the operators as PDF text). */
async function pageContents(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    return streams
      .map((stream) =>
        stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1') : '',
      )
      .join('\n');
  });
}

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

describe('renderReportPdf', () => {
  it('draws every section kind with extractable Chinese text, charts as vectors and footers', async () => {
    const progress: Array<[number, number]> = [];
    const bytes = await renderReportPdf(sampleFinalReport({ rows: 60 }), (done, total) => progress.push([done, total]));
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(progress).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    const pages = await pagesText(bytes);
    const all = pages.map((page) => page.text).join('\n');
    // Title block, heading, paragraph, figures, table, footer.
    expect(pages[0].text).toContain('第十届创新创业大赛 总结报告');
    expect(pages[0].text).toContain('数据指纹：');
    expect(all).toContain('一、总体情况');
    expect(all.replace(/\n/g, '')).toContain('本届大赛共收到报名项目 623 项');
    expect(all).toContain('平均审核用时（天）');
    expect(all).toContain('2,184');
    expect(all).toContain('2.46');
    expect(all).toContain('CX2026-1060');
    // The charts' texts: axis labels, pie labels, the funnel's stages, rotated dates.
    for (const label of [
      '青少年组',
      '项目数',
      '广州市：182（29.21%）',
      '资格审查通过 540',
      '11-05',
      '各地区项目占比',
    ]) {
      expect(all).toContain(label);
    }
    pages.forEach((page, index) => {
      expect(page.text).toContain(`${index + 1} / ${pages.length}`);
      expect(page.text).toContain('第十届创新创业大赛 · 报告快照 #12');
    });
    // Charts are vectors: the pie's arcs and the smooth line are curves (c); nothing is an image.
    const contents = await pageContents(bytes);
    const curves = contents.map((content) => count(content, / c\n/g));
    expect(curves.reduce((sum, n) => sum + n, 0)).toBeGreaterThan(50);
    expect(contents.join('\n')).not.toMatch(/ Do\n/);
    // The font is embedded as a subset, not the 10 MB file.
    expect(bytes.length).toBeLessThan(400_000);
  }, 60_000);

  it('repeats the table header on every page of a long table and right-aligns the numbers', async () => {
    const document: ReportDocument = {
      title: '复赛结果',
      meta: [],
      sections: [
        {
          heading: '名单',
          table: {
            columns: [
              { key: 'rank', title: '名次', width: 4 },
              { key: 'name', title: '项目名称', width: 30 },
              { key: 'score', title: '得分', width: 8, decimals: 2 },
            ],
            rows: Array.from({ length: 200 }, (_, i) => ({
              rank: i + 1,
              name: `项目 ${i + 1}`,
              score: i === 5 ? 100 : 80 + i / 10,
            })),
          },
        },
      ],
    };
    const pages = await pagesText(await renderReportPdf(document));
    expect(pages.length).toBeGreaterThanOrEqual(4);
    for (const page of pages) {
      expect(page.items.filter((item) => item.str === '项目名称')).toHaveLength(1);
    }
    const all = pages.flatMap((page) => page.items);
    expect(all.some((item) => item.str === '项目 200')).toBe(true);
    // Every score has two decimals and its right edge on one line.
    const scores = all.filter((item) => /^\d+\.\d\d$/.test(item.str));
    expect(scores).toHaveLength(200);
    expect(scores.some((item) => item.str === '100.00')).toBe(true);
    const rightEdges = new Set(scores.map((item) => Math.round((item.x + item.width) * 10) / 10));
    expect(rightEdges.size).toBe(1);
  }, 60_000);

  it('cuts a long cell text to three lines ending with an ellipsis', async () => {
    const long = '基于多模态大模型的智慧农业病虫害识别与无人机精准植保一体化平台'.repeat(6);
    const document: ReportDocument = {
      title: 'T',
      meta: [],
      sections: [
        {
          heading: 'H',
          table: {
            columns: [
              { key: 'a', title: 'A', width: 1 },
              { key: 'b', title: 'B', width: 4 },
            ],
            rows: [{ a: long, b: 1 }],
          },
        },
      ],
    };
    const pages = await pagesText(await renderReportPdf(document));
    const lines = pages[0].items.filter(
      (item) => item.str.startsWith('基于') || item.str.includes('…') || /^[\u4e00-\u9fff]/.test(item.str),
    );
    const cell = lines.filter((item) => item.x < 200);
    expect(cell).toHaveLength(3);
    expect(cell[2].str.endsWith('…')).toBe(true);
  }, 60_000);

  it('keeps a heading on the page of the chart under it, and prints no caption for a chart with its own title', async () => {
    const filler = '填充段落的文字。'.repeat(40);
    const document: ReportDocument = {
      title: '分页',
      meta: [],
      sections: [
        { heading: '第一节', paragraphs: [filler, filler, filler] },
        {
          heading: '图表节',
          charts: [
            {
              title: '外部标题',
              width: 640,
              height: 360,
              option: {
                title: { text: '内置标题' },
                xAxis: { type: 'category', data: ['甲类', '乙类'] },
                yAxis: { type: 'value' },
                series: [{ type: 'bar', data: [3, 5] }],
              },
            },
          ],
        },
      ],
    };
    const pages = await pagesText(await renderReportPdf(document));
    const pageOf = (text: string) => pages.findIndex((page) => page.items.some((item) => item.str === text));
    // The filler leaves less room on page 1 than the chart needs: heading and chart move on together.
    expect(pages[0].text).toContain('第一节');
    expect(pageOf('图表节')).toBe(1);
    expect(pageOf('甲类')).toBe(1);
    expect(pageOf('内置标题')).toBe(1);
    expect(pageOf('外部标题')).toBe(-1);
  }, 60_000);

  it('keeps a one-line place (a figure label, the footer) on one line when its text holds a line break', async () => {
    const document: ReportDocument = {
      title: '换行',
      meta: [],
      footer: '页脚\n第二行',
      sections: [{ heading: 'H', figures: [{ label: '第一行\n第二行', value: 1 }] }],
    };
    const [page] = await pagesText(await renderReportPdf(document));
    expect(page.items.map((item) => item.str)).toEqual(expect.arrayContaining(['第一行 第二行', '页脚 第二行']));
  }, 60_000);

  it('is readable by pdftotext when poppler is installed', async (context) => {
    try {
      execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    } catch {
      context.skip();
    }
    const dir = mkdtempSync(join(tmpdir(), 'report-pdf-'));
    try {
      const file = join(dir, 'report.pdf');
      writeFileSync(file, await renderReportPdf(sampleFinalReport({ rows: 10 })));
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('总体情况');
      expect(text).toContain('青少年组');
      expect(text).toContain('智能项目 1 号');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the layout helpers', () => {
  it('writes a meta label with the colon of its language', () => {
    expect(labelled('数据指纹')).toBe('数据指纹：');
    expect(labelled('Data hash (SHA-256)')).toBe('Data hash (SHA-256): ');
  });

  it('formats numbers with the column’s decimals', () => {
    expect(formatCell(2.5, { decimals: 2 })).toBe('2.50');
    expect(formatCell(0.1 + 0.2, {})).toBe('0.3');
    expect(formatCell(null, { decimals: 2 })).toBe('');
    expect(formatCell('文本', {})).toBe('文本');
  });

  it('never starts a line with closing punctuation', async () => {
    const doc = await PDFDocument.create();
    doc.registerFontkit(cachedFontkit);
    const layout = new PdfLayout(doc, await doc.embedFont(certificateFontBytes(), { subset: true }));
    // Four characters of 10 points fit a line of 40: the comma would start the second line.
    const lines = layout.wrap('一二三四，五六', 10, 40);
    expect(lines[0]).toBe('一二三四，');
    expect(lines[1]).toBe('五六');
    expect(layout.wrapAtMost('一二三四五六七八九十', 10, 40, 2)).toEqual(['一二三四', '五六七…']);
  });
});
