// Schedule (赛程), roadshows (路演), appeals (申诉) and reports (报告): the shared vocabularies
// (docs/schedule.md, docs/roadshow.md, docs/appeals.md, docs/reports.md). Labels for pages live in
// the web messages; these are the stored values.

/** What a schedule item is (domain section 3.6). */
export const SCHEDULE_KINDS = [
  'registration',
  'audit',
  'online_review',
  'training',
  'roadshow',
  'final',
  'publicity',
  'award_ceremony',
] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

/**
 * A session's lifecycle: planned (slots set, order may change) → live (presenting; the order is
 * fixed) → closed (no more presenting; absent projects' assignments voided) → published (results
 * published to the teams: the appeal window opens).
 */
export const ROADSHOW_STATUSES = ['planned', 'live', 'closed', 'published'] as const;
export type RoadshowStatus = (typeof ROADSHOW_STATUSES)[number];

/** What the current project is doing: nothing yet, pitching, answering questions, being scored. */
export const ROADSHOW_PHASES = ['idle', 'pitch', 'qa', 'scoring'] as const;
export type RoadshowPhase = (typeof ROADSHOW_PHASES)[number];

/**
 * live: an expert scores a project once it has been presented (current or past), and the expert's
 * page opens on the current project; open: the task's projects may be scored in any order.
 */
export const ROADSHOW_SCORING_MODES = ['live', 'open'] as const;
export type RoadshowScoringMode = (typeof ROADSHOW_SCORING_MODES)[number];

/** random: seeded draw (docs/review.md section 8); manual: set by hand with a reason. */
export const ROADSHOW_DRAW_METHODS = ['random', 'manual'] as const;
export type RoadshowDrawMethod = (typeof ROADSHOW_DRAW_METHODS)[number];

/** A session's log entries. */
export const ROADSHOW_EVENT_KINDS = [
  'draw',
  'check_in',
  'check_in_undo',
  'absent',
  'absent_undo',
  'start',
  'present',
  'phase',
  'close',
  'publish',
] as const;
export type RoadshowEventKind = (typeof ROADSHOW_EVENT_KINDS)[number];

/** online: through the entrant API within the window; on_site: recorded by staff at the venue. */
export const APPEAL_CHANNELS = ['online', 'on_site'] as const;
export type AppealChannel = (typeof APPEAL_CHANNELS)[number];

/** submitted → upheld (the organiser acts on it) or dismissed; both with a reason. */
export const APPEAL_STATUSES = ['submitted', 'upheld', 'dismissed'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

/** The reports (报告) an edition keeps (domain section 7). */
export const REPORT_KINDS = [
  'stage_result',
  'judge_consistency',
  'publicity_list',
  'award_list',
  'final_report',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_STATUSES = ['running', 'done', 'failed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_FORMATS = ['xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
