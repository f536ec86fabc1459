import { buildAwardList } from './build-award-list';
import { buildFinalReport } from './build-final-report';
import { buildJudgeConsistency } from './build-judge-consistency';
import { buildPublicityList } from './build-publicity-list';
import { buildStageResult } from './build-stage-result';
import type { ReportStamp } from './report-build-common';
import type { ReportData } from './report-data';
import type { ReportDocument } from './report-document';

/** The kind's pure builder: loaded data and the stamp in, the document out (docs/reports.md). */
export function buildReport(data: ReportData, stamp: ReportStamp): ReportDocument {
  switch (data.kind) {
    case 'stage_result':
      return buildStageResult(data, stamp);
    case 'judge_consistency':
      return buildJudgeConsistency(data, stamp);
    case 'publicity_list':
      return buildPublicityList(data, stamp);
    case 'award_list':
      return buildAwardList(data, stamp);
    case 'final_report':
      return buildFinalReport(data, stamp);
  }
}
