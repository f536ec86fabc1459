import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { EXPERT_RELATION_KINDS, type ExpertRelationKind } from '@cbo/contracts';
import { Button, DatePicker, Empty, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useT } from '../../../core/i18n';

/** One declared relation as the form holds it (the wire's shape). */
export interface RelationValue {
  kind: ExpertRelationKind;
  orgId?: number | null;
  orgName?: string | null;
  fromDate?: string | null;
  untilDate?: string | null;
  text?: string | null;
}

interface Props {
  id?: string;
  value?: RelationValue[];
  onChange?: (value: RelationValue[]) => void;
}

const DAY = 'YYYY-MM-DD';

/**
 * The declared relations as an editable list (docs/experts.md): an employer with its period, an
 * organisation mentored, a relative's organisation, or a free-text statement. Organisations are
 * typed by name; the conflict rules match them against the applications' organisations.
 */
export function RelationsInput({ id, value, onChange }: Props) {
  const t = useT();
  const rows = value ?? [];
  const change = (index: number, patch: Partial<RelationValue>) =>
    onChange?.(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const kinds = EXPERT_RELATION_KINDS.map((kind) => ({ value: kind, label: t(`expert.relation.${kind}`) }));
  return (
    <div id={id} className="cbo-expert-relations">
      {rows.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('expert.relation.none')} />}
      {rows.map((row, index) => (
        // Rows have no id of their own until saved; the position is their identity here.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className="cbo-expert-relations__row">
          <Select
            className="cbo-expert-relations__kind"
            aria-label={t('expert.relation.kind')}
            value={row.kind}
            options={kinds}
            onChange={(kind: ExpertRelationKind) => change(index, { kind })}
          />
          {row.kind === 'statement' ? (
            <Input.TextArea
              className="cbo-expert-relations__text"
              aria-label={t('expert.relation.text')}
              autoSize={{ minRows: 1, maxRows: 4 }}
              maxLength={500}
              value={row.text ?? ''}
              onChange={(event) => change(index, { text: event.target.value })}
            />
          ) : (
            <Input
              className="cbo-expert-relations__org"
              aria-label={t('expert.org')}
              maxLength={100}
              placeholder={t('expert.org')}
              value={row.orgName ?? ''}
              onChange={(event) => change(index, { orgName: event.target.value, orgId: null })}
            />
          )}
          {row.kind === 'employer' && (
            <DatePicker.RangePicker
              className="cbo-expert-relations__period"
              aria-label={t('expert.relation.period')}
              allowEmpty={[true, true]}
              value={[row.fromDate ? dayjs(row.fromDate) : null, row.untilDate ? dayjs(row.untilDate) : null]}
              onChange={(range) =>
                change(index, {
                  fromDate: range?.[0] ? range[0].format(DAY) : null,
                  untilDate: range?.[1] ? range[1].format(DAY) : null,
                })
              }
            />
          )}
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('expert.relation.remove')}
            title={t('expert.relation.remove')}
            onClick={() => onChange?.(rows.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        onClick={() => onChange?.([...rows, { kind: 'employer', orgName: '', orgId: null }])}
      >
        {t('expert.relation.add')}
      </Button>
    </div>
  );
}
