import { currentTimeline, type Stage } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Skeleton, Steps, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { useDict } from '../../../core/dict/use-dict';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { useT } from '../../../core/i18n';
import './home.css';

type Phase = 'finish' | 'process' | 'wait';

/** Where a stage stands on a given time (the wire's `yyyy-MM-dd HH:mm:ss` text sorts like time). */
export function stagePhase(stage: { startAt: string; endAt: string }, now: string): Phase {
  if (now > stage.endAt) return 'finish';
  if (now >= stage.startAt) return 'process';
  return 'wait';
}

const day = (text: string) => text.slice(0, 10);

/** One line of the timeline: the edition-wide stages, or one track's judging ladder. */
interface Ladder {
  key: string;
  /** The track's name; null for the edition-wide line. */
  trackName: string | null;
  stages: Stage[];
}

/**
 * The edition-wide stages on one line and each track's ladder on its own (docs/adr/0018-judging-data-model.md),
 * in the order the server answers them (edition-wide first, then the tracks in their order).
 */
export function laddersOf(stages: readonly Stage[]): Ladder[] {
  const ladders: Ladder[] = [];
  for (const stage of stages) {
    const key = stage.trackId === null ? 'edition' : String(stage.trackId);
    let ladder = ladders.find((candidate) => candidate.key === key);
    if (!ladder) {
      ladder = { key, trackName: stage.trackId === null ? null : (stage.trackName ?? ''), stages: [] };
      ladders.push(ladder);
    }
    ladder.stages.push(stage);
  }
  return ladders;
}

/** The current edition's stages in order, a line per track's ladder, the running ones highlighted. */
export function TimelineCard() {
  const t = useT();
  const mobile = useIsMobile();
  const statuses = useDict('comp_competition_status');
  const { data, isPending, isError } = useQuery({
    queryKey: queryKeyOf(currentTimeline),
    queryFn: async () => (await api(currentTimeline)).data,
  });
  if (isError) return null;
  if (isPending) {
    return (
      <Card title={t('comp.timeline.title')}>
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      </Card>
    );
  }
  if (!data) {
    return (
      <Card title={t('comp.timeline.title')}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('comp.timeline.none')} />
      </Card>
    );
  }
  const now = dayjs().format('YYYY-MM-DD HH:mm:ss');
  const status = statuses.options.find((option) => option.value === data.status)?.label ?? data.status;
  return (
    <Card
      className="cbo-home-timeline"
      title={
        <span>
          {t('comp.timeline.title')}
          <Typography.Text type="secondary" style={{ marginInlineStart: 12, fontWeight: 'normal' }}>
            {data.editionYear} · {data.competitionName}
          </Typography.Text>
        </span>
      }
      extra={<Tag color="processing">{status}</Tag>}
    >
      {data.stages.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('comp.timeline.noStages')} />
      ) : (
        <div className="cbo-home-timeline__ladders">
          {laddersOf(data.stages).map((ladder, _index, all) => (
            <div key={ladder.key} className="cbo-home-timeline__ladder" data-track={ladder.key}>
              {/* One line alone needs no name; with tracks, each line says whose it is. */}
              {all.length > 1 && (
                <Typography.Text strong className="cbo-home-timeline__track">
                  {ladder.trackName ?? t('comp.timeline.allTracks')}
                </Typography.Text>
              )}
              <Steps
                orientation={mobile ? 'vertical' : 'horizontal'}
                size="small"
                // The running stage is the active one; a line with none running has none (antd would mark its first).
                current={ladder.stages.findIndex((stage) => stagePhase(stage, now) === 'process')}
                items={ladder.stages.map((stage) => {
                  const phase = stagePhase(stage, now);
                  return {
                    status: phase,
                    title: stage.stageName,
                    content: (
                      <span data-stage={stage.stageKind}>
                        <span className="cbo-home-timeline__date">{day(stage.startAt)}</span> ~{' '}
                        <span className="cbo-home-timeline__date">{day(stage.endAt)}</span>
                        <br />
                        <Typography.Text type={phase === 'process' ? 'success' : 'secondary'}>
                          {t(`comp.timeline.${phase === 'finish' ? 'done' : phase === 'process' ? 'now' : 'upcoming'}`)}
                        </Typography.Text>
                      </span>
                    ),
                  };
                })}
              />
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}
