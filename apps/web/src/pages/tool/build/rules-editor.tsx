import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { FORM_RULE_KINDS, type FormRule, type FormRuleKind, type FormSchemaProblem } from '@cbo/contracts';
import { Button, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useT } from '../../../core/i18n';
import { schemaProblemText } from './schema-problems';

export interface RulesEditorProps {
  rules: FormRule[];
  onChange: (rules: FormRule[]) => void;
  /** The node's problems under `rules` (a bad pattern, min over max ...), shown on their rule. */
  problems: FormSchemaProblem[];
  /** The kinds that make sense for the field (a number has no pattern, a text no range). */
  kinds: readonly FormRuleKind[];
}

const numberOrUndefined = (value: number | null) => (value === null ? undefined : value);

/** The field's rules: kind, bounds or pattern, and an optional message of their own. */
export function RulesEditor({ rules, onChange, problems, kinds }: RulesEditorProps) {
  const t = useT();
  const change = (index: number, rule: FormRule) => onChange(rules.map((item, i) => (i === index ? rule : item)));
  const setKind = (index: number, kind: FormRuleKind) =>
    change(index, { kind, ...(rules[index].message ? { message: rules[index].message } : {}) });
  const clean = (rule: FormRule): FormRule =>
    Object.fromEntries(Object.entries(rule).filter(([, value]) => value !== undefined && value !== '')) as FormRule;
  return (
    <div className="form-builder__rules">
      {rules.map((rule, index) => {
        const mine = problems.filter((problem) => problem.path.startsWith(`rules[${index}]`));
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rules have no id; their position is their identity.
          <div key={index} className="form-builder__rule" data-testid={`rule-${index}`}>
            <Space.Compact block>
              <Select
                aria-label={`${t('formBuilder.rules.kind')} ${index + 1}`}
                value={rule.kind}
                onChange={(kind: FormRuleKind) => setKind(index, kind)}
                options={FORM_RULE_KINDS.filter((kind) => kinds.includes(kind) || kind === rule.kind).map((kind) => ({
                  value: kind,
                  label: t(`formBuilder.rule.${kind}`),
                }))}
                className="form-builder__rule-kind"
              />
              {rule.kind === 'pattern' ? (
                <Input
                  aria-label={t('formBuilder.rules.pattern')}
                  placeholder={t('formBuilder.rules.pattern')}
                  value={rule.pattern}
                  onChange={(event) => change(index, clean({ ...rule, pattern: event.target.value }))}
                />
              ) : (
                <>
                  <InputNumber
                    aria-label={t('formBuilder.rules.min')}
                    placeholder={t('formBuilder.rules.min')}
                    value={rule.min}
                    onChange={(min) => change(index, clean({ ...rule, min: numberOrUndefined(min) }))}
                  />
                  <InputNumber
                    aria-label={t('formBuilder.rules.max')}
                    placeholder={t('formBuilder.rules.max')}
                    value={rule.max}
                    onChange={(max) => change(index, clean({ ...rule, max: numberOrUndefined(max) }))}
                  />
                </>
              )}
              <Button
                icon={<MinusCircleOutlined />}
                danger
                aria-label={`${t('formBuilder.remove')} ${index + 1}`}
                onClick={() => onChange(rules.filter((_, i) => i !== index))}
              />
            </Space.Compact>
            <Input
              size="small"
              aria-label={`${t('formBuilder.rules.message')} ${index + 1}`}
              placeholder={t('formBuilder.rules.message')}
              value={rule.message}
              maxLength={100}
              onChange={(event) => change(index, clean({ ...rule, message: event.target.value }))}
            />
            {mine.map((problem) => (
              <Typography.Text key={problem.path + problem.message} type="danger" className="form-builder__problem">
                {schemaProblemText(problem, t)}
              </Typography.Text>
            ))}
          </div>
        );
      })}
      <Button
        type="dashed"
        size="small"
        block
        icon={<PlusOutlined />}
        disabled={rules.length >= 10}
        onClick={() => onChange([...rules, { kind: kinds[0] ?? 'length' }])}
      >
        {t('formBuilder.rules.add')}
      </Button>
    </div>
  );
}
