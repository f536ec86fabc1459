import { EnvironmentOutlined, LinkOutlined } from '@ant-design/icons';
import { listScheduleItems, type ScheduleItem } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Spin, Timeline } from 'antd';
import { api } from '../../../../core/http/api';
import { queryKeyOf } from '../../../../core/http/query-keys';
import { useT } from '../../../../core/i18n';
import { KIND_COLORS, KindTag, timeRange, VisibilityTag } from './item-texts';

/** The most items the timeline draws at once (one page of the list). */
const LIMIT = 500;

/** Items grouped by month, then by day, in start order. */
export function groupByMonth(items: readonly ScheduleItem[]): Array<{ month: string; items: ScheduleItem[] }> {
  const months: Array<{ month: string; items: ScheduleItem[] }> = [];
  for (const item of items) {
    const month = item.startsAt.slice(0, 7);
    const last = months[months.length - 1];
    if (last?.month === month) last.items.push(item);
    else months.push({ month, items: [item] });
  }
  return months;
}

/** 时间线: the edition's items (with the bar's filters) by month and day, with antd Timeline. */
export function ItemsTimeline({ filters }: { filters: Record<string, unknown> & { competitionId: number } }) {
  const t = useT();
  const query = { ...filters, pageNum: 1, pageSize: LIMIT };
  const items = useQuery({
    queryKey: queryKeyOf(listScheduleItems, query),
    queryFn: async () => api(listScheduleItems, { query }),
  });
  if (items.isLoading) return <Spin className="cbo-schedule__timeline" />;
  const rows = items.data?.rows ?? [];
  if (rows.length === 0) return <Empty description={t('schedulePage.timelineEmpty')} />;
  return (
    <div className="cbo-schedule__timeline">
      {(items.data?.total ?? 0) > LIMIT && (
        <Alert type="info" showIcon title={t('schedulePage.timelineMore', { count: LIMIT })} />
      )}
      {groupByMonth(rows).map(({ month, items: monthItems }) => (
        <section key={month} aria-label={month}>
          <div className="cbo-schedule__month">{month}</div>
          <Timeline
            items={monthItems.map((item) => ({
              key: item.itemId,
              color: KIND_COLORS[item.kind],
              content: (
                <div>
                  <div className="cbo-schedule__entry-title">
                    <span className="cbo-schedule__day">{item.startsAt.slice(5, 10)}</span>
                    {item.title}
                  </div>
                  <div className="cbo-schedule__entry-meta">
                    <span>{timeRange(item.startsAt, item.endsAt)}</span>
                    <KindTag kind={item.kind} />
                    <VisibilityTag isPublic={item.isPublic} />
                    {item.stageName && <span>{item.stageName}</span>}
                  </div>
                  {(item.location || item.onlineLink) && (
                    <div className="cbo-schedule__entry-meta">
                      {item.location && (
                        <span>
                          <EnvironmentOutlined /> {item.location}
                        </span>
                      )}
                      {item.onlineLink && (
                        <a href={item.onlineLink} target="_blank" rel="noreferrer noopener">
                          <LinkOutlined /> {item.onlineLink}
                        </a>
                      )}
                    </div>
                  )}
                </div>
              ),
            }))}
          />
        </section>
      ))}
    </div>
  );
}
