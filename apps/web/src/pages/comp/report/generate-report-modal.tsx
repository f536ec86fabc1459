import {
  generateReport,
  getReportSources,
  REPORT_KINDS,
  type ReportKind,
  type ReportParams,
  type ReportSources,
} from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Form, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { isRequestError } from '../../../core/http/request-error';
import { type TranslationKey, useT } from '../../../core/i18n';
import { subjectOptions } from './report-subjects';

interface Values {
  kind: ReportKind;
  subject?: number;
}

/** The subject each kind is generated for: the select's label (null: the whole edition). */
export const SUBJECT_LABELS: Record<ReportKind, TranslationKey | null> = {
  stage_result: 'reportPage.generate.stage',
  judge_consistency: 'reportPage.generate.task',
  publicity_list: 'reportPage.generate.batch',
  award_list: 'reportPage.generate.track',
  final_report: null,
};

/** The contract's params from the form (the track select's 0 stands for every track). */
function paramsOf({ kind, subject }: Values): ReportParams {
  const id = subject ?? 0;
  switch (kind) {
    case 'stage_result':
      return { kind, stageId: id };
    case 'judge_consistency':
      return { kind, taskId: id };
    case 'publicity_list':
      return { kind, batchId: id };
    case 'award_list':
      return { kind, trackId: id === 0 ? null : id };
    case 'final_report':
      return { kind };
  }
}

function useSources(competitionId: number, open: boolean) {
  const query = { competitionId };
  return useQuery({
    queryKey: queryKeyOf(getReportSources, query),
    enabled: open,
    queryFn: async (): Promise<ReportSources> => (await api(getReportSources, { query })).data,
  });
}

interface Props {
  competitionId: number;
  open: boolean;
  onClose(): void;
  /** The new snapshot's id (answered at once while it generates in the background) and kind. */
  onStarted(reportId: number, kind: ReportKind): void;
}

/** 生成报告: the kind as radio cards with a line each, then the subject the kind needs. */
export function GenerateReportModal({ competitionId, open, onClose, onStarted }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? 'stage_result';
  const sources = useSources(competitionId, open);
  const [saving, setSaving] = useState(false);
  const subjectLabel = SUBJECT_LABELS[kind];
  const options = sources.data ? subjectOptions(kind, sources.data, t) : [];

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const answer = await api(generateReport, { body: { competitionId, params: paramsOf(values) } });
      message.success(t('reportPage.generate.started'));
      onStarted(answer.data.reportId, values.kind);
      onClose();
    } catch (error) {
      if (!isRequestError(error)) throw error;
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('reportPage.generate')}
      okText={t('reportPage.generate')}
      cancelText={t('crud.cancel')}
      okButtonProps={{ loading: saving }}
      onOk={submit}
      onCancel={onClose}
      width={640}
      className="cbo-report__modal"
      destroyOnHidden
      forceRender
    >
      <Form
        form={form}
        name="comp_report_generate"
        layout="vertical"
        initialValues={{ kind: 'stage_result', subject: undefined }}
        onValuesChange={(changed: Partial<Values>) => {
          if ('kind' in changed) form.setFieldValue('subject', changed.kind === 'award_list' ? 0 : undefined);
        }}
      >
        <Form.Item name="kind" label={t('reportPage.kind')}>
          <Radio.Group className="cbo-report__kinds" aria-label={t('reportPage.kind')}>
            {REPORT_KINDS.map((value) => (
              <Radio key={value} value={value} className="cbo-report__kind">
                <span className="cbo-report__kind-name">{t(`reportPage.kind.${value}`)}</span>
                <span className="cbo-report__kind-desc">{t(`reportPage.kindDesc.${value}`)}</span>
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        {subjectLabel === null ? (
          <Alert type="info" showIcon title={t('reportPage.generate.wholeEdition')} />
        ) : (
          <Form.Item
            name="subject"
            label={t(subjectLabel)}
            rules={[{ required: true, message: t('reportPage.generate.pick', { label: t(subjectLabel) }) }]}
            extra={
              sources.data && options.length === 0
                ? t('reportPage.generate.noSource', { label: t(subjectLabel) })
                : undefined
            }
          >
            <Select
              aria-label={t(subjectLabel)}
              showSearch={{ optionFilterProp: 'label' }}
              loading={sources.isLoading}
              options={options}
              placeholder={t('crud.placeholder.select', { label: t(subjectLabel) })}
              popupMatchSelectWidth={false}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
