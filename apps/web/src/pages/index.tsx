import { Col, Flex, Row } from 'antd';
import { useAccess } from '../core/access';
import { EditionFiguresCard } from './_core/home/edition-figures-card';
import { FiguresCard } from './_core/home/figures-card';
import { MyTasksCard } from './_core/home/my-tasks-card';
import { NoticesCard } from './_core/home/notices-card';
import { ProfileCard } from './_core/home/profile-card';
import { QuickLinksCard } from './_core/home/quick-links-card';
import { RecentLoginsCard } from './_core/home/recent-logins-card';
import { StatusCard } from './_core/home/status-card';
import { TimelineCard } from './_core/home/timeline-card';

/** Permission of the login log, which the recent logins come from. */
const LOGIN_LOG_PERMISSION = 'monitor:logininfor:list';
/** Permission of the statistics pages, whose summary the edition's key figures come from. */
const STATISTICS_PERMISSION = 'comp:statistics:list';
/** The experts' scoring permission: its holders see their open review tasks first. */
const SCORING_PERMISSION = 'comp:taskinfo:edit';
/** Staff managing review tasks: their home shows the tasks card only when they are in a task. */
const TASK_STAFF_PERMISSION = 'comp:taskinfo:list';

/**
 * Home: who is logged in, (with the scoring permission, an expert's) open review tasks first, the
 * pages they may open, their latest logins (with the login log's permission), the figures of the
 * day it may read, the current edition's stages and (with the statistics permission) its key
 * figures, the latest notices and whether the server answers.
 */
function IndexPage() {
  const { hasPermi } = useAccess();
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 1280, margin: '0 auto' }}>
      <ProfileCard />
      <FiguresCard />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Flex vertical gap="middle">
            {hasPermi(SCORING_PERMISSION) && <MyTasksCard hideWhenEmpty={hasPermi(TASK_STAFF_PERMISSION)} />}
            <TimelineCard />
            {hasPermi(STATISTICS_PERMISSION) && <EditionFiguresCard />}
            <QuickLinksCard />
            {hasPermi(LOGIN_LOG_PERMISSION) && <RecentLoginsCard />}
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap="middle">
            <NoticesCard />
            <StatusCard />
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}

export { IndexPage as Component };
