import { isTrackStageKind } from '@cbo/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkRegistrationWindow,
  checkStageRemovals,
  checkStages,
  checkStatusMove,
  checkTracks,
  type StageInput,
  stageSlot,
} from './competition.rules';
import { ageReferenceDate, checkTrackAge } from './track-age';

/** Two tracks; a judging stage is on the teen track (1) unless moved. */
const names = new Map([
  [1, '青少年组'],
  [2, '成人组'],
]);

const stage = (stageKind: StageInput['stageKind'], seq: number, startAt: string, endAt: string): StageInput => ({
  stageKind,
  trackId: isTrackStageKind(stageKind) ? 1 : null,
  stageName: stageKind,
  seq,
  startAt: `${startAt} 00:00:00`,
  endAt: `${endAt} 23:59:59`,
});

const ladder = [
  stage('registration', 1, '2026-03-01', '2026-04-30'),
  stage('qualification', 2, '2026-03-15', '2026-05-15'),
  stage('preliminary', 3, '2026-06-01', '2026-06-30'),
  stage('semi_final', 4, '2026-07-01', '2026-07-31'),
  stage('final', 5, '2026-09-01', '2026-09-02'),
];

describe('edition window and status rules', () => {
  it('wants both ends of the registration window or neither, the start first', () => {
    expect(checkRegistrationWindow({ start: null, end: null })).toBeNull();
    expect(checkRegistrationWindow({ start: '2026-03-01 00:00:00', end: '2026-04-30 23:59:59' })).toBeNull();
    expect(checkRegistrationWindow({ start: '2026-03-01 00:00:00', end: null })?.key).toBe(
      'comp.competition.windowHalf',
    );
    expect(checkRegistrationWindow({ start: '2026-04-30 00:00:00', end: '2026-04-30 00:00:00' })?.key).toBe(
      'comp.competition.windowOrder',
    );
  });

  it('moves the status forward only', () => {
    expect(checkStatusMove('draft', 'registration_open')).toBeNull();
    expect(checkStatusMove('published', 'published')).toBeNull();
    expect(checkStatusMove('in_progress', 'published')).toEqual({
      key: 'comp.competition.statusBack',
      params: { from: 'in_progress', to: 'published' },
    });
  });
});

describe('stage window rules', () => {
  it('accepts the ladder in order, the audit running while registration is open', () => {
    expect(checkStages(ladder, names)).toBeNull();
    expect(checkStages([ladder[4], ladder[0], ladder[2]], names)).toBeNull();
  });

  it('refuses a stage ending before it starts, repeated kinds and repeated order numbers', () => {
    expect(checkStages([stage('final', 5, '2026-09-02', '2026-09-01')], names)?.key).toBe('comp.stage.window');
    expect(checkStages([ladder[0], { ...ladder[2], stageKind: 'registration', trackId: null }], names)?.key).toBe(
      'comp.stage.kindRepeated',
    );
    expect(checkStages([ladder[0], { ...ladder[2], seq: 1 }], names)?.key).toBe('comp.stage.seqRepeated');
  });

  it('refuses overlaps between stages other than registration and audit', () => {
    const overlapping = [...ladder.slice(0, 3), stage('semi_final', 4, '2026-06-20', '2026-07-31')];
    expect(checkStages(overlapping, names)).toEqual({
      key: 'comp.stage.overlap',
      params: { name: '青少年组·semi_final', prev: '青少年组·preliminary' },
    });
    // Touching ends are fine: the next stage starts the second the previous one ends.
    const touching = [ladder[2], { ...ladder[3], startAt: '2026-06-30 23:59:59' }];
    expect(checkStages(touching, names)).toBeNull();
  });

  it('refuses stages out of order: kinds against their order numbers, or an audit ending before registration', () => {
    const swapped = [
      { ...ladder[2], seq: 4 },
      { ...ladder[3], seq: 3 },
    ];
    expect(checkStages(swapped, names)?.key).toBe('comp.stage.kindOrder');
    const earlyAudit = [ladder[0], stage('qualification', 2, '2026-03-15', '2026-04-01')];
    expect(checkStages(earlyAudit, names)?.key).toBe('comp.stage.timeOrder');
    const backwards = [ladder[2], stage('final', 5, '2026-05-01', '2026-05-02')];
    expect(checkStages(backwards, names)?.key).toBe('comp.stage.timeOrder');
  });

  it('puts each judging stage on one of the edition’s tracks, and the edition-wide ones on none', () => {
    expect(checkStages([{ ...ladder[2], trackId: null }], names)).toEqual({
      key: 'comp.stage.trackRequired',
      params: { name: 'preliminary' },
    });
    expect(checkStages([{ ...ladder[0], trackId: 2 }], names)).toEqual({
      key: 'comp.stage.trackNotAllowed',
      params: { name: '成人组·registration' },
    });
    expect(checkStages([{ ...ladder[4], trackId: 9 }], names)).toEqual({
      key: 'comp.stage.trackUnknown',
      params: { name: 'final', id: 9 },
    });
  });

  it('checks each track’s ladder after the edition-wide stages, tracks side by side', () => {
    // The adult track runs its own dates and order numbers, overlapping the teen ladder: fine.
    const adult = [
      { ...stage('preliminary', 3, '2026-06-15', '2026-07-15'), trackId: 2 },
      { ...stage('final', 4, '2026-09-01', '2026-09-02'), trackId: 2 },
    ];
    expect(checkStages([...ladder, ...adult], names)).toBeNull();
    // A kind once per track, and the order within one track's ladder.
    expect(checkStages([...ladder, ...adult, { ...adult[0], seq: 5 }], names)).toEqual({
      key: 'comp.stage.kindRepeated',
      params: { name: '成人组·preliminary' },
    });
    const clash = { ...adult[1], startAt: '2026-07-01 00:00:00' };
    expect(checkStages([...ladder, adult[0], clash], names)).toEqual({
      key: 'comp.stage.overlap',
      params: { name: '成人组·final', prev: '成人组·preliminary' },
    });
    // Each ladder starts after the edition-wide stages: an adult preliminary inside the audit is refused.
    const early = { ...adult[0], startAt: '2026-05-01 00:00:00' };
    expect(checkStages([...ladder, early], names)).toEqual({
      key: 'comp.stage.overlap',
      params: { name: '成人组·preliminary', prev: 'qualification' },
    });
  });

  it('refuses removing a stage with entries, review groups or expert groups, naming it and the counts', () => {
    const removed = [
      { stageId: 10, stageName: '初赛', trackId: 1 },
      { stageId: 11, stageName: '决赛', trackId: 2 },
    ];
    expect(checkStageRemovals(removed, new Map(), names)).toBeNull();
    expect(checkStageRemovals(removed, new Map([[10, { entries: 0, groups: 0, expertGroups: 0 }]]), names)).toBeNull();
    expect(checkStageRemovals(removed, new Map([[11, { entries: 0, groups: 0, expertGroups: 1 }]]), names)).toEqual({
      key: 'comp.stage.inUse',
      params: { name: '成人组·决赛', entries: 0, groups: 0, expertGroups: 1 },
    });
    expect(checkStageRemovals(removed, new Map([[10, { entries: 3, groups: 1, expertGroups: 0 }]]), names)?.key).toBe(
      'comp.stage.inUse',
    );
  });

  it('matches a stage by its track and kind', () => {
    expect(stageSlot({ trackId: 1, stageKind: 'final' })).toBe(stageSlot({ ...ladder[4] }));
    expect(stageSlot({ trackId: 2, stageKind: 'final' })).not.toBe(stageSlot(ladder[4]));
    expect(stageSlot({ trackId: null, stageKind: 'registration' })).toBe(stageSlot({ stageKind: 'registration' }));
  });
});

