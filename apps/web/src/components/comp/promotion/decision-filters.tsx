import { DECISION_REASONS, DECISION_RESULTS, type DecisionReason, type DecisionResult } from '@cbo/contracts';
import { Checkbox, Input, Select } from 'antd';
import type { TranslationKey } from '../../../core/i18n';
import { useT } from '../../../core/i18n';

export interface DecisionFilterValues {
  result?: DecisionResult;
  reason?: DecisionReason;
  code?: string;
  overridden?: boolean;
}

/** The wire filters of a decisions list (the contracts' `decisionFilters`). */
export function decisionQuery(filters: DecisionFilterValues) {
  return {
    ...(filters.result ? { result: filters.result } : {}),
    ...(filters.reason ? { reason: filters.reason } : {}),
    ...(filters.code?.trim() ? { code: filters.code.trim() } : {}),
    ...(filters.overridden ? { overridden: '1' as const } : {}),
  };
}

const key = (text: string) => text as TranslationKey;

/** Result and reason (and, for a batch, code and overridden only) above a decisions list. */
export function DecisionFilters({
  value,
  onChange,
  withOverridden,
}: {
  value: DecisionFilterValues;
  onChange(next: DecisionFilterValues): void;
  withOverridden?: boolean;
}) {
  const t = useT();
  return (
    <div className="cbo-promotion__filters">
      <Select
        allowClear
        aria-label={t('promotionPage.dec.result')}
        placeholder={t('promotionPage.dec.result')}
        style={{ width: 130 }}
        value={value.result}
        onChange={(result) => onChange({ ...value, result })}
        options={DECISION_RESULTS.map((result) => ({ value: result, label: t(key(`promotionPage.result.${result}`)) }))}
      />
      <Select
        allowClear
        aria-label={t('promotionPage.dec.reason')}
        placeholder={t('promotionPage.dec.reason')}
        style={{ width: 170 }}
        popupMatchSelectWidth={false}
        value={value.reason}
        onChange={(reason) => onChange({ ...value, reason })}
        options={DECISION_REASONS.map((reason) => ({ value: reason, label: t(key(`promotionPage.reason.${reason}`)) }))}
      />
      {withOverridden && (
        <>
          <Input.Search
            allowClear
            aria-label={t('promotionPage.dec.code')}
            placeholder={t('promotionPage.dec.code')}
            maxLength={30}
            style={{ width: 180 }}
            onSearch={(code) => onChange({ ...value, code })}
          />
          <Checkbox
            checked={value.overridden ?? false}
            onChange={(event) => onChange({ ...value, overridden: event.target.checked })}
          >
            {t('promotionPage.dec.onlyOverridden')}
          </Checkbox>
        </>
      )}
    </div>
  );
}
