import type { CompetitionRow } from '@cbo/contracts';
import { Drawer, Tabs } from 'antd';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { useT } from '../../../core/i18n';
import { AuditLevelsTab } from './audit-levels-tab';
import { StagesTab } from './stages-tab';
import { TracksTab } from './tracks-tab';

interface Props {
  edition: CompetitionRow | null;
  onClose: () => void;
}

/** An edition's setup: tracks with groups and extra fields, stages, audit levels; each tab saves its whole list. */
export function SetupDrawer({ edition, onClose }: Props) {
  const t = useT();
  const mobile = useIsMobile();
  return (
    <Drawer
      open={edition !== null}
      title={edition ? t('comp.setupTitle', { name: edition.competitionName }) : ''}
      size={mobile ? '100%' : 980}
      destroyOnHidden
      onClose={onClose}
    >
      {edition && (
        <Tabs
          items={[
            {
              key: 'tracks',
              label: t('comp.tab.tracks'),
              children: <TracksTab competitionId={edition.competitionId} />,
            },
            {
              key: 'stages',
              label: t('comp.tab.stages'),
              children: <StagesTab competitionId={edition.competitionId} />,
            },
            {
              key: 'auditLevels',
              label: t('comp.tab.auditLevels'),
              children: <AuditLevelsTab competitionId={edition.competitionId} />,
            },
          ]}
        />
      )}
    </Drawer>
  );
}
