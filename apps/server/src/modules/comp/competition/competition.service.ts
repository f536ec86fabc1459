import {
  type auditLevelForm,
  type CompetitionStatus,
  type competitionForm,
  type stageForm,
  trackFieldsOfForm,
  type trackForm,
} from '@cbo/contracts';
import type { z } from 'zod';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/date-time';
import { RESOURCE_PREFIX, resourceOfKey } from '../../../lib/files/storage-key';
import { sanitizeRichText } from '../../../lib/rich-text';
import type { FileService } from '../../common/file.service';
import type { FileReader } from '../../common/file-access';
import { formVersion, newestFormVersion } from '../../flowable/form/form.api';
import { imageKeys } from '../../system/notice/notice-images';
import * as repo from './competition.repository';
import {
  checkAuditLevels,
  checkLadders,
  checkRegistrationWindow,
  checkRemovals,
  checkStageRemovals,
  checkStages,
  checkStageTracks,
  checkStatusMove,
  checkTracks,
  type Problem,
  removedBy,
  type StageInput,
  stageSlot,
  type TrackNames,
} from './competition.rules';

type CompetitionInput = z.output<typeof competitionForm>;
type TrackInput = z.output<typeof trackForm>;

function raise(problem: Problem): void {
  if (problem) throw AppError.rule(problem.key, problem.params);
}

/**
 * Edition rules (docs/adr/0012-competition-setup.md): registration window, forward-only status,
 * one current edition, existing sponsors; tracks, stages and audit levels are saved as whole lists
 * in one transaction each, checked before it opens; whether applications use what a save or a
 * deletion removes is checked inside it. The registration stage and the edition's registration
 * window are the same dates: saving either updates the other.
 */
export class CompetitionService {
  private readonly database: Database;
  private readonly clock: Clock;
  private readonly files: FileService;

  constructor({
    database,
    clock,
    files,
  }: {
    database: Database;
    clock: Clock;
    files: FileService;
  }) {
    this.database = database;
    this.clock = clock;
    this.files = files;
  }

  /** The stored files an edition cites (logo, images of the rules): the editor's or readable by them. */
  private async fileKeys(form: CompetitionInput, reader: FileReader, competitionId?: number): Promise<string[]> {
    const cited = imageKeys(form.rules).map((key) => ({ path: resourceOfKey(key), field: 'rules' }));
    if (form.logo?.startsWith(RESOURCE_PREFIX)) cited.push({ path: form.logo, field: 'logo' });
    const object = competitionId === undefined ? undefined : { kind: 'competition' as const, id: competitionId };
    return this.files.access.checkAttachable(cited, reader, object);
  }

  async get(competitionId: number) {
    const row = await repo.findCompetition(this.database, competitionId);
    if (!row) throw AppError.rule('common.notFound');
    return row;
  }

  private async checkForm(form: CompetitionInput) {
    raise(checkRegistrationWindow({ start: form.registrationStart, end: form.registrationEnd }));
    if (form.isCurrent === '1' && form.status === 'archived') throw AppError.rule('comp.competition.currentArchived');
    const sponsorIds = [...new Set(form.sponsorIds)];
    const found = await repo.existingSponsors(this.database, sponsorIds);
    const missing = sponsorIds.find((id) => !found.includes(id));
    if (missing !== undefined) throw AppError.rule('comp.sponsor.missing', { id: missing });
    return sponsorIds;
  }

  private values(form: CompetitionInput): repo.CompetitionValues {
    return {
      competitionName: form.competitionName,
      editionYear: form.editionYear,
      status: form.status,
      registrationStart: form.registrationStart,
      registrationEnd: form.registrationEnd,
      rules: form.rules ? sanitizeRichText(form.rules) : null,
      logo: form.logo,
      isCurrent: form.isCurrent,
      retentionMonths: form.retentionMonths,
      revealScores: form.revealScores,
      remark: form.remark,
    };
  }

  async add(form: CompetitionInput, by: string, reader: FileReader): Promise<number> {
    if (form.status !== 'draft' && form.status !== 'published') throw AppError.rule('comp.competition.needsSetup');
    const sponsorIds = await this.checkForm(form);
    const files = await this.fileKeys(form, reader);
    return this.database.transaction(async () => {
      if (form.isCurrent === '1') await repo.clearCurrent(this.database);
      const id = await repo.insertCompetition(this.database, this.values(form), by);
      await repo.setSponsors(this.database, id, sponsorIds);
      await this.files.access.bind({ kind: 'competition', id }, files);
      return id;
    });
  }

