import type { ExpertApplication } from '@cbo/contracts';
import { Alert, Descriptions, type DescriptionsProps, Typography } from 'antd';
import { DictTag } from '../../../core/dict/dict-tag';
import { useT } from '../../../core/i18n';

type Item = NonNullable<DescriptionsProps['items']>[number];

/**
 * The application as the expert view gives it (docs/scoring.md, the expert view): a part the
 * task hides is absent from the answer, so its row is simply not shown, and the application code
 * stands for the project's name.
 */
export function ApplicationPanel({ application, blind }: { application: ExpertApplication; blind: boolean }) {
  const t = useT();
  const none = t('score.none');
  const items: Item[] = [
    { key: 'code', label: t('score.code'), children: application.applicationCode },
    ...(application.projectName === undefined
      ? []
      : [{ key: 'name', label: t('score.projectName'), children: application.projectName }]),
    { key: 'track', label: t('score.track'), children: application.trackName },
    {
      key: 'industry',
      label: t('score.industry'),
      children: application.industry ? <DictTag type="comp_industry" value={application.industry} /> : none,
    },
    { key: 'members', label: t('score.memberCount'), children: application.memberCount },
  ];
  if (application.leaderName !== undefined)
    items.push({ key: 'leader', label: t('score.leader'), children: application.leaderName || none });
  if (application.orgName !== undefined)
    items.push({ key: 'org', label: t('score.org'), children: application.orgName || none });
  if (application.regionName !== undefined)
    items.push({ key: 'region', label: t('score.region'), children: application.regionName || none });
  if (application.members)
    items.push({
      key: 'team',
      label: t('score.members'),
      span: 'filled',
      children: application.members.length
        ? application.members.map((member) => [member.name, member.orgName].filter(Boolean).join(' · ')).join('；')
        : none,
    });
  if (application.mentors)
    items.push({
      key: 'mentors',
      label: t('score.mentors'),
      span: 'filled',
      children: application.mentors.length
        ? application.mentors.map((mentor) => [mentor.name, mentor.orgName].filter(Boolean).join(' · ')).join('；')
        : none,
    });
  if (application.videoLink)
    items.push({
      key: 'video',
      label: t('score.video'),
      span: 'filled',
      children: (
        <Typography.Link href={application.videoLink} target="_blank" rel="noopener noreferrer">
          {t('score.openVideo')}
        </Typography.Link>
      ),
    });

  return (
    <section className="cbo-score__application" aria-label={t('score.application')}>
      {blind && <Alert className="cbo-score__blind" type="info" showIcon title={t('score.blindNotice')} />}
      <Descriptions size="small" column={{ xs: 1, sm: 2, xxl: 3 }} items={items} />
      {application.summary && (
        <div className="cbo-score__summary">
          <Typography.Text strong>{t('score.summary')}</Typography.Text>
          <Typography.Paragraph ellipsis={{ rows: 6, expandable: 'collapsible' }}>
            {application.summary}
          </Typography.Paragraph>
        </div>
      )}
    </section>
  );
}
