import {
  COMPETITION_STATUSES,
  type CompetitionStatus,
  isTrackStageKind,
  type MessageKey,
  type MessageParams,
  STAGE_KINDS,
  type StageKind,
} from '@cbo/contracts';

// The edition's and stages' window rules as pure functions (docs/adr/0012-competition-setup.md):
// each answers the first problem as a message key, or null.

export type Problem = { key: MessageKey; params?: MessageParams } | null;

export interface Window {
  start: string | null;
  end: string | null;
}

/** Registration window: both or neither, the start before the end. */
export function checkRegistrationWindow(window: Window): Problem {
  if ((window.start === null) !== (window.end === null)) return { key: 'comp.competition.windowHalf' };
  if (window.start !== null && window.end !== null && window.start >= window.end) {
    return { key: 'comp.competition.windowOrder' };
  }
  return null;
}

/** A status only moves forward along draft > published > ... > archived (staying put is fine). */
export function checkStatusMove(from: CompetitionStatus, to: CompetitionStatus): Problem {
  if (COMPETITION_STATUSES.indexOf(to) < COMPETITION_STATUSES.indexOf(from)) {
    return { key: 'comp.competition.statusBack', params: { from, to } };
  }
  return null;
}

export interface StageInput {
  stageKind: StageKind;
  /** The track of a judging stage; null (or absent) for the edition-wide ones. */
  trackId?: number | null;
  stageName: string;
  seq: number;
  startAt: string;
  endAt: string;
}

/** Track names by id, to name a judging stage with its track in messages. */
export type TrackNames = ReadonlyMap<number, string>;

/** A stage as messages name it: a judging stage with its track ("青少年组·初赛"), two tracks having a 初赛 each. */
export function stageLabel(stage: Pick<StageInput, 'stageName' | 'trackId'>, trackNames: TrackNames): string {
  const track = stage.trackId == null ? undefined : trackNames.get(stage.trackId);
  return track ? `${track}·${stage.stageName}` : stage.stageName;
}

/**
 * Judging stages (preliminary, semi-final, final) belong to one of the edition's tracks, the
 * registration and qualification stages to none (docs/adr/0018-judging-data-model.md, decision 1).
 */
export function checkStageTracks(stages: readonly StageInput[], trackNames: TrackNames): Problem {
  for (const stage of stages) {
    const trackId = stage.trackId ?? null;
    const name = stageLabel(stage, trackNames);
    if (isTrackStageKind(stage.stageKind) && trackId === null)
      return { key: 'comp.stage.trackRequired', params: { name } };
    if (!isTrackStageKind(stage.stageKind) && trackId !== null) {
      return { key: 'comp.stage.trackNotAllowed', params: { name } };
    }
    if (trackId !== null && !trackNames.has(trackId)) {
      return { key: 'comp.stage.trackUnknown', params: { name, id: trackId } };
    }
  }
  return null;
}

/**
 * One ladder, in the order of `seq`: one of each kind, kinds in their fixed order (registration,
 * qualification, preliminary, semi-final, final), each starting before it ends, none starting or
 * ending before the one before it, and no two overlapping, except that the qualification audit
 * may run while registration is still open (entries are audited as they arrive).
 */
function checkLadder(stages: readonly StageInput[], trackNames: TrackNames): Problem {
  const kinds = new Set<string>();
  const seqs = new Set<number>();
  for (const stage of stages) {
    const name = stageLabel(stage, trackNames);
    if (kinds.has(stage.stageKind)) return { key: 'comp.stage.kindRepeated', params: { name } };
    if (seqs.has(stage.seq)) return { key: 'comp.stage.seqRepeated', params: { seq: stage.seq } };
    kinds.add(stage.stageKind);
    seqs.add(stage.seq);
    if (stage.startAt >= stage.endAt) return { key: 'comp.stage.window', params: { name } };
  }
  const ordered = [...stages].sort((a, b) => a.seq - b.seq);
  for (let i = 1; i < ordered.length; i++) {
    const prev = ordered[i - 1];
    const next = ordered[i];
    const names = { name: stageLabel(next, trackNames), prev: stageLabel(prev, trackNames) };
    const kindOrder = STAGE_KINDS.indexOf(next.stageKind) > STAGE_KINDS.indexOf(prev.stageKind);
    if (!kindOrder) return { key: 'comp.stage.kindOrder', params: names };
    if (next.startAt < prev.startAt || next.endAt < prev.endAt) return { key: 'comp.stage.timeOrder', params: names };
    const auditDuringRegistration = prev.stageKind === 'registration' && next.stageKind === 'qualification';
    if (next.startAt < prev.endAt && !auditDuringRegistration) return { key: 'comp.stage.overlap', params: names };
  }
  return null;
}

/**
 * An edition's stages: each judging stage on one of the edition's tracks and the edition-wide ones
 * on none; then every track's ladder (the edition-wide stages followed by the track's own) obeys
 * the ladder rules above, so kinds and `seq` are unique per track and two tracks' ladders may run
 * side by side (a joint final is two finals on the same day). Without judging stages the
 * edition-wide stages are one ladder.
 */
export function checkStages(stages: readonly StageInput[], trackNames: TrackNames = new Map()): Problem {
  return checkStageTracks(stages, trackNames) ?? checkLadders(stages, trackNames);
}

/**
 * The ladder rules alone, for stages already saved (the edition's window moving the registration
 * stage): a judging stage saved before stages were per track (docs/adr/0012-competition-setup.md,
 * migration 0022) is then read as edition-wide, as it was, instead of blocking the edition's edit.
 */
