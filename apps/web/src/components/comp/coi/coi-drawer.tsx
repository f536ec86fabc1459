import { Drawer, Tabs } from 'antd';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { useT } from '../../../core/i18n';
import { CoiDeclarationsTab } from './coi-declarations-tab';
import { CoiOverridesTab } from './coi-overrides-tab';
import { CoiRulesTab } from './coi-rules-tab';

interface Props {
  /** The edition whose rules are open; null: closed. */
  edition: { competitionId: number; competitionName: string } | null;
  onClose(): void;
}

/**
 * 回避规则 of an edition (docs/conflicts-of-interest.md): its rule set, the declarations to decide
 * and the log of overridden warnings. Opened from the edition list; needs comp:coi:list.
 */
export function CoiDrawer({ edition, onClose }: Props) {
  const t = useT();
  const mobile = useIsMobile();
  return (
    <Drawer
      open={edition !== null}
      title={edition ? t('coi.drawerTitle', { name: edition.competitionName }) : ''}
      size={mobile ? '100%' : 980}
      destroyOnHidden
      onClose={onClose}
    >
      {edition && (
        <Tabs
          items={[
            {
              key: 'rules',
              label: t('coi.tab.rules'),
              children: <CoiRulesTab competitionId={edition.competitionId} />,
            },
            {
              key: 'declarations',
              label: t('coi.tab.declarations'),
              children: <CoiDeclarationsTab competitionId={edition.competitionId} />,
            },
            {
              key: 'overrides',
              label: t('coi.tab.overrides'),
              children: <CoiOverridesTab competitionId={edition.competitionId} />,
            },
          ]}
        />
      )}
    </Drawer>
  );
}
