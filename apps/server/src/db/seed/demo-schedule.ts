import { type ScheduleKind, type StageKind, scheduleItemForm } from '@cbo/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { formatDateTime } from '../../lib/date-time';
import { ScheduleService } from '../../modules/comp/schedule/schedule.service';
import type { AppContext } from '../../modules/module';
import { compScheduleItem, compStage, compTrack } from '../schema';
import { SEED_AUTHOR } from './seed-author';
import { DEMO_EDITION_KEY, DEMO_SCHEDULE_KEY, readSeedState, writeSeedState } from './seed-state';

// The demo schedule (docs/schedule.md, "Demo"): on a fresh demo database 赛程 shows the edition's
// calendar, one item per stage from the stage's own dates, a training camp before the roadshows, the
// 公示 after the finals and the award ceremony. Written once through the schedule service (so the
// same checks apply), remembered in the seed state; an edition that already has items is left alone.

const KIND_OF_STAGE: Record<StageKind, ScheduleKind> = {
  registration: 'registration',
  qualification: 'audit',
  preliminary: 'online_review',
  semi_final: 'roadshow',
  final: 'final',
};
const VENUE = '创新中心报告厅';
const DAY = 24 * 60 * 60 * 1000;

interface StageRow {
  stageId: number;
  stageKind: StageKind;
  stageName: string;
  trackName: string | null;
  startAt: string;
  endAt: string;
}

const epoch = (text: string) => new Date(text.replace(' ', 'T')).getTime();
/** A day's given hour, `days` days after the text's day. */
const dayAt = (text: string, days: number, hour: number) => {
  const day = new Date(epoch(text) + days * DAY);
  day.setHours(hour, 0, 0, 0);
  return formatDateTime(day.getTime());
};

/** The items of an edition's stages (pure, so a test can read what the demo will show). */
export function demoScheduleItems(competitionId: number, stages: readonly StageRow[]) {
  const items = stages.map((stage) => {
    const kind = KIND_OF_STAGE[stage.stageKind];
    const onSite = kind === 'roadshow' || kind === 'final';
    return scheduleItemForm.parse({
      competitionId,
      stageId: stage.stageId,
      title: stage.trackName ? `${stage.trackName} · ${stage.stageName}` : stage.stageName,
      kind,
      startsAt: stage.startAt,
      endsAt: stage.endAt,
      location: onSite ? VENUE : null,
      // The audit is the organisers' own work; every other date is the teams' business.
      isPublic: kind !== 'audit',
    });
  });
  const last = stages.at(-1);
  const roadshow = stages.find((stage) => stage.stageKind === 'semi_final');
  if (roadshow) {
    items.push(
      scheduleItemForm.parse({
        competitionId,
        title: '创业训练营（线上）',
        kind: 'training',
        startsAt: dayAt(roadshow.startAt, -7, 14),
        endsAt: dayAt(roadshow.startAt, -7, 17),
        onlineLink: 'https://meeting.example.org/demo-camp',
        isPublic: true,
      }),
    );
  }
  if (last) {
    items.push(
      scheduleItemForm.parse({
        competitionId,
        title: '获奖名单公示',
        kind: 'publicity',
        startsAt: dayAt(last.endAt, 1, 9),
        endsAt: dayAt(last.endAt, 8, 17),
        isPublic: true,
      }),
      scheduleItemForm.parse({
        competitionId,
        title: '颁奖典礼',
        kind: 'award_ceremony',
        startsAt: dayAt(last.endAt, 10, 14),
        endsAt: dayAt(last.endAt, 10, 17),
        location: VENUE,
        isPublic: true,
      }),
    );
  }
  return items;
}

/** Writes the demo schedule once; answers what it did (the caller logs it). */
export async function seedDemoSchedule(ctx: AppContext): Promise<string> {
  const { database } = ctx;
  if ((await readSeedState(database, DEMO_SCHEDULE_KEY)) !== undefined) return 'already seeded';
  const edition = Number(await readSeedState(database, DEMO_EDITION_KEY));
  if (!Number.isSafeInteger(edition) || edition <= 0) {
    await writeSeedState(database, DEMO_SCHEDULE_KEY, 'skipped');
    return 'skipped: no demo edition';
  }
  const db = database.exec();
  const [present] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(compScheduleItem)
    .where(eq(compScheduleItem.competitionId, edition));
  if ((present?.n ?? 0) > 0) {
    await writeSeedState(database, DEMO_SCHEDULE_KEY, 'skipped');
    return 'skipped: the edition has a schedule';
  }
  const stages = await db
    .select({
      stageId: compStage.stageId,
      stageKind: compStage.stageKind,
      stageName: compStage.stageName,
      trackName: compTrack.trackName,
      startAt: compStage.startAt,
      endAt: compStage.endAt,
    })
    .from(compStage)
    .leftJoin(compTrack, eq(compTrack.trackId, compStage.trackId))
    .where(eq(compStage.competitionId, edition))
    .orderBy(asc(compStage.startAt), asc(compStage.seq), asc(compStage.stageId));
  const service = new ScheduleService(ctx);
  const items = demoScheduleItems(edition, stages);
  for (const item of items) await service.add(item, { kind: 'all' }, SEED_AUTHOR);
  await writeSeedState(database, DEMO_SCHEDULE_KEY, 'done');
  return `${items.length} schedule items`;
}
