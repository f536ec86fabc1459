import { Empty, Select, Tabs } from 'antd';
import { useState } from 'react';
import { EditionSelect } from '../../../../components/comp/edition-select';
import { useT } from '../../../../core/i18n';
import { AwardLevels } from './award-levels';
import { AwardsList } from './awards-list';
import { CertificateTemplateForm } from './certificate-template';
import { type AwardsEdition, useAwardsEdition } from './use-awards-edition';
import './awards.css';

const SECTIONS = ['awards', 'levels', 'template'] as const;
type Section = (typeof SECTIONS)[number];

/** The edition and (optional) track pickers above every section of the tab. */
function EditionTrackBar({ edition }: { edition: AwardsEdition }) {
  const t = useT();
  return (
    <div className="cbo-audit__bar">
      <span className="cbo-audit__bar-label">{t('awardsPage.edition')}</span>
      <EditionSelect
        editions={edition.editions}
        loading={edition.editionsLoading}
        value={edition.competitionId}
        onChange={edition.setCompetitionId}
      />
      <span className="cbo-audit__bar-label">{t('awardsPage.track')}</span>
      <Select
        className="cbo-awards__track"
        aria-label={t('awardsPage.track')}
        loading={edition.tracksLoading}
        value={edition.trackId ?? 0}
        onChange={(value: number) => edition.setTrackId(value === 0 ? null : value)}
        options={[
          { value: 0, label: t('awardsPage.allTracks') },
          ...edition.tracks.map((track) => ({ value: track.trackId, label: track.trackName })),
        ]}
        popupMatchSelectWidth={false}
      />
    </div>
  );
}

/**
 * 奖项与证书 (docs/certificates.md): per edition (optionally one track), the awards with their
 * certificates and generation runs, the award levels and the certificate template.
 */
export function AwardsTab() {
  const t = useT();
  const edition = useAwardsEdition();
  const [section, setSection] = useState<Section>('awards');
  const bar = <EditionTrackBar edition={edition} />;
  const competitionId = edition.competitionId;
  if (competitionId === null) {
    return (
      <div className="cbo-crud">
        <div className="cbo-crud__panel">
          {bar}
          {edition.noEdition && <Empty description={t('awardsPage.noEdition')} />}
        </div>
      </div>
    );
  }
  return (
    <div className="cbo-awards">
      <div className="cbo-crud__panel cbo-awards__context">{bar}</div>
      <Tabs
        className="cbo-awards__sections"
        size="small"
        activeKey={section}
        onChange={(key) => setSection(key as Section)}
        destroyOnHidden
        items={[
          {
            key: 'awards',
            label: t('awardsPage.section.awards'),
            children: <AwardsList competitionId={competitionId} trackId={edition.trackId} />,
          },
          {
            key: 'levels',
            label: t('awardsPage.section.levels'),
            children: <AwardLevels competitionId={competitionId} trackId={edition.trackId} tracks={edition.tracks} />,
          },
          {
            key: 'template',
            label: t('awardsPage.section.template'),
            children: <CertificateTemplateForm competitionId={competitionId} />,
          },
        ]}
      />
    </div>
  );
}