export function checkLadders(stages: readonly StageInput[], trackNames: TrackNames = new Map()): Problem {
  const editionWide = stages.filter((stage) => stage.trackId == null);
  const trackIds = [...new Set(stages.flatMap((stage) => (stage.trackId == null ? [] : [stage.trackId])))];
  const ladders = trackIds.length
    ? trackIds.map((trackId) => [...editionWide, ...stages.filter((stage) => stage.trackId === trackId)])
    : [editionWide];
  for (const ladder of ladders) {
    const problem = checkLadder(ladder, trackNames);
    if (problem) return problem;
  }
  return null;
}

/** A stage by where it sits: its track (null edition-wide) and kind, unique per edition. */
export const stageSlot = (stage: { trackId?: number | null; stageKind: StageKind }) =>
  `${stage.trackId ?? '-'}:${stage.stageKind}`;

/** What is judged in a stage: its stage entries, review (project) groups and expert groups. */
export interface StageUse {
  entries: number;
  groups: number;
  expertGroups: number;
  /** Rubrics and review tasks set up for the stage (issue 32). */
  rubrics?: number;
  tasks?: number;
}

/**
 * Nothing judged in a stage is deleted: the first saved stage the list leaves out that has stage
 * entries, review groups or expert groups (counts by stage id; absent = none), named with its counts.
 */
export function checkStageRemovals(
  removed: ReadonlyArray<{ stageId: number; stageName: string; trackId: number | null }>,
  perStage: ReadonlyMap<number, StageUse>,
  trackNames: TrackNames,
): Problem {
  for (const stage of removed) {
    const used = perStage.get(stage.stageId);
    if (used && used.entries + used.groups + used.expertGroups > 0) {
      const { entries, groups, expertGroups } = used;
      return {
        key: 'comp.stage.inUse',
        params: { name: stageLabel(stage, trackNames), entries, groups, expertGroups },
      };
    }
    if (used && (used.rubrics ?? 0) + (used.tasks ?? 0) > 0) {
      const { rubrics = 0, tasks = 0 } = used;
      return { key: 'comp.stage.hasRubrics', params: { name: stageLabel(stage, trackNames), rubrics, tasks } };
    }
  }
  return null;
}

export interface TrackInput {
  trackCode: string;
  trackName: string;
  ageMin: number | null;
  ageMax: number | null;
  teamMin: number;
  teamMax: number;
  categories: ReadonlyArray<{ code: string }>;
}

/**
 * Tracks: unique codes, sane age and team ranges, unique category codes. The extra fields are a
 * saved form's version, whose document the form module checked when it was saved (docs/forms.md).
 */
export function checkTracks(tracks: readonly TrackInput[]): Problem {
  const codes = new Set<string>();
  for (const track of tracks) {
    const name = track.trackName;
    if (codes.has(track.trackCode)) return { key: 'comp.track.codeRepeated', params: { code: track.trackCode } };
    codes.add(track.trackCode);
    if (track.ageMin !== null && track.ageMax !== null && track.ageMin > track.ageMax) {
      return { key: 'comp.track.ageRange', params: { name } };
    }
    if (track.teamMin > track.teamMax) return { key: 'comp.track.teamRange', params: { name } };
    const categoryCodes = new Set<string>();
    for (const category of track.categories) {
      if (categoryCodes.has(category.code)) {
        return { key: 'comp.track.categoryRepeated', params: { name, code: category.code } };
      }
      categoryCodes.add(category.code);
    }
  }
  return null;
}

export interface SavedTrack {
  trackId: number;
  trackCode: string;
  trackName: string;
  categories: ReadonlyArray<{ categoryId: number; code: string; name: string }>;
}

/**
 * What saving `next` over `saved` deletes: the tracks it leaves out, and the group categories it
 * leaves out of the tracks it keeps (a removed track's categories go with it).
 */
export function removedBy(saved: readonly SavedTrack[], next: readonly TrackInput[]) {
  const kept = new Map(next.map((track) => [track.trackCode, new Set(track.categories.map((c) => c.code))]));
  return {
    tracks: saved.filter((track) => !kept.has(track.trackCode)),
    categories: saved.flatMap((track) =>
      track.categories
        .filter((category) => kept.get(track.trackCode)?.has(category.code) === false)
        .map((category) => ({ ...category, trackName: track.trackName })),
    ),
  };
}

/**
 * Nothing an application refers to is deleted: the first removed track, else the first removed
 * category, that applications use (counts by id; absent = none), named with their count.
 */
export function checkRemovals(
  removed: ReturnType<typeof removedBy>,
  perTrack: ReadonlyMap<number, number>,
  perCategory: ReadonlyMap<number, number>,
): Problem {
  for (const track of removed.tracks) {
    const count = perTrack.get(track.trackId) ?? 0;
    if (count > 0) return { key: 'comp.track.inUse', params: { name: track.trackName, count } };
  }
  for (const category of removed.categories) {
    const count = perCategory.get(category.categoryId) ?? 0;
    if (count > 0) {
      return { key: 'comp.track.categoryInUse', params: { track: category.trackName, name: category.name, count } };
    }
  }
  return null;
}

/** Audit levels numbered 1, 2, 3... without gaps or repeats. */
export function checkAuditLevels(levels: ReadonlyArray<{ levelNo: number }>): Problem {
  const numbers = levels.map((level) => level.levelNo).sort((a, b) => a - b);
  return numbers.every((n, i) => n === i + 1) ? null : { key: 'comp.audit.levelGap' };
}
