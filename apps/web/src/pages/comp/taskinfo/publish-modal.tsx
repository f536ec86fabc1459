import { publishReviewTask, type ReviewTask, type PublishSummary as Summary } from '@cbo/contracts';
import { Alert, Button, Form, Input, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { api } from '../../../core/http/api';
import { isRequestError } from '../../../core/http/request-error';
import { useT } from '../../../core/i18n';
import { PublishSummary } from './publish-summary';

const SEED = /^[A-Za-z0-9_-]{0,64}$/;

/**
 * Publishing a draft (docs/review-tasks.md, Publish): an optional seed, a wait while the server
 * assigns, then the plan it answers. A refusal (due date passed, no experts) stays in the dialog.
 */
export function PublishModal({ task, onClose }: { task: ReviewTask | null; onClose(): void }) {
  const t = useT();
  const mobile = useIsMobile();
  const [form] = Form.useForm<{ seed?: string }>();
  const [sending, setSending] = useState(false);
  const [summary, setSummary] = useState<Summary | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (task === null) return;
    setSummary(null);
    setRefusal(null);
    form.resetFields();
  }, [task, form]);

  const publish = async () => {
    if (task === null) return;
    let seed: string | undefined;
    try {
      seed = (await form.validateFields()).seed?.trim();
    } catch {
      return;
    }
    setSending(true);
    setRefusal(null);
    try {
      const answer = await api(publishReviewTask, {
        params: { taskId: task.taskId },
        body: seed ? { seed } : {},
      });
      // The list follows by itself: a change invalidates the resource's queries (core/http/api).
      setSummary(answer.data);
    } catch (error) {
      if (!isRequestError(error)) throw error;
      setRefusal(error.message);
    } finally {
      setSending(false);
    }
  };

  const footer = summary
    ? [
        <Button key="done" type="primary" onClick={onClose}>
          {t('client.confirm')}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={onClose} disabled={sending}>
          {t('crud.cancel')}
        </Button>,
        <Button key="publish" type="primary" loading={sending} onClick={publish}>
          {t('task.publish')}
        </Button>,
      ];

  return (
    <Modal
      open={task !== null}
      title={
        summary
          ? t('task.summaryTitle', { name: task?.taskName ?? '' })
          : t('task.publishTitle', { name: task?.taskName ?? '' })
      }
      width={mobile ? '100%' : 760}
      footer={footer}
      onCancel={sending ? undefined : onClose}
      closable={!sending}
      mask={{ closable: false }}
      destroyOnHidden
      className="cbo-task__publish"
    >
      {summary ? (
        <PublishSummary summary={summary} />
      ) : (
        <Spin spinning={sending} description={t('task.publishing')}>
          <p className="cbo-task__intro">{t('task.publishIntro')}</p>
          {refusal && <Alert className="cbo-task__alert" type="error" showIcon title={refusal} />}
          <Form form={form} layout="vertical" name="comp_task_publish" onFinish={publish}>
            <Form.Item
              name="seed"
              label={t('task.seed')}
              extra={t('task.seedHint')}
              rules={[{ pattern: SEED, message: t('task.seedInvalid') }]}
            >
              <Input maxLength={64} allowClear placeholder={t('task.seedPlaceholder')} autoComplete="off" />
            </Form.Item>
          </Form>
        </Spin>
      )}
    </Modal>
  );
}
