import { PlusOutlined } from '@ant-design/icons';
import { addRubric, editRubric, getRubric, type RubricCriterion, type RubricDetail } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Empty, Form, Input, Space, Spin, Table, Tabs, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { api } from '../../../core/http/api';
import { isRequestError } from '../../../core/http/http-client';
import { queryKeyOf } from '../../../core/http/query-keys';
import { useT } from '../../../core/i18n';
import {
  type CriterionValues,
  checkCriteria,
  criterionInput,
  liveMaxTotal,
  NEW_CRITERION,
  type Problem,
  valuesOf,
} from './criteria-values';
import { CriterionCard } from './criterion-card';
import { RubricPreview } from './rubric-preview';

export type RubricDrawerState = { mode: 'add'; stageId: number } | { mode: 'edit'; rubricId: number } | null;

interface Values {
  rubricName?: string;
  criteria?: CriterionValues[];
}

function useRubric(rubricId: number | null) {
  return useQuery({
    queryKey: queryKeyOf(getRubric, { rubricId }),
    queryFn: async (): Promise<RubricDetail> =>
      (await api(getRubric, { params: { rubricId: rubricId as number } })).data,
    enabled: rubricId !== null,
  });
}

/** The criteria a preview can show: those the schema accepts on their own, as far as they go. */
function previewable(list: readonly (CriterionValues | undefined)[]): RubricCriterion[] {
  return list.flatMap((item, index) => {
    const checked = checkCriteria([item]);
    if (!checked.ok) return [];
    const [criterion] = checked.criteria as [RubricCriterion];
    // Unique keys in the preview even while two criteria share a code.
    return [{ ...criterion, code: `${criterion.code}-${index}` }];
  });
}

/**
 * The rubric editor (docs/rubrics.md): name and criteria, the live max total, what an expert will
 * see, and the versions. Editing a frozen version saves the next version.
 */
