import { Button, Card, Col, Empty, Flex, Row, Skeleton, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type TranslationKey, useLocale, useT } from '../../../core/i18n';
import { type KeyFigures, type TrackFiguresState, useEditionFigures } from './use-edition-figures';

/** The statistics menus, one per track code (competition-menus.ts). */
const STATISTICS_PAGES: Record<string, string> = {
  teen: '/comp/teenStatistics?track=teen',
  adult: '/comp/adultStatistics?track=adult',
};

const FIGURES: ReadonlyArray<[keyof KeyFigures, TranslationKey]> = [
  ['total', 'stats.total'],
  ['waiting', 'comp.glance.waiting'],
  ['approved', 'stats.approved'],
  ['returned', 'stats.returned'],
  ['rejected', 'stats.rejected'],
  ['submittedToday', 'comp.glance.today'],
];

/** English names of the two fixed tracks: the edition's own (Chinese) track name is its data. */
const TRACK_LABELS: Readonly<Record<string, TranslationKey>> = { teen: 'audit.track.teen', adult: 'audit.track.adult' };

function TrackFigures({ state }: { state: TrackFiguresState }) {
  const t = useT();
  const locale = useLocale();
  const { track, figures } = state;
  const page = STATISTICS_PAGES[track.trackCode];
  const label = TRACK_LABELS[track.trackCode];
  const heading = locale === 'en-US' && label ? t(label) : track.trackName;
  return (
    <section aria-label={heading} data-track={track.trackCode}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text strong>{heading}</Typography.Text>
        {page && <Link to={page}>{t('comp.glance.details')}</Link>}
      </Flex>
      {state.isError ? (
        <Flex gap="small" align="center">
          <Typography.Text type="danger">{t('crud.loadFailed')}</Typography.Text>
          <Button size="small" onClick={state.retry}>
            {t('crud.retry')}
          </Button>
        </Flex>
      ) : (
        <Row gutter={[16, 8]}>
          {FIGURES.map(([key, title]) => (
            <Col xs={8} md={4} key={key} data-figure={key}>
              <Statistic title={t(title)} value={figures?.[key] ?? 0} loading={!figures} />
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}

/**
 * The current edition's key figures per track (applications, waiting for audit, approved, returned,
 * rejected, submitted today), counted within the user's competition scope.
 */
export function EditionFiguresCard() {
  const t = useT();
  const { edition, isPending, isError, retry, tracks } = useEditionFigures();
  let body: ReactNode;
  if (isError) {
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.loadFailed')}>
        <Button onClick={retry}>{t('crud.retry')}</Button>
      </Empty>
    );
  } else if (isPending) {
    body = <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  } else if (!edition) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('comp.timeline.none')} />;
  } else if (tracks.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('comp.glance.noTracks')} />;
  } else {
    body = (
      <Flex vertical gap="large">
        {tracks.map((state) => (
          <TrackFigures key={state.track.trackId} state={state} />
        ))}
      </Flex>
    );
  }
  return (
    <Card
      className="cbo-home-glance"
      title={
        <span>
          {t('comp.glance.title')}
          {edition && (
            <Typography.Text type="secondary" style={{ marginInlineStart: 12, fontWeight: 'normal' }}>
              {edition.editionYear} · {edition.competitionName}
            </Typography.Text>
          )}
        </span>
      }
    >
      {body}
    </Card>
  );
}
