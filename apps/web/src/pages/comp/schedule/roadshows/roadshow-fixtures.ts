import type { RoadshowBoard, RoadshowSessionDetail, RoadshowSlot } from '@cbo/contracts';

const slot = (
  overrides: Partial<RoadshowSlot> & Pick<RoadshowSlot, 'slotId' | 'applicationId' | 'code'>,
): RoadshowSlot => ({
  projectName: `项目 ${overrides.code}`,
  orgName: '华东大学',
  orderNo: null,
  checkedInAt: null,
  absent: false,
  absentReason: null,
  presentedAt: null,
  finishedAt: null,
  ...overrides,
});

export const SLOTS: RoadshowSlot[] = [
  slot({
    slotId: 11,
    applicationId: 501,
    code: 'A26-0001',
    orderNo: 1,
    checkedInAt: '2026-11-26 09:00:00',
    presentedAt: '2026-11-26 09:30:00',
  }),
  slot({ slotId: 12, applicationId: 502, code: 'A26-0002', orderNo: 2, checkedInAt: '2026-11-26 09:01:00' }),
  slot({ slotId: 13, applicationId: 503, code: 'A26-0003', orderNo: 3, absent: true, absentReason: '未到场' }),
];

export const session = (overrides: Partial<RoadshowSessionDetail> = {}): RoadshowSessionDetail => ({
  sessionId: 5,
  competitionId: 1,
  stageId: 3,
  stageName: '复赛',
  trackName: '成人组',
  taskId: 7,
  taskName: '复赛路演评审',
  expertGroups: ['第一专家组'],
  name: '复赛路演 A 场',
  venue: '报告厅 101',
  startsAt: '2026-11-26 09:30:00',
  pitchMinutes: 8,
  qaMinutes: 7,
  scoringMode: 'live',
  appealHours: 48,
  status: 'live',
  slots: SLOTS,
  checkedIn: 2,
  absent: 1,
  presented: 1,
  resultsPublishedAt: null,
  appealDeadline: null,
  phase: 'pitch',
  phaseStartedAt: '2026-11-26 09:30:00',
  currentSlotId: 11,
  draw: {
    drawId: 9,
    method: 'random',
    seed: 'c0ffee42',
    candidates: [501, 502, 503],
    order: [501, 502, 503],
    reason: null,
    drawnBy: 'organiser',
    drawnAt: '2026-11-26 09:00:00',
    reproduced: true,
  },
  stamp: 's1',
  serverNow: '2026-11-26 09:31:00',
  ...overrides,
});

export const board = (total: number | null, stamp = 's1'): RoadshowBoard => ({
  stamp,
  status: 'live',
  phase: 'pitch',
  currentSlotId: 11,
  experts: [
    { userId: 21, name: '王专家' },
    { userId: 22, name: '李专家' },
  ],
  rows: SLOTS.map((item) => ({
    slotId: item.slotId,
    applicationId: item.applicationId,
    code: item.code,
    projectName: item.projectName,
    orderNo: item.orderNo,
    checkedIn: item.checkedInAt !== null,
    absent: item.absent,
    presented: item.presentedAt !== null,
    scores: [
      {
        userId: 21,
        total: item.slotId === 11 ? total : null,
        status: item.slotId === 11 && total !== null ? 'submitted' : 'none',
      },
      { userId: 22, total: null, status: 'none' },
    ],
    submitted: item.slotId === 11 && total !== null ? 1 : 0,
    expected: 2,
    mean: item.slotId === 11 ? total : null,
    provisionalRank: item.slotId === 11 && total !== null ? 1 : null,
  })),
});