  async edit(competitionId: number, form: CompetitionInput, by: string, reader: FileReader): Promise<void> {
    const current = await this.get(competitionId);
    raise(checkStatusMove(current.status as CompetitionStatus, form.status));
    const opening = form.status !== current.status && form.status === 'registration_open';
    // Each missing piece is named, so the organiser knows what to set up first.
    if (opening && (await repo.countTracks(this.database, competitionId)) === 0) {
      throw AppError.rule('comp.competition.needsTrack', { name: current.competitionName });
    }
    if (opening && !form.registrationStart) throw AppError.rule('comp.competition.needsWindow');
    const sponsorIds = await this.checkForm(form);
    const files = await this.fileKeys(form, reader, competitionId);
    const stages = await repo.listStages(this.database, competitionId);
    const hasRegistration = stages.some((stage) => stage.stageKind === 'registration');
    if (hasRegistration && !form.registrationStart) throw AppError.rule('comp.competition.windowNeeded');
    if (form.registrationStart && form.registrationEnd) {
      const changed = stages.map((stage) =>
        stage.stageKind === 'registration'
          ? { ...stage, startAt: form.registrationStart as string, endAt: form.registrationEnd as string }
          : stage,
      );
      const names = new Map(
        stages.flatMap((stage) => (stage.trackId === null ? [] : ([[stage.trackId, stage.trackName ?? '']] as const))),
      );
      raise(checkLadders(changed, names));
    }
    await this.database.transaction(async () => {
      if (form.isCurrent === '1') await repo.clearCurrent(this.database, competitionId);
      await repo.updateCompetition(this.database, { competitionId, values: this.values(form), by, at: this.now() });
      await repo.setSponsors(this.database, competitionId, sponsorIds);
      await this.files.access.bind({ kind: 'competition', id: competitionId }, files);
      if (form.registrationStart && form.registrationEnd) {
        await repo.updateRegistrationStage(this.database, competitionId, form.registrationStart, form.registrationEnd);
      }
    });
  }

  /** Only drafts without applications, all or none. */
  async remove(ids: number[]): Promise<void> {
    const distinct = [...new Set(ids)];
    await this.database.transaction(async () => {
      const rows = await repo.findCompetitions(this.database, distinct);
      if (rows.length < distinct.length) throw AppError.rule('common.notFound');
      const live = rows.find((row) => row.status !== 'draft');
      if (live) throw AppError.rule('comp.competition.removeNotDraft', { name: live.name });
      await repo.lockEditionTracks(this.database, distinct);
      const counts = await repo.applicationsPerEdition(this.database, distinct);
      const used = rows.find((row) => counts.has(row.competitionId));
      if (used) {
        throw AppError.rule('comp.competition.hasApplications', {
          name: used.name,
          count: counts.get(used.competitionId) ?? 0,
        });
      }
      await repo.deleteCompetitions(this.database, distinct);
      await this.files.access.unbind('competition', distinct);
    });
  }

  /**
   * Refuses, before writing anything, to delete a track or group category that applications use, or
   * a track with a stage judged in; a removed track's stages go with it.
   */
  async saveTracks(competitionId: number, tracks: TrackInput[], by: string): Promise<void> {
    await this.get(competitionId);
    raise(checkTracks(tracks));
    await this.database.transaction(async () => {
      await repo.lockEditionTracks(this.database, [competitionId]);
      const removed = removedBy(await repo.listTracks(this.database, competitionId), tracks);
      const perTrack = await repo.applicationsPerTrack(
        this.database,
        removed.tracks.map((track) => track.trackId),
      );
      const perCategory = await repo.applicationsPerCategory(
        this.database,
        removed.categories.map((category) => category.categoryId),
      );
      raise(checkRemovals(removed, perTrack, perCategory));
      const goneTracks = new Set(removed.tracks.map((track) => track.trackId));
      const goneStages = (await repo.lockStages(this.database, competitionId)).filter(
        (stage) => stage.trackId !== null && goneTracks.has(stage.trackId),
      );
      const names = new Map(removed.tracks.map((track) => [track.trackId, track.trackName]));
      raise(
        checkStageRemovals(
          goneStages,
          await repo.judgingPerStage(
            this.database,
            goneStages.map((stage) => stage.stageId),
          ),
          names,
        ),
      );
      await repo.replaceTracks(this.database, competitionId, await this.bindForms(tracks), by);
    });
  }

