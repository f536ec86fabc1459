import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type AggregationConfig,
  COMBINE_METHODS,
  getStageAggregation,
  type RatingTask,
  saveStageAggregation,
} from '@cbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  AutoComplete,
  Button,
  Divider,
  Drawer,
  Form,
  InputNumber,
  Radio,
  Select,
  Space,
  Spin,
  Switch,
} from 'antd';
import { useEffect, useState } from 'react';
import { useCriterionCodes } from '../../../components/comp/rating/use-task-facts';
import { useAccess } from '../../../core/access/use-access';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { api } from '../../../core/http/api';
import { invalidateResource, queryKeyOf } from '../../../core/http/query-keys';
import { useT } from '../../../core/i18n';
import { checkConfig } from './config-issues';

const LISTS = new Set(['parts', 'tieBreakers']);

export interface ConfigDrawerProps {
  open: boolean;
  stageId: number;
  stageLabel: string;
  /** The task whose rubric names the criterion codes. */
  taskId: number | null;
  /** Tasks a part may take (the edition's tasks of the stage's track). */
  partTasks: readonly RatingTask[];
  onClose(): void;
}

/**
 * A judging stage's aggregation configuration (docs/rating.md, configuration), checked by the
 * shared schema `aggregationConfig` before it is sent; saving needs comp:rating:compute.
 */
