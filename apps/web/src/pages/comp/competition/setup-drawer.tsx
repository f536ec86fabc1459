import type { CompetitionRow } from '@cbo/contracts';
import { Drawer, Tabs } from 'antd';
import { useAccess } from '../../../core/access';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { useT } from '../../../core/i18n';
import { AuditLevelsTab } from './audit-levels-tab';
import { RetentionTab } from './retention-tab';
import { StagesTab } from './stages-tab';
import { TracksTab } from './tracks-tab';

interface Props {
  edition: CompetitionRow | null;
  onClose: () => void;
}

/**
 * An edition's setup: tracks with groups and extra fields, stages, audit levels (each tab saves its
 * whole list), and for an administrator the retention of personal data.
 */
export function SetupDrawer({ edition, onClose }: Props) {
  const t = useT();
  const mobile = useIsMobile();
  const canRetain = useAccess().hasPermi('comp:competition:retention');
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
            ...(canRetain
              ? [
                  {
                    key: 'retention',
                    label: t('comp.tab.retention'),
                    children: <RetentionTab competitionId={edition.competitionId} />,
                  },
                ]
              : []),
          ]}
        />
      )}
    </Drawer>
  );
}