  /**
   * Each track's bound form version (the newest when none is named) and that version's field
   * summary, which exports, imports and statistics read (docs/forms.md, Tracks). An unknown form or
   * version is refused naming the track's `formId` or `formVersion`. Called inside the transaction,
   * where form.api holds each form read until it ends, so a form being removed is never bound.
   */
  private async bindForms(tracks: TrackInput[]): Promise<repo.TrackValues[]> {
    const bound: repo.TrackValues[] = [];
    for (const [index, { formId, formVersion: version, ...track }] of tracks.entries()) {
      if (formId === null) {
        bound.push({ ...track, formId: null, formVersion: null, fields: [] });
        continue;
      }
      const found =
        version === null
          ? await newestFormVersion(this.database, formId)
          : await formVersion(this.database, formId, version);
      if (!found) {
        const name = track.trackName;
        if (version !== null && (await newestFormVersion(this.database, formId))) {
          throw AppError.invalid(`tracks[${index}].formVersion`, 'comp.track.formVersionUnknown', { name, version });
        }
        throw AppError.invalid(`tracks[${index}].formId`, 'comp.track.formUnknown', { name, id: formId });
      }
      bound.push({ ...track, formId, formVersion: found.version, fields: trackFieldsOfForm(found.content) });
    }
    return bound;
  }

  /**
   * Judging stages per track (docs/adr/0018-judging-data-model.md): checked against the edition's
   * tracks before the transaction and again inside it, with the tracks held and the stages locked;
   * matched by (track, kind) so kept stages keep their ids; a stage the list leaves out is deleted
   * only when nothing is judged in it (no stage entries, review groups or expert groups).
   */
  async saveStages(competitionId: number, stages: z.output<typeof stageForm>[], by: string): Promise<void> {
    await this.get(competitionId);
    const input: StageInput[] = stages;
    raise(checkStages(input, await this.trackNames(competitionId)));
    const registration = input.find((stage) => stage.stageKind === 'registration');
    await this.database.transaction(async () => {
      await repo.shareEditionTracks(this.database, competitionId);
      const trackNames = await this.trackNames(competitionId);
      raise(checkStageTracks(input, trackNames));
      const kept = new Set(input.map(stageSlot));
      const removed = (await repo.lockStages(this.database, competitionId)).filter(
        (stage) => !kept.has(stageSlot(stage)),
      );
      const ids = removed.map((stage) => stage.stageId);
      raise(checkStageRemovals(removed, await repo.judgingPerStage(this.database, ids), trackNames));
      await repo.deleteStages(this.database, ids);
      await repo.upsertStages(
        this.database,
        competitionId,
        input.map((stage) => ({ ...stage, trackId: stage.trackId ?? null })),
        by,
      );
      if (registration) {
        await repo.setRegistrationWindow(this.database, competitionId, registration.startAt, registration.endAt);
      }
    });
  }

  private async trackNames(competitionId: number): Promise<TrackNames> {
    const tracks = await repo.listTracks(this.database, competitionId);
    return new Map(tracks.map((track) => [track.trackId, track.trackName]));
  }

  async saveAuditLevels(competitionId: number, levels: z.output<typeof auditLevelForm>[], by: string): Promise<void> {
    await this.get(competitionId);
    raise(checkAuditLevels(levels));
    const roleIds = [...new Set(levels.map((level) => level.roleId))];
    const found = await repo.existingRoles(this.database, roleIds);
    const missing = roleIds.find((id) => !found.includes(id));
    if (missing !== undefined) throw AppError.rule('comp.audit.roleMissing', { id: missing });
    await this.database.transaction(() => repo.replaceAuditLevels(this.database, competitionId, levels, by));
  }

  async timeline() {
    const current = await repo.currentCompetition(this.database);
    if (!current) return null;
    return { ...current, stages: await repo.listStages(this.database, current.competitionId) };
  }

  private now() {
    return formatDateTime(this.clock.now());
  }
}
