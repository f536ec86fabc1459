import {
  fill,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingRgbColor,
} from 'pdf-lib';
import QRCode from 'qrcode';
import { cachedFontkit, certificateFontBytes } from './certificate-font';
import { fitText, textWidth } from './text-fit';

// Drawing one certificate (docs/certificates.md): facts, template and seal in, PDF bytes out. A4
// landscape; the CJK font is embedded as a subset of the glyphs used.

/** What a certificate states. */
export interface CertificateFacts {
  code: string;
  edition: string;
  projectName: string;
  /** Leader first, then members: names only. */
  members: string[];
  orgName: string | null;
  award: string;
  /** yyyy-MM-dd. */
  issueDate: string;
  /** `${PUBLIC_BASE_URL}/competition/verify/<code>`: printed and in the QR code. */
  verifyUrl: string;
}

/** The edition's template as drawn. */
export interface CertificateLook {
  title: string;
  issuer: string;
  /** {edition} {project} {award} are replaced. */
  wording: string;
  /** The seal, a PNG; null for none. */
  seal: Uint8Array | null;
}

const WIDTH = 841.89;
const HEIGHT = 595.28;
const RED = rgb(0.62, 0.09, 0.09);
const GOLD = rgb(0.75, 0.58, 0.25);
const INK = rgb(0.13, 0.13, 0.13);
const INK_PARTS = [0.13, 0.13, 0.13] as const;
const GREY = rgb(0.4, 0.4, 0.4);
/** The body's column: wide enough for a sentence, clear of the frame's ornaments. */
const BODY_WIDTH = 620;

export function fillWording(wording: string, facts: Pick<CertificateFacts, 'edition' | 'projectName' | 'award'>) {
  return wording
    .replaceAll('{edition}', facts.edition)
    .replaceAll('{project}', facts.projectName)
    .replaceAll('{award}', facts.award);
}

/** 2026-11-26 -> 2026年11月26日. */
export function chineseDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return `${year}年${month}月${day}日`;
}

export async function drawCertificate(facts: CertificateFacts, look: CertificateLook): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(cachedFontkit);
  doc.setTitle(`${look.title} ${facts.code}`);
  doc.setCreator('competition back office');
  const font = await doc.embedFont(certificateFontBytes(), { subset: true });
  const page = doc.addPage([WIDTH, HEIGHT]);

  drawFrame(page);
  const centre = (text: string, y: number, size: number, color = INK) => {
    const width = textWidth(font, text, size);
    page.drawText(text, { x: (WIDTH - width) / 2, y, size, font, color });
  };
  // The heading, spaced out and drawn twice a hair apart for weight (one regular face is embedded).
  const title = [...look.title].join(look.title.length <= 6 ? ' ' : '');
  const titleFit = fitText(title, font, { max: 44, min: 24, width: BODY_WIDTH, maxLines: 1 });
  const titleWidth = textWidth(font, titleFit.lines[0], titleFit.size);
  for (const dx of [0, 0.7])
    page.drawText(titleFit.lines[0], {
      x: (WIDTH - titleWidth) / 2 + dx,
      y: 470,
      size: titleFit.size,
      font,
      color: RED,
    });

  // The wording: as many lines as fit between the heading and the award, shrinking when long.
  const wording = fitText(fillWording(look.wording, facts), font, { max: 20, min: 12, width: BODY_WIDTH, maxLines: 4 });
  let y = 418;
  for (const line of wording.lines) {
    centre(line, y, wording.size);
    y -= wording.size * 1.6;
  }

  const award = fitText(facts.award, font, { max: 30, min: 16, width: BODY_WIDTH, maxLines: 1 });
  centre(award.lines[0], 290, award.size, RED);

  const people = fitText(`团队成员：${facts.members.join('、')}`, font, {
    max: 14,
    min: 9,
    width: BODY_WIDTH,
    maxLines: 2,
  });
  y = 256;
  for (const line of people.lines) {
    centre(line, y, people.size);
    y -= people.size * 1.5;
  }
  if (facts.orgName) {
    const org = fitText(`所属单位：${facts.orgName}`, font, { max: 14, min: 9, width: BODY_WIDTH, maxLines: 1 });
    centre(org.lines[0], y - 2, org.size);
  }

  await drawIssuer(doc, page, font, look, facts.issueDate);
  drawVerification(page, font, facts);
  return doc.save({ useObjectStreams: true });
}

