import type { Database } from '../../../db/database';
import type { CompScopePlan } from '../scope/comp-scope';
import type { ReportData } from './report-data';
import * as data from './report-data.repository';
import type { ReportSubject } from './report-subject';

/** The kind's loader (docs/reports.md): reads the data the builder needs, through the caller's scope. */
export function loadReportData(
  database: Database,
  {
    competitionId,
    edition,
    subject,
    plan,
  }: { competitionId: number; edition: string; subject: ReportSubject; plan: CompScopePlan },
): Promise<ReportData> {
  switch (subject.kind) {
    case 'stage_result':
      return data.loadStageResult(database, { edition, stage: subject.stage, plan });
    case 'judge_consistency':
      return data.loadJudgeConsistency(database, { edition, task: subject.task });
    case 'publicity_list':
      return data.loadPublicityList(database, { edition, batch: subject.batch });
    case 'award_list':
      return data.loadAwardList(database, { edition, competitionId, track: subject.track, plan });
    case 'final_report':
      return data.loadFinalReport(database, { edition, competitionId, plan });
  }
}
