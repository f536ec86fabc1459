import { Select } from 'antd';
import { useT } from '../../core/i18n';
import type { EditionOption } from './use-editions';
import './edition-bar.css';

interface Props {
  editions: readonly EditionOption[];
  loading: boolean;
  value: number | null;
  onChange(competitionId: number): void;
}

/** The edition the audit and statistics pages show. */
export function EditionSelect({ editions, loading, value, onChange }: Props) {
  const t = useT();
  return (
    <Select
      className="cbo-audit__edition"
      aria-label={t('audit.edition')}
      loading={loading}
      value={value ?? undefined}
      placeholder={t('audit.noEdition')}
      onChange={onChange}
      options={editions.map((edition) => ({ value: edition.competitionId, label: edition.competitionName }))}
      popupMatchSelectWidth={false}
    />
  );
}