function drawFrame(page: PDFPage) {
  page.drawRectangle({ x: 0, y: 0, width: WIDTH, height: HEIGHT, color: rgb(1, 0.99, 0.96) });
  page.drawRectangle({ x: 22, y: 22, width: WIDTH - 44, height: HEIGHT - 44, borderColor: GOLD, borderWidth: 4 });
  page.drawRectangle({ x: 32, y: 32, width: WIDTH - 64, height: HEIGHT - 64, borderColor: RED, borderWidth: 1 });
  // Corner marks inside the inner frame.
  for (const [x, y] of [
    [40, 40],
    [WIDTH - 64, 40],
    [40, HEIGHT - 64],
    [WIDTH - 64, HEIGHT - 64],
  ]) {
    page.drawRectangle({ x, y, width: 24, height: 24, borderColor: GOLD, borderWidth: 1.5 });
  }
}

/** The issuer and the date at the lower right, the seal drawn over them as a stamp would be. */
async function drawIssuer(doc: PDFDocument, page: PDFPage, font: PDFFont, look: CertificateLook, issueDate: string) {
  const right = WIDTH - 90;
  const boxWidth = 300;
  // One line while it stays readable, else two.
  const oneLine = fitText(look.issuer, font, { max: 16, min: 12, width: boxWidth, maxLines: 1 });
  const issuer = oneLine.lines[0].endsWith('…')
    ? fitText(look.issuer, font, { max: 14, min: 9, width: boxWidth, maxLines: 2 })
    : oneLine;
  let y = 150;
  for (const line of issuer.lines) {
    const width = textWidth(font, line, issuer.size);
    page.drawText(line, { x: right - width, y, size: issuer.size, font, color: INK });
    y -= issuer.size * 1.5;
  }
  const date = chineseDate(issueDate);
  const dateWidth = textWidth(font, date, 14);
  page.drawText(date, { x: right - dateWidth, y: y - 4, size: 14, font, color: INK });
  if (!look.seal) return;
  const seal = await doc.embedPng(look.seal);
  const side = 104;
  const scale = side / Math.max(seal.width, seal.height);
  const width = seal.width * scale;
  const height = seal.height * scale;
  const issuerWidth = Math.min(boxWidth, Math.max(...issuer.lines.map((l) => textWidth(font, l, issuer.size))));
  page.drawImage(seal, {
    x: right - issuerWidth / 2 - width / 2,
    y: 150 - height / 2 + 4,
    width,
    height,
    // Translucent, as ink of a stamp: the issuer stays legible under it.
    opacity: 0.6,
  });
}

/** The QR code (vector squares) at the lower left, the code and the address beside it. */
function drawVerification(page: PDFPage, font: PDFFont, facts: CertificateFacts) {
  const qr = QRCode.create(facts.verifyUrl, { errorCorrectionLevel: 'M' });
  const { size } = qr.modules;
  const side = 84;
  const cell = side / size;
  const left = 70;
  const bottom = 62;
  // Runs of dark modules as rectangles of one path, filled once: a few hundred operators rather
  // than a graphics state per square, and no hairlines between squares.
  const operators = [pushGraphicsState(), setFillingRgbColor(...INK_PARTS)];
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!qr.modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && qr.modules.get(row, col)) col++;
      const y = bottom + side - (row + 1) * cell;
      operators.push(rectangle(left + start * cell, y, (col - start) * cell + 0.01, cell + 0.01));
    }
  }
  page.pushOperators(...operators, fill(), popGraphicsState());
  const x = left + side + 12;
  page.drawText(`证书编号 / Code：${facts.code}`, { x, y: bottom + 52, size: 10, font, color: INK });
  page.drawText('扫码或访问以下地址验证 / Verify at:', { x, y: bottom + 34, size: 9, font, color: GREY });
  const url = fitText(facts.verifyUrl, font, { max: 9, min: 6, width: 300, maxLines: 2 });
  let y = bottom + 20;
  for (const line of url.lines) {
    page.drawText(line, { x, y, size: url.size, font, color: GREY });
    y -= url.size * 1.4;
  }
}