export function ConfigDrawer({ open, stageId, stageLabel, taskId, partTasks, onClose }: ConfigDrawerProps) {
  const t = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const mobile = useIsMobile();
  const canSave = useAccess().hasPermi('comp:rating:compute');
  const [form] = Form.useForm<AggregationConfig>();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const codes = useCriterionCodes(open ? taskId : null);
  const config = useQuery({
    queryKey: queryKeyOf(getStageAggregation, { stageId }),
    queryFn: async () => (await api(getStageAggregation, { params: { stageId } })).data,
    enabled: open,
  });
  const combine = Form.useWatch('combine', form);
  const normalise = Form.useWatch(['normalise', 'enabled'], form);
  const parts = Form.useWatch('parts', form) as AggregationConfig['parts'] | undefined;
  const ties = Form.useWatch('tieBreakers', form) as AggregationConfig['tieBreakers'] | undefined;

  useEffect(() => {
    if (open && config.data) {
      form.resetFields();
      form.setFieldsValue(config.data.config);
      setFormError(null);
    }
  }, [open, config.data, form]);

  const save = async () => {
    const checked = checkConfig(form.getFieldsValue(true), t);
    if (!checked.ok) {
      // Field names follow the schema's paths, so each problem lands on its field.
      form.setFields(checked.issues.map((issue) => ({ name: issue.name as never, errors: [issue.message] })));
      // A list's own problem (the parts' weights together) has no field of its own: said above the form.
      const listLevel = checked.issues.filter(
        (issue) => issue.name.length === 0 || (issue.name.length === 1 && LISTS.has(String(issue.name[0]))),
      );
      setFormError(
        listLevel.length > 0 ? listLevel.map((issue) => issue.message).join('；') : t('ratingPage.cfg.err.form'),
      );
      return;
    }
    setFormError(null);
    setSaving(true);
    try {
      await api(saveStageAggregation, { params: { stageId }, body: checked.config });
      message.success(t('ratingPage.cfg.saved'));
      await invalidateResource(client, '/comp/rating');
      onClose();
    } catch {
      // The request client has shown the refusal; the drawer stays open.
    } finally {
      setSaving(false);
    }
  };

  const number = (name: (string | number)[], label: string, min: number, max: number, step = 1) => (
    <Form.Item name={name} label={label}>
      <InputNumber min={min} max={max} step={step} style={{ width: '100%' }} />
    </Form.Item>
  );

  return (
    <Drawer
      open={open}
      title={t('ratingPage.cfg.title', { stage: stageLabel })}
      size={mobile ? '100%' : 'min(720px, 90vw)'}
      onClose={onClose}
      destroyOnHidden
      className="cbo-rating__config"
      extra={
        canSave && (
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {t('ratingPage.cfg.save')}
          </Button>
        )
      }
    >
      <Spin spinning={config.isLoading}>
        {config.data && !config.data.saved && (
          <Alert type="info" showIcon title={t('ratingPage.cfg.default')} className="cbo-rating__gap" />
        )}
        {config.data?.saved && config.data.updateBy && (
          <Alert
            type="info"
            showIcon
            title={t('ratingPage.cfg.savedBy', { by: config.data.updateBy, at: config.data.updateTime ?? '' })}
            className="cbo-rating__gap"
          />
        )}
        {!canSave && <Alert type="warning" showIcon title={t('ratingPage.cfg.readOnly')} className="cbo-rating__gap" />}
        {formError && <Alert type="error" showIcon title={formError} className="cbo-rating__gap" role="alert" />}
        <Form
          form={form}
          name="comp_rating_config"
          layout="vertical"
          disabled={!canSave}
          onValuesChange={() => setFormError(null)}
          className="cbo-rating__config-form"
        >
          <Divider titlePlacement="start">{t('ratingPage.cfg.basics')}</Divider>
          <div className="cbo-rating__grid">
            <Form.Item name="total" label={t('ratingPage.cfg.total')}>
              <Radio.Group
                options={[
                  { value: 'weighted', label: t('ratingPage.total.weighted') },
                  { value: 'sum', label: t('ratingPage.total.sum') },
                ]}
              />
            </Form.Item>
            {number(['minReviews'], t('ratingPage.cfg.minReviews'), 1, 20)}
            <Form.Item name={['normalise', 'enabled']} label={t('ratingPage.cfg.normalise')} valuePropName="checked">
              <Switch aria-label={t('ratingPage.cfg.normalise')} />
            </Form.Item>
            {normalise && number(['normalise', 'minSheets'], t('ratingPage.cfg.normaliseMinSheets'), 2, 100)}
            <Form.Item name="combine" label={t('ratingPage.cfg.combine')}>
              <Select
                aria-label={t('ratingPage.cfg.combine')}
                options={COMBINE_METHODS.map((method) => ({
                  value: method,
                  label: t(`ratingPage.cfg.combine.${method}`),
                }))}
              />
            </Form.Item>
            {combine === 'trimmed_mean' && (
              <>
                {number(['trim', 'k'], t('ratingPage.cfg.trimK'), 1, 5)}
                {number(['trim', 'minN'], t('ratingPage.cfg.trimMinN'), 3, 50)}
              </>
            )}
          </div>

          <Divider titlePlacement="start">{t('ratingPage.cfg.parts')}</Divider>
          <p className="cbo-rating__hint">{t('ratingPage.cfg.partsHint')}</p>
          <Form.List name="parts">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="start" wrap className="cbo-rating__row">
                    <Form.Item name={[field.name, 'kind']} label={t('ratingPage.cfg.partKind')}>
                      <Select
                        style={{ width: 140 }}
                        options={(['task', 'previous_stage'] as const).map((kind) => ({
                          value: kind,
                          label: t(`ratingPage.cfg.partKind.${kind}`),
                        }))}
                      />
                    </Form.Item>
                    {parts?.[field.name]?.kind === 'task' && (
                      <Form.Item name={[field.name, 'taskId']} label={t('ratingPage.cfg.partTask')}>
                        <Select
                          style={{ width: 200 }}
                          showSearch={{ optionFilterProp: 'label' }}
                          options={partTasks.map((task) => ({
                            value: task.taskId,
                            label: `${task.stageName} · ${task.taskName}`,
                          }))}
                        />
                      </Form.Item>
                    )}
                    <Form.Item name={[field.name, 'weight']} label={t('ratingPage.cfg.partWeight')}>
                      <InputNumber min={0.01} max={0.99} step={0.05} style={{ width: 100 }} />
                    </Form.Item>
                    <Button
                      className="cbo-rating__row-button"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('ratingPage.remove')}
                      onClick={() => remove(field.name)}
                    />
                  </Space>
                ))}
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  disabled={fields.length >= 5}
                  onClick={() => add({ kind: 'task', weight: 0.3 })}
                >
                  {t('ratingPage.cfg.addPart')}
                </Button>
              </>
            )}
          </Form.List>

          <Divider titlePlacement="start">{t('ratingPage.cfg.tieBreakers')}</Divider>
          <Form.List name="tieBreakers">
            {(fields, { add, remove, move }) => (
              <>
                {fields.map((field, index) => (
                  <Space key={field.key} align="start" wrap className="cbo-rating__row">
                    <span className="cbo-rating__row-no">{index + 1}.</span>
                    <Form.Item name={[field.name, 'kind']} label={t('ratingPage.cfg.tieKind')}>
                      <Select
                        style={{ width: 190 }}
                        options={(['criterion', 'top_marks', 'leader'] as const).map((kind) => ({
                          value: kind,
                          label: t(`ratingPage.cfg.tie.${kind}`),
                        }))}
                      />
                    </Form.Item>
                    {ties?.[field.name]?.kind === 'criterion' && (
                      <Form.Item name={[field.name, 'code']} label={t('ratingPage.cfg.tieCode')}>
                        <AutoComplete
                          style={{ width: 180 }}
                          options={codes.map((code) => ({ value: code.code, label: `${code.code} · ${code.name}` }))}
                          filterOption={(input, option) => String(option?.value ?? '').includes(input)}
                        />
                      </Form.Item>
                    )}
                    <Space className="cbo-rating__row-button">
                      <Button
                        type="text"
                        icon={<ArrowUpOutlined />}
                        aria-label={t('ratingPage.moveUp')}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                      />
                      <Button
                        type="text"
                        icon={<ArrowDownOutlined />}
                        aria-label={t('ratingPage.moveDown')}
                        disabled={index === fields.length - 1}
                        onClick={() => move(index, index + 1)}
                      />
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('ratingPage.remove')}
                        onClick={() => remove(field.name)}
                      />
                    </Space>
                  </Space>
                ))}
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  disabled={fields.length >= 5}
                  onClick={() => add({ kind: 'top_marks' })}
                >
                  {t('ratingPage.cfg.addTie')}
                </Button>
              </>
            )}
          </Form.List>

          <Divider titlePlacement="start">{t('ratingPage.cfg.arbitration')}</Divider>
          <div className="cbo-rating__grid">
            <Form.Item name={['arbitration', 'dispatch']} label={t('ratingPage.cfg.dispatch')}>
              <Radio.Group
                options={(['expert', 'leader'] as const).map((value) => ({
                  value,
                  label: t(`ratingPage.cfg.dispatch.${value}`),
                }))}
              />
            </Form.Item>
            <Form.Item name={['arbitration', 'rule']} label={t('ratingPage.cfg.rule')}>
              <Radio.Group
                options={(['closest_two_mean', 'third_score'] as const).map((value) => ({
                  value,
                  label: t(`ratingPage.rule.${value}`),
                }))}
              />
            </Form.Item>
          </div>

          <Divider titlePlacement="start">{t('ratingPage.cfg.consistency')}</Divider>
          <div className="cbo-rating__grid">
            {number(['consistency', 'leniency'], t('ratingPage.cfg.leniency'), 0, 1000)}
            {number(['consistency', 'spearman'], t('ratingPage.cfg.spearman'), -1, 1, 0.05)}
            {number(['consistency', 'outlierZ'], t('ratingPage.cfg.outlierZ'), 0.1, 10, 0.5)}
            {number(['consistency', 'minSheets'], t('ratingPage.cfg.consistencyMinSheets'), 1, 100)}
          </div>
        </Form>
      </Spin>
    </Drawer>
  );
}
