import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { AWARD_METHODS, BATCH_PURPOSES, PROMOTION_METHODS, PROMOTION_SCOPES } from '@cbo/contracts';
import { AutoComplete, Button, Divider, Form, type FormInstance, InputNumber, Radio, Select, Space } from 'antd';
import type { TranslationKey } from '../../../core/i18n';
import { useT } from '../../../core/i18n';
import type { RuleFormValues } from './rule-values';
import './promotion.css';

export interface RuleFieldsProps {
  form: FormInstance<RuleFormValues>;
  /** The stage track's group categories (the category ratio's choices). */
  categories: ReadonlyArray<{ value: number; label: string }>;
  /** The stage's criterion codes (a criterion tie-breaker's choices). */
  criterionCodes: ReadonlyArray<{ code: string; name: string }>;
  /** The purpose is fixed (recomputing a batch). */
  purposeFixed?: boolean;
}

const key = (text: string) => text as TranslationKey;

/**
 * A promotion rule's fields (docs/promotion.md, rules) inside the caller's form: purpose, scope,
 * method with the parameter it needs, caps, ordered tie-breakers, ties at the cut, minimum reviews.
 */
export function RuleFields({ form, categories, criterionCodes, purposeFixed }: RuleFieldsProps) {
  const t = useT();
  const purpose = Form.useWatch('purpose', form);
  const method = Form.useWatch('method', form);
  const ties = Form.useWatch('tieBreakers', form) as RuleFormValues['tieBreakers'];
  const methods = PROMOTION_METHODS.filter((each) => (purpose === 'award') === AWARD_METHODS.includes(each));
  const number = (name: keyof RuleFormValues, label: string, min: number, max: number, step = 1) => (
    <Form.Item name={name} label={label} rules={[{ required: true, message: label }]}>
      <InputNumber aria-label={label} min={min} max={max} step={step} style={{ width: '100%' }} />
    </Form.Item>
  );
  return (
    <>
      <div className="cbo-promotion__grid">
        <Form.Item name="purpose" label={t('promotionPage.rule.purpose')}>
          <Radio.Group
            disabled={purposeFixed}
            options={BATCH_PURPOSES.map((value) => ({ value, label: t(key(`promotionPage.purpose.${value}`)) }))}
            onChange={(event) => {
              const award = event.target.value === 'award';
              form.setFieldValue('method', award ? 'award_counts' : 'top_n');
            }}
          />
        </Form.Item>
        <Form.Item name="scope" label={t('promotionPage.rule.scope')}>
          <Select
            aria-label={t('promotionPage.rule.scope')}
            options={PROMOTION_SCOPES.map((value) => ({ value, label: t(key(`promotionPage.scope.${value}`)) }))}
          />
        </Form.Item>
        <Form.Item name="method" label={t('promotionPage.rule.method')}>
          <Select
            aria-label={t('promotionPage.rule.method')}
            options={methods.map((value) => ({ value, label: t(key(`promotionPage.method.${value}`)) }))}
          />
        </Form.Item>
        {method === 'top_n' && number('n', t('promotionPage.rule.n'), 1, 100000)}
        {method === 'top_percent' && number('percent', t('promotionPage.rule.percent'), 0.1, 100, 5)}
        {method === 'threshold' && number('threshold', t('promotionPage.rule.threshold'), 0, 100000, 0.5)}
        <Form.Item name="minReviews" label={t('promotionPage.rule.minReviews')}>
          <InputNumber aria-label={t('promotionPage.rule.minReviews')} min={1} max={20} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="tiesAtCut" label={t('promotionPage.rule.tiesAtCut')}>
          <Select
            aria-label={t('promotionPage.rule.tiesAtCut')}
            options={(['decide', 'promote_all'] as const).map((value) => ({
              value,
              label: t(key(`promotionPage.ties.${value}`)),
            }))}
          />
        </Form.Item>
      </div>

      <Divider titlePlacement="start">{t('promotionPage.rule.caps')}</Divider>
      <div className="cbo-promotion__grid">
        <Form.Item name="perOrganisation" label={t('promotionPage.rule.perOrganisation')}>
          <InputNumber
            aria-label={t('promotionPage.rule.perOrganisation')}
            min={1}
            max={10000}
            placeholder={t('promotionPage.rule.none')}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label={t('promotionPage.rule.perRegion')} className="cbo-promotion__wide">
          <Space.Compact block>
            <Form.Item name="regionLevel" noStyle>
              <Select
                aria-label={t('promotionPage.rule.regionLevel')}
                style={{ width: '50%' }}
                options={([1, 2, 3] as const).map((value) => ({
                  value,
                  label: t(key(`promotionPage.regionLevel.${value}`)),
                }))}
              />
            </Form.Item>
            <Form.Item name="regionMax" noStyle>
              <InputNumber
                aria-label={t('promotionPage.rule.regionMax')}
                min={1}
                max={10000}
                placeholder={t('promotionPage.rule.none')}
                style={{ width: '50%' }}
              />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
      </div>
      <div className="cbo-promotion__label">{t('promotionPage.rule.categoryRatio')}</div>
      <Form.List name="categoryRatio">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Space key={field.key} align="start" wrap className="cbo-promotion__row">
                <Form.Item
                  name={[field.name, 'categoryId']}
                  rules={[{ required: true, message: t('promotionPage.rule.category') }]}
                >
                  <Select
                    aria-label={t('promotionPage.rule.category')}
                    placeholder={t('promotionPage.rule.category')}
                    style={{ width: 180 }}
                    options={[...categories]}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'weight']}>
                  <InputNumber
                    aria-label={t('promotionPage.rule.weight')}
                    addonBefore={t('promotionPage.rule.weight')}
                    min={1}
                    max={100}
                    style={{ width: 150 }}
                  />
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('promotionPage.rule.remove')}
                  onClick={() => remove(field.name)}
                />
              </Space>
            ))}
            <Button
              type="dashed"
              size="small"
              icon={<PlusOutlined />}
              disabled={fields.length >= 20 || categories.length === 0}
              onClick={() => add({ weight: 1 })}
            >
              {t('promotionPage.rule.addCategory')}
            </Button>
          </>
        )}
      </Form.List>

      <Divider titlePlacement="start">{t('promotionPage.rule.tieBreakers')}</Divider>
      <Form.List name="tieBreakers">
        {(fields, { add, remove, move }) => (
          <>
            {fields.map((field, index) => (
              <Space key={field.key} align="start" wrap className="cbo-promotion__row">
                <span className="cbo-promotion__row-no">{index + 1}.</span>
                <Form.Item name={[field.name, 'kind']}>
                  <Select
                    aria-label={`${t('promotionPage.rule.tieBreakers')} ${index + 1}`}
                    style={{ width: 150 }}
                    options={(['criterion', 'top_marks', 'task_rank'] as const).map((kind) => ({
                      value: kind,
                      label: t(key(`promotionPage.tie.${kind}`)),
                    }))}
                  />
                </Form.Item>
                {ties?.[field.name]?.kind === 'criterion' && (
                  <Form.Item
                    name={[field.name, 'code']}
                    rules={[
                      {
                        required: true,
                        pattern: /^[a-z][a-z0-9_]{0,29}$/,
                        message: t('promotionPage.rule.criterionCode'),
                      },
                    ]}
                  >
                    <AutoComplete
                      aria-label={t('promotionPage.rule.criterionCode')}
                      placeholder={t('promotionPage.rule.criterionCode')}
                      style={{ width: 150 }}
                      options={criterionCodes.map((code) => ({
                        value: code.code,
                        label: `${code.code} · ${code.name}`,
                      }))}
                      filterOption={(input, option) => String(option?.value ?? '').includes(input)}
                    />
                  </Form.Item>
                )}
                <Space.Compact>
                  <Button
                    icon={<ArrowUpOutlined />}
                    aria-label={t('promotionPage.rule.up')}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  />
                  <Button
                    icon={<ArrowDownOutlined />}
                    aria-label={t('promotionPage.rule.down')}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  />
                  <Button
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('promotionPage.rule.remove')}
                    onClick={() => remove(field.name)}
                  />
                </Space.Compact>
              </Space>
            ))}
            <Button
              type="dashed"
              size="small"
              icon={<PlusOutlined />}
              disabled={fields.length >= 5}
              onClick={() => add({ kind: 'top_marks' })}
            >
              {t('promotionPage.rule.addTieBreaker')}
            </Button>
          </>
        )}
      </Form.List>
    </>
  );
}
