import type { AwardListData, JudgeConsistencyData, PublicityListData, StageResultData } from './report-data';

/** What a snapshot is generated for, resolved and checked when it is asked for (report.service.ts). */
export type ReportSubject =
  | { kind: 'stage_result'; stage: StageResultData['stage'] }
  | { kind: 'judge_consistency'; task: JudgeConsistencyData['task'] }
  | { kind: 'publicity_list'; batch: PublicityListData['batch'] & { publicityId: number | null } }
  | { kind: 'award_list'; track: AwardListData['track'] }
  | { kind: 'final_report' };
