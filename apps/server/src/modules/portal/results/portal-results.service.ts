import { createHmac } from 'node:crypto';
import {
  formatMessage,
  type Locale,
  type PortalAward,
  type PortalScores,
  type PortalStageResult,
} from '@cbo/contracts';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../../lib/app-error';
import type { EntrantUser } from '../../../plugins/access';
import type { AppContext } from '../../module';
import * as repo from './portal-results.repository';

const round2 = (value: number | null): number | null => (value === null ? null : Math.round(value * 100) / 100);

/**
 * The entrant's results, awards, certificates and criterion scores (docs/portal.md, docs/awards.md):
 * only the caller's own applications, only what a batch has published, and the experts only ever
 * as 评审1, 评审2… in an order keyed by an HMAC of the sheet id, which follows neither the
 * assignment nor the expert.
 */
export class PortalResultsService {
  private readonly orderKey: Buffer;

  constructor(private readonly ctx: Pick<AppContext, 'database' | 'files' | 'config'>) {
    // A key of its own, derived from the app secret: the order cannot be recomputed without it.
    this.orderKey = createHmac('sha256', ctx.config.appSecret).update('portal-review-order').digest();
  }

  async results(entrant: EntrantUser, competitionId?: number): Promise<PortalStageResult[]> {
    const rows = await repo.publishedResults(this.ctx.database, entrant.userName, competitionId);
    return rows.map((row) => ({ ...row, score: round2(row.score === null ? null : Number(row.score)) }));
  }

  async awards(entrant: EntrantUser): Promise<PortalAward[]> {
    return repo.ownAwards(this.ctx.database, entrant.userName);
  }

  /** Streams one of the caller's current certificates; revoked, unknown or another's reads as not found. */
  async sendCertificate(entrant: EntrantUser, certificateId: number, reply: FastifyReply) {
    const found = await repo.ownCurrentCertificate(this.ctx.database, entrant.userName, certificateId);
    if (!found) throw AppError.rule('portal.certificate.missing');
    await this.ctx.files.send({ reply, key: found.fileKey, downloadName: `${found.code}.pdf`, mode: 'attachment' });
  }

  async scores(entrant: EntrantUser, entryId: number, locale: Locale): Promise<PortalScores> {
    const db = this.ctx.database;
    const entry = await repo.ownEntry(db, entrant.userName, entryId);
    if (!entry) throw AppError.rule('portal.result.missing');
    if (entry.revealScores !== '1') throw AppError.rule('portal.scores.notAllowed');
    // After the 公示 window: the stage's batch is finalized (a batch under 公示 or amending is not over).
    if (!entry.published.includes('finalized')) throw AppError.rule('portal.scores.notYet');
    const result = await repo.entryResult(db, entry);
    const criteria = result?.criteria ?? [];
    const usedIds = (result?.receipt.sheets ?? []).filter((sheet) => sheet.used).map((sheet) => sheet.sheetId);
    const sheets = (await repo.sheetsOf(db, usedIds))
      .map((sheet) => ({
        ...sheet,
        order: createHmac('sha256', this.orderKey).update(String(sheet.sheetId)).digest('hex'),
      }))
      .sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0));
    return {
      entryId: entry.entryId,
      stageName: entry.stageName,
      score: round2(entry.finalScore ?? result?.score ?? null),
      criteria: criteria.map((criterion) => {
        const values = sheets
          .map((sheet) => sheet.items[criterion.code]?.value)
          .filter((value): value is number => typeof value === 'number');
        const mean = values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
        return { code: criterion.code, name: criterion.name, max: criterion.max, mean: round2(mean) };
      }),
      // Only the numbers and the words: no sheet, assignment or expert id, no name.
      reviews: sheets.map((sheet, index) => ({
        reviewNo: index + 1,
        label: formatMessage('portal.scores.review', locale, { n: index + 1 }),
        total: sheet.total === null ? null : Number(sheet.total),
        items: criteria.map((criterion) => ({
          code: criterion.code,
          value: sheet.items[criterion.code]?.value ?? null,
          comment: sheet.items[criterion.code]?.comment ?? null,
        })),
        comment: sheet.overallComment,
      })),
    };
  }
}
