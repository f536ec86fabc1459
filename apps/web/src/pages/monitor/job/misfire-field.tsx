import { Radio } from 'antd';
import { type TranslationKey, useT } from '../../../core/i18n';

const POLICIES = ['0', '1', '2', '3'] as const;

/** The misfire policy as buttons, what the chosen one does said below. */
export function MisfireField({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}) {
  const t = useT();
  return (
    <div>
      <Radio.Group
        id={id}
        value={value}
        optionType="button"
        options={POLICIES.map((policy) => ({ value: policy, label: t(`job.misfire.${policy}` as TranslationKey) }))}
        onChange={(event) => onChange?.(event.target.value as string)}
      />
      {value && (
        <div className="cbo-job__muted cbo-job-misfire__help">{t(`job.misfireHelp.${value}` as TranslationKey)}</div>
      )}
    </div>
  );
}