export function RubricDrawer({
  state,
  onClose,
  onSaved,
}: {
  state: RubricDrawerState;
  onClose(): void;
  onSaved(): Promise<void>;
}) {
  const t = useT();
  const { message } = App.useApp();
  const mobile = useIsMobile();
  const [form] = Form.useForm<Values>();
  const [tab, setTab] = useState('criteria');
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const rubricId = state?.mode === 'edit' ? state.rubricId : null;
  const detail = useRubric(rubricId);
  const watched = Form.useWatch('criteria', form);
  const criteria = useMemo(() => watched ?? [], [watched]);
  const total = liveMaxTotal(criteria);

  useEffect(() => {
    if (state === null) return;
    setTab('criteria');
    setProblems([]);
    if (state.mode === 'add') form.setFieldsValue({ rubricName: '', criteria: [{ ...NEW_CRITERION }] });
  }, [state, form]);
  useEffect(() => {
    if (state?.mode === 'edit' && detail.data && detail.data.rubricId === state.rubricId) {
      form.setFieldsValue({ rubricName: detail.data.rubricName, criteria: detail.data.criteria.map(valuesOf) });
    }
  }, [state, detail.data, form]);

  const problemText = (problem: Problem) => {
    const text = t(problem.message);
    if (!problem.code) return text;
    const where = t('rubricPage.criterionWhere', {
      code: problem.code,
      field: problem.field ? t(problem.field) : '',
    });
    return t('rubricPage.problem', { where, problem: text });
  };

  const submit = async () => {
    if (state === null) return;
    const { rubricName } = await form.validateFields(['rubricName']);
    const checked = checkCriteria(form.getFieldValue('criteria') ?? []);
    if (!checked.ok) {
      setProblems(checked.problems.map(problemText));
      setTab('criteria');
      return;
    }
    setProblems([]);
    setSaving(true);
    try {
      const body = {
        rubricName: rubricName ?? '',
        criteria: (form.getFieldValue('criteria') ?? []).map(criterionInput),
      };
      const written =
        state.mode === 'add'
          ? (await api(addRubric, { body: { ...body, stageId: state.stageId } })).data
          : (await api(editRubric, { params: { rubricId: state.rubricId }, body })).data;
      message.success(
        written.newVersion ? t('rubricPage.savedNewVersion', { version: written.version }) : t('rubricPage.saved'),
      );
      await onSaved();
    } catch (error) {
      // The request client has shown it; keep it in the drawer too.
      if (isRequestError(error)) setProblems([error.message]);
      else throw error;
    } finally {
      setSaving(false);
    }
  };

  const frozen = state?.mode === 'edit' && detail.data?.frozen === '1';
  const title =
    state?.mode === 'edit'
      ? t('rubricPage.editTitle', { name: detail.data?.rubricName ?? '' })
      : t('rubricPage.addTitle');

  const editor = (
    <Form.List name="criteria">
      {(fields, { add, remove, move }) => (
        <div className="cbo-rubric__criteria">
          {fields.length === 0 && <Empty description={t('rubricPage.noCriteria')} />}
          {fields.map((field, index) => (
            <CriterionCard
              key={field.key}
              field={field.name}
              index={index}
              count={fields.length}
              title={`${t('rubricPage.criterionN', { n: index + 1 })}${criteria[index]?.name ? ` · ${criteria[index]?.name}` : ''}`}
              onMove={move}
              onRemove={() => remove(field.name)}
            />
          ))}
          <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({ ...NEW_CRITERION })}>
            {t('rubricPage.addCriterion')}
          </Button>
        </div>
      )}
    </Form.List>
  );

  const versions = detail.data?.versions ?? [];
  return (
    <Drawer
      open={state !== null}
      title={title}
      size={mobile ? '100%' : 960}
      forceRender
      onClose={onClose}
      className="cbo-rubric__drawer"
      extra={
        <Space>
          <Button onClick={onClose}>{t('crud.cancel')}</Button>
          <Button type="primary" loading={saving} disabled={detail.isFetching} onClick={submit}>
            {t('client.confirm')}
          </Button>
        </Space>
      }
    >
      <Spin spinning={rubricId !== null && detail.isLoading}>
        {frozen && detail.data && (
          <Alert
            className="cbo-rubric__alert"
            type="warning"
            showIcon
            title={t('rubricPage.frozenNotice', { version: detail.data.version, next: detail.data.version + 1 })}
          />
        )}
        {problems.length > 0 && (
          <Alert
            className="cbo-rubric__alert"
            type="error"
            showIcon
            title={problems.length === 1 ? problems[0] : t('rubricPage.problems')}
            description={
              problems.length > 1 ? (
                <ul className="cbo-rubric__problems">
                  {problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              ) : undefined
            }
          />
        )}
        <Form form={form} name="comp_rubric_form" layout="vertical" className="cbo-rubric__form">
          <Form.Item
            name="rubricName"
            label={t('rubricPage.name')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('crud.validation.required', { label: t('rubricPage.name') }),
              },
            ]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Typography.Text className="cbo-rubric__summary" aria-live="polite">
            {t('rubricPage.summary', { count: criteria.length, max: total.max })}
            {total.independent > 0 && t('rubricPage.summaryIndependent', { count: total.independent })}
          </Typography.Text>
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              { key: 'criteria', label: t('rubricPage.editTab'), children: editor, forceRender: true },
              {
                key: 'preview',
                label: t('rubricPage.previewTab'),
                children: <RubricPreview criteria={previewable(criteria)} />,
              },
              ...(state?.mode === 'edit'
                ? [
                    {
                      key: 'versions',
                      label: t('rubricPage.versionsTab'),
                      children: (
                        <Table
                          size="small"
                          rowKey="rubricId"
                          pagination={false}
                          dataSource={versions}
                          columns={[
                            {
                              key: 'version',
                              title: t('rubricPage.version'),
                              render: (_, row) => t('rubricPage.versionN', { version: row.version }),
                            },
                            {
                              key: 'frozen',
                              title: t('rubricPage.frozen'),
                              render: (_, row) =>
                                row.frozen === '1' ? (
                                  <Tag color="blue">{t('rubricPage.frozen')}</Tag>
                                ) : (
                                  <Tag>{t('rubricPage.editable')}</Tag>
                                ),
                            },
                            { key: 'count', title: t('rubricPage.criteriaCount'), dataIndex: 'criteriaCount' },
                            { key: 'max', title: t('rubricPage.maxTotal'), dataIndex: 'maxTotal' },
                            { key: 'time', title: t('rubricPage.updateTime'), dataIndex: 'createTime' },
                          ]}
                        />
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </Form>
      </Spin>
    </Drawer>
  );
}
