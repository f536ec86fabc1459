import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { exportApplicationStatistics, getApplicationStatistics } from '@cbo/contracts';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, DatePicker, Empty, Row, Skeleton, Statistic } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo, useState } from 'react';
import { Chart } from '../../../components/charts/chart';
import { EditionSelect } from '../../../components/comp/edition-select';
import { useStatusName } from '../../../components/comp/status-tag';
import { useEditionTrack } from '../../../components/comp/use-edition-track';
import { useAccess } from '../../../core/access';
import { download } from '../../../core/download/download';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { type TranslationKey, useLocale, useT } from '../../../core/i18n';
import { barOption, dailyOption, pieOption } from './chart-options';
import './statistics.css';

const { RangePicker } = DatePicker;

/**
 * The figures of the menu's track: counts by status, the track's own breakdowns (what the server
 * offers for the track's fields: school stage, age band, gender, city, school, industry, ...;
 * docs/audit.md, Statistics), per day, turnaround.
 */
function StatisticsPage() {
  const t = useT();
  const locale = useLocale();
  const access = useAccess();
  const statusName = useStatusName();
  const edition = useEditionTrack();
  const [range, setRange] = useState<[string, string] | null>(null);
  const [exporting, setExporting] = useState(false);

  const filters =
    edition.competitionId && edition.trackId
      ? {
          competitionId: edition.competitionId,
          trackId: edition.trackId,
          params: { beginTime: range?.[0] ?? '', endTime: range?.[1] ?? '' },
        }
      : null;
  const summary = useQuery({
    queryKey: queryKeyOf(getApplicationStatistics, { query: filters }),
    queryFn: filters ? async () => (await api(getApplicationStatistics, { query: filters })).data : skipToken,
    placeholderData: keepPreviousData,
  });
  const data = summary.data;

  const count = (status: string) => data?.byStatus.find((row) => row.key === status)?.count ?? 0;
  const hours = (value: number | null | undefined) => (value === null || value === undefined ? '—' : value);

  const options = useMemo(() => {
    if (!data) return null;
    const label = t('stats.count');
    const statuses = data.byStatus.map((row) => ({ ...row, name: statusName(row.key) || row.name }));
    return {
      byStatus: pieOption(statuses, label),
      daily: dailyOption(data.daily, { submitted: t('stats.submitted'), decided: t('stats.decided') }),
    };
  }, [data, t, statusName]);

  // The track's breakdowns: only those the server offers (it leaves out what no application filled in).
  const breakdowns = useMemo(() => {
    if (!data) return [];
    const label = t('stats.count');
    const named = (key: string) => (row: { key: string; name: string; count: number }) => {
      const fixed = `stats.${key}.${row.key}` as TranslationKey;
      return key === 'gender' || key === 'teamKind' ? { ...row, name: t(fixed) } : row;
    };
    return data.breakdowns.map((breakdown) => {
      const rows = breakdown.rows.map(named(breakdown.key));
      return {
        ...breakdown,
        option: breakdown.chart === 'pie' ? pieOption(rows, label) : barOption(rows, label),
      };
    });
  }, [data, t]);

  const exportFigures = async () => {
    if (!filters) return;
    setExporting(true);
    await download(exportApplicationStatistics, filters, `statistics_${Date.now()}.xlsx`);
    setExporting(false);
  };

  const trackName = t(edition.trackCode === 'teen' ? 'audit.track.teen' : 'audit.track.adult');
  const blocked = edition.noEdition
    ? t('audit.noEdition')
    : edition.trackId === null
      ? t('audit.noTrack', { track: trackName })
      : null;

  const chart = (key: keyof NonNullable<typeof options>, title: TranslationKey, empty: boolean, span = 12) => (
    <Col xs={24} xl={span} key={key}>
      <Card size="small" title={t(title)} className="cbo-stats__chart" data-chart={key}>
        {!options ? (
          <Skeleton active />
        ) : empty ? (
          <div className="cbo-stats__empty">
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('stats.empty')} />
          </div>
        ) : (
          <Chart option={options[key] as EChartsCoreOption} label={t(title)} height={key === 'daily' ? 280 : 260} />
        )}
      </Card>
    </Col>
  );

  return (
    <div className="cbo-crud cbo-stats">
      <div className="cbo-crud__panel">
        <div className="cbo-audit__bar">
          <span className="cbo-audit__bar-label">{t('audit.edition')}</span>
          <EditionSelect
            editions={edition.editions}
            loading={edition.editionsLoading}
            value={edition.competitionId}
            onChange={edition.setCompetitionId}
          />
          <span className="cbo-audit__bar-label">{t('stats.dateRange')}</span>
          <RangePicker
            aria-label={t('stats.dateRange')}
            onChange={(_dates, texts) => setRange(texts[0] && texts[1] ? [texts[0], texts[1]] : null)}
          />
          <span className="cbo-audit__bar-end">
            <Button icon={<ReloadOutlined />} loading={summary.isFetching} onClick={() => void summary.refetch()}>
              {t('crud.refresh')}
            </Button>
            {access.hasPermi('comp:statistics:export') && (
              <Button
                color="orange"
                variant="outlined"
                icon={<DownloadOutlined />}
                loading={exporting}
                disabled={!filters}
                onClick={exportFigures}
              >
                {t('crud.export')}
              </Button>
            )}
          </span>
        </div>
        {blocked ? (
          <Empty description={blocked} />
        ) : summary.isError ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.loadFailed')}>
            <Button onClick={() => void summary.refetch()}>{t('crud.retry')}</Button>
          </Empty>
        ) : (
          <>
            <Row gutter={[12, 12]} className="cbo-stats__cards">
              {(
                [
                  ['total', 'stats.total', data?.total],
                  ['approved', 'stats.approved', count('approved')],
                  ['returned', 'stats.returned', count('returned')],
                  ['rejected', 'stats.rejected', count('rejected')],
                ] as const
              ).map(([key, title, value]) => (
                <Col xs={12} md={8} xl={4} key={key}>
                  <Card size="small" data-figure={key}>
                    <Statistic title={t(title)} value={data ? (value ?? 0) : '—'} loading={!data} />
                  </Card>
                </Col>
              ))}
              {(
                [
                  ['median', 'stats.median', data?.turnaround.medianHours],
                  ['p90', 'stats.p90', data?.turnaround.p90Hours],
                ] as const
              ).map(([key, title, value]) => (
                <Col xs={12} md={8} xl={4} key={key}>
                  <Card size="small" data-figure={key}>
                    <Statistic
                      title={t(title)}
                      value={hours(value)}
                      suffix={value === null || value === undefined ? undefined : t('stats.hours')}
                      loading={!data}
                    />
                    {data && (
                      <div className="cbo-stats__hint">
                        {t('stats.decidedCount', { count: data.turnaround.decided })}
                      </div>
                    )}
                  </Card>
                </Col>
              ))}
            </Row>
            <Row gutter={[12, 12]}>
              {chart('byStatus', 'stats.byStatus', !data?.byStatus.length)}
              {breakdowns.map((breakdown) => (
                <Col xs={24} xl={12} key={breakdown.key}>
                  <Card
                    size="small"
                    title={breakdown.title[locale]}
                    className="cbo-stats__chart"
                    data-chart={breakdown.key}
                  >
                    <Chart
                      option={breakdown.option as EChartsCoreOption}
                      label={breakdown.title[locale]}
                      height={260}
                    />
                    {breakdown.missing > 0 && (
                      <div className="cbo-stats__hint">
                        {t(breakdown.unit === 'people' ? 'stats.missingPeople' : 'stats.missing', {
                          count: breakdown.missing,
                        })}
                      </div>
                    )}
                  </Card>
                </Col>
              ))}
              {chart('daily', 'stats.daily', !data?.daily.length)}
            </Row>
          </>
        )}
      </div>
    </div>
  );
}

export const Component = StatisticsPage;
