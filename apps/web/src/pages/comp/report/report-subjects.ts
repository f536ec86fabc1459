import type { ReportKind, ReportSources } from '@cbo/contracts';
import type { Translate } from '../../../core/i18n';

export interface SubjectOption {
  value: number;
  label: string;
}

/** 初赛（成人组）: a stage with its track, the edition-wide ones by name alone. */
function stageName(stage: ReportSources['stages'][number]): string {
  return stage.trackName ? `${stage.name}（${stage.trackName}）` : stage.name;
}

/** What the generate form offers as the subject of a kind (the award list's 0 is every track). */
export function subjectOptions(kind: ReportKind, sources: ReportSources, t: Translate): SubjectOption[] {
  switch (kind) {
    case 'stage_result':
      return sources.stages.map((stage) => ({ value: stage.stageId, label: stageName(stage) }));
    case 'judge_consistency': {
      const stages = new Map(sources.stages.map((stage) => [stage.stageId, stageName(stage)]));
      return sources.tasks.map((task) => {
        const stage = stages.get(task.stageId);
        return { value: task.taskId, label: stage ? `${task.name} · ${stage}` : task.name };
      });
    }
    case 'publicity_list':
      return sources.batches.map((batch) => ({
        value: batch.batchId,
        label: `${batch.title} · ${t(`promotionPage.purpose.${batch.purpose}`)} · ${t(`promotionPage.status.${batch.status}`)}`,
      }));
    case 'award_list':
      return [
        { value: 0, label: t('reportPage.generate.allTracks') },
        ...sources.tracks.map((track) => ({ value: track.trackId, label: track.name })),
      ];
    case 'final_report':
      return [];
  }
}
