import { describe, expect, it } from 'vitest';
import { pdfText, sealPng } from '../../../../test/certificate-fixtures';
import { cachedFontkit, certificateFontBytes } from './certificate-font';
import { type CertificateFacts, drawCertificate } from './certificate-pdf';

const facts: CertificateFacts = {
  code: 'ABCD2345EFGH6789',
  edition: '第十届创新创业大赛',
  projectName: '智慧农业无人机植保系统',
  members: ['张三', '李四'],
  orgName: '广州市天河区第一中学',
  award: '金奖',
  issueDate: '2026-11-26',
  verifyUrl: 'https://contest.example.org/competition/verify/ABCD2345EFGH6789',
};
const look = {
  title: '荣誉证书',
  issuer: '大赛组委会',
  wording: '「{project}」项目在{edition}中荣获{award}，特发此证。',
  seal: null,
};

describe('the certificate font', () => {
  it('is parsed once, and its subsets keep every glyph whole', async () => {
    const font = cachedFontkit.create(certificateFontBytes());
    expect(cachedFontkit.create(certificateFontBytes())).toBe(font);
    const glyphs = font.layout('荣誉证书团队成员张三李四ABC123').glyphs;
    const subset = font.createSubset();
    for (const glyph of glyphs) subset.includeGlyph(glyph);
    const encoded = await new Promise<Uint8Array>((resolve) => {
      const parts: Uint8Array[] = [];
      subset
        .encodeStream()
        .on('data', (part) => parts.push(part))
        .on('end', () => resolve(Buffer.concat(parts)));
    });
    // Read back (a fresh parse, not the cache): each glyph has the outline it had in the font.
    // Without the even-length padding, glyphs after an odd-length one come out empty or wrong.
    const reread = cachedFontkit.create(new Uint8Array(encoded));
    glyphs.forEach((glyph, i) => {
      expect(reread.getGlyph(i + 1).path.toSVG()).toBe(glyph.path.toSVG());
    });
  });
});

describe('drawing a certificate', () => {
  it('writes the code, the Chinese project name, the award and the address as extractable text, with a font subset', async () => {
    const pdf = await drawCertificate(facts, { ...look, seal: sealPng() });
    const { text } = await pdfText(pdf);
    expect(text).toContain('ABCD2345EFGH6789');
    expect(text).toContain('智慧农业无人机植保系统');
    expect(text).toContain('金奖');
    expect(text).toContain('广州市天河区第一中学');
    expect(text).toContain('张三、李四');
    expect(text).toContain('https://contest.example.org/competition/verify/ABCD2345EFGH6789');
    // Only the glyphs used are embedded: a few tens of kilobytes against a 10 MB font.
    expect(certificateFontBytes().length).toBeGreaterThan(5_000_000);
    expect(pdf.length).toBeLessThan(200_000);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
  });

  it('keeps a very long project name and many members on the page', async () => {
    const long = {
      ...facts,
      projectName: '基于多模态大模型与边缘计算的城市级智慧交通信号协同优化'.repeat(4),
      members: Array.from({ length: 15 }, (_, i) => `成员${i + 1}号`),
    };
    const { items } = await pdfText(await drawCertificate(long, look));
    const A4_LANDSCAPE_WIDTH = 841.89;
    expect(items.length).toBeGreaterThan(5);
    for (const item of items.filter((i) => i.str.trim() !== '')) {
      expect(item.x).toBeGreaterThanOrEqual(32);
      expect(item.x + item.width).toBeLessThanOrEqual(A4_LANDSCAPE_WIDTH - 32);
      expect(item.y).toBeGreaterThan(32);
    }
  });
});