describe('track rules', () => {
  const track = {
    trackCode: 'teen',
    trackName: '青少年组',
    ageMin: 6,
    ageMax: 18,
    teamMin: 1,
    teamMax: 3,
    categories: [{ code: 'primary' }, { code: 'junior' }],
  };

  it('accepts a sane track and names the first problem of a bad one', () => {
    expect(checkTracks([track])).toBeNull();
    expect(checkTracks([track, track])?.key).toBe('comp.track.codeRepeated');
    expect(checkTracks([{ ...track, ageMin: 19 }])?.key).toBe('comp.track.ageRange');
    expect(checkTracks([{ ...track, teamMin: 4 }])?.key).toBe('comp.track.teamRange');
    expect(checkTracks([{ ...track, categories: [{ code: 'a' }, { code: 'a' }] }])?.key).toBe(
      'comp.track.categoryRepeated',
    );
  });
});

describe('track age bounds from ID numbers', () => {
  it("counts on the track's date, else the day registration opens, else today", () => {
    expect(ageReferenceDate('2026-09-01', '2026-10-01 08:00:00', '2026-11-23')).toBe('2026-09-01');
    expect(ageReferenceDate(null, '2026-10-01 08:00:00', '2026-11-23')).toBe('2026-10-01');
    expect(ageReferenceDate(null, null, '2026-11-23')).toBe('2026-11-23');
  });

  // 2008-02-29, check character computed by GB 11643 (the test of lib/id-number checks the computation).
  const leapBorn = '440106200802291316';
  const adultTrack = { ageMin: 18, ageMax: null, refDate: '2026-02-28' };

  it('uses the check character: a mistyped number is refused before any age is computed', () => {
    expect(checkTrackAge('440106200802291314', adultTrack)).toEqual({ ok: false, reason: 'checkDigit' });
  });

  it('turns someone born on 29 February 18 on 1 March of a common year', () => {
    expect(checkTrackAge(leapBorn, adultTrack)).toEqual({
      ok: false,
      reason: 'tooYoung',
      age: 17,
      birthDate: '2008-02-29',
    });
    expect(checkTrackAge(leapBorn, { ...adultTrack, refDate: '2026-03-01' })).toEqual({
      ok: true,
      age: 18,
      birthDate: '2008-02-29',
    });
  });

  it('bounds both ends, inclusive, and reads legacy 15-digit numbers', () => {
    const teen = { ageMin: 6, ageMax: 18, refDate: '2026-09-01' };
    expect(checkTrackAge(leapBorn, teen)).toMatchObject({ ok: true, age: 18 });
    expect(checkTrackAge(leapBorn, { ...teen, refDate: '2027-03-01' })).toMatchObject({ ok: false, reason: 'tooOld' });
    expect(checkTrackAge('440106800101123', teen)).toMatchObject({ ok: false, reason: 'tooOld', age: 46 });
  });
});
