import {
  PORTAL_OPEN_STATUSES,
  type PortalCompetition,
  type PortalNotice,
  type PortalNoticeQuery,
  type PortalNoticeRow,
  type PortalOpenStatus,
  type PortalTrack,
  type TrackField,
} from '@cbo/contracts';
import type { StoredAttachment } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { formatDateTime } from '../../../lib/date-time';
import { keyOfResource } from '../../../lib/files/storage-key';
import * as competitions from '../../comp/competition/competition.api';
import { ageReferenceDate } from '../../comp/competition/track-age';
import { publicityOfNotice, trackOptions } from '../../comp/notice/board-notice.api';
import { publicityStatus } from '../../comp/notice/publicity.service';
import type { AppContext } from '../../module';
import type { DictService } from '../../system/dict/dict.service';
import { signedImageLinks } from '../../system/notice/notice-images';
import { listSponsors } from '../../system/sponsor/sponsor.api';
import * as repo from './portal-public.repository';

const SPONSOR_ROLE_DICT = 'comp_sponsor_role';
/** An edition links at most this many sponsors (competitionForm.sponsorIds). */
const SPONSORS_MAX = 200;

const isOpen = (status: string): status is PortalOpenStatus =>
  (PORTAL_OPEN_STATUSES as readonly string[]).includes(status);

type NoticeRecord = Awaited<ReturnType<typeof repo.listVisibleNotices>>['rows'][number];

/**
 * What the portal shows anybody (no token): notices and the current edition while the edition is
 * open (PORTAL_OPEN_STATUSES). Anything else answers as missing, so the portal cannot tell a draft
 * from a notice that never existed. Stored files leave only as short-lived signed links.
 */
export class PortalPublicService {
  private readonly dicts: DictService;

  constructor(private readonly ctx: AppContext) {
    this.dicts = ctx.dicts;
  }

  private now(): string {
    return formatDateTime(this.ctx.clock.now());
  }

  /** A stored resource path as a signed link; a path that is not a stored file gives none. */
  private signed(resource: string | null): string | null {
    if (!resource) return null;
    try {
      return this.ctx.files.signedUrl(keyOfResource(resource, 'file'));
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  }

  private richText(html: string | null): string | null {
    return html ? signedImageLinks(html, (key) => this.ctx.files.signedUrl(key)) : html;
  }

  /** Track names of the editions on a page, read once per edition. */
  private async withTracks(rows: NoticeRecord[]): Promise<PortalNoticeRow[]> {
    const editions = [...new Set(rows.filter((row) => row.trackIds.length > 0).map((row) => row.competitionId))];
    const names = new Map<number, string>();
    for (const competitionId of editions) {
      for (const track of await trackOptions(this.ctx.database, competitionId))
        names.set(track.trackId, track.trackName);
    }
    return rows.map(({ trackIds, ...row }) => ({
      ...row,
      tracks: trackIds.flatMap((trackId) => {
        const trackName = names.get(trackId);
        return trackName === undefined ? [] : [{ trackId, trackName }];
      }),
    }));
  }

  async notices(query: PortalNoticeQuery): Promise<{ total: number; rows: PortalNoticeRow[] }> {
    const { pageNum, pageSize, ...filter } = query;
    const page = await repo.listVisibleNotices(this.ctx.database, this.now(), filter, { pageNum, pageSize });
    return { total: page.total, rows: await this.withTracks(page.rows) };
  }

  async notice(noticeId: number): Promise<PortalNotice> {
    const db = this.ctx.database;
    const now = this.now();
    const found = await repo.findVisibleNotice(db, noticeId, now);
    if (!found) throw AppError.rule('board.notice.missing', { id: noticeId });
    const { body, attachments, ...row } = found;
    const [listed] = await this.withTracks([row]);
    const window = await publicityOfNotice(db, noticeId);
    return {
      ...listed,
      body: this.richText(body),
      attachments: attachments.flatMap((file: StoredAttachment) => {
        const url = this.signed(file.path);
        return url ? [{ fileName: file.fileName, ...(file.size === undefined ? {} : { size: file.size }), url }] : [];
      }),
      publicity: window
        ? {
            publicityId: window.publicityId,
            startAt: window.startAt,
            endAt: window.endAt,
            workingDays: window.workingDays,
            extendedDays: window.extendedDays,
            contact: window.contact,
            status: publicityStatus(window, now),
          }
        : null,
    };
  }

  /** A dictionary's enabled entries as choices. */
  private async options(dictType: string) {
    return (await this.dicts.enabledEntries(dictType)).map((entry) => ({
      label: entry.dictLabel,
      value: entry.dictValue,
    }));
  }

  private async fields(fields: TrackField[]) {
    const ordered = [...fields].sort((a, b) => a.order - b.order);
    return Promise.all(
      ordered.map(async (field) => ({
        key: field.key,
        label: field.label,
        type: field.type,
        required: field.required,
        order: field.order,
        options: field.dictType
          ? await this.options(field.dictType)
          : (field.options ?? []).map(({ label, value }) => ({ label, value })),
      })),
    );
  }

  private async tracks(competitionId: number, registrationStart: string | null): Promise<PortalTrack[]> {
    const today = this.now().slice(0, 10);
    const tracks = await competitions.listTracks(this.ctx.database, competitionId);
    return Promise.all(
      tracks.map(async (track) => ({
        trackId: track.trackId,
        trackCode: track.trackCode,
        trackName: track.trackName,
        ageMin: track.ageMin,
        ageMax: track.ageMax,
        ageRefDate: ageReferenceDate(track.ageRefDate, registrationStart, today),
        teamMin: track.teamMin,
        teamMax: track.teamMax,
        oneEntry: track.oneEntry === '1' ? '1' : '0',
        attachments: track.attachments,
        categories: track.categories.map((category) => ({
          categoryId: category.categoryId,
          code: category.code,
          name: category.name,
        })),
        fields: await this.fields(track.fields),
        form: track.form,
      })),
    );
  }

  private async sponsors(competitionId: number) {
    const { rows } = await listSponsors(
      this.ctx.database,
      { competitionId, status: '0' },
      { pageNum: 1, pageSize: SPONSORS_MAX },
    );
    const roles = new Map((await this.options(SPONSOR_ROLE_DICT)).map((role) => [role.value, role.label]));
    return rows.map((sponsor) => ({
      sponsorId: sponsor.sponsorId,
      sponsorName: sponsor.sponsorName,
      sponsorRole: sponsor.sponsorRole,
      sponsorRoleLabel: roles.get(sponsor.sponsorRole) ?? sponsor.sponsorRole,
      logoUrl: this.signed(sponsor.logo),
      website: sponsor.website,
    }));
  }

  /** The current edition while it is open; null when none is current or it is not open. */
  async currentCompetition(): Promise<PortalCompetition | null> {
    const db = this.ctx.database;
    const current = await competitions.currentCompetition(db);
    if (!current || !isOpen(current.status)) return null;
    const edition = await competitions.findCompetition(db, current.competitionId);
    if (!edition || !isOpen(edition.status)) return null;
    return {
      competitionId: edition.competitionId,
      competitionName: edition.competitionName,
      editionYear: edition.editionYear,
      status: edition.status,
      registrationStart: edition.registrationStart,
      registrationEnd: edition.registrationEnd,
      rules: this.richText(edition.rules),
      logoUrl: this.signed(edition.logo),
      sponsors: await this.sponsors(edition.competitionId),
      tracks: await this.tracks(edition.competitionId, edition.registrationStart),
      stages: await competitions.listStages(db, edition.competitionId),
    };
  }
}
