import { checkFormAnswers, formFields } from '@cbo/contracts';
import { Alert, Button, Col, Empty, Modal, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { FormRenderer, useProblemText } from '../../../components/form-render';
import { useT } from '../../../core/i18n';
import { checkOnServer, type PreviewTarget, usePreviewDocument } from './saved-form-api';

type ServerVerdict = Awaited<ReturnType<typeof checkOnServer>>;
type Submitted = {
  answers: Record<string, unknown>;
  pageProblems: string[];
  server?: ServerVerdict;
  serverFailed?: boolean;
};

function Verdict({ title, problems }: { title: string; problems: readonly string[] | undefined }) {
  const t = useT();
  return (
    <Space orientation="vertical" size={4} className="cbo-form-preview__verdict">
      <Typography.Text strong>{title}</Typography.Text>
      {problems === undefined ? (
        <Typography.Text type="secondary">{t('formPage.checking')}</Typography.Text>
      ) : problems.length === 0 ? (
        <Tag color="success">{t('formPage.verdictPassed')}</Tag>
      ) : (
        <>
          <Tag color="error">{t('formPage.verdictProblems', { count: problems.length })}</Tag>
          {problems.map((problem) => (
            <Typography.Text key={problem} type="danger">
              {problem}
            </Typography.Text>
          ))}
        </>
      )}
    </Space>
  );
}

/**
 * A saved form drawn by the one renderer, as its users will see it. Submitting shows the answers
 * the page keeps and the server's verdict on them beside the page's (same rule code, both sides).
 */
export function FormPreview({ target, onClose }: { target: PreviewTarget | undefined; onClose(): void }) {
  const t = useT();
  const problemText = useProblemText();
  const document = usePreviewDocument(target);
  const [submitted, setSubmitted] = useState<Submitted>();
  const data = document.data;

  const submit = async (answers: Record<string, unknown>) => {
    if (!target || !data) return;
    // The renderer submits only answers it accepted; the page's verdict is shown for the comparison.
    const pageProblems = checkFormAnswers(data.formContent, answers).problems.map(problemText);
    setSubmitted({ answers, pageProblems });
    try {
      const server = await checkOnServer(target.formId, data.version, answers);
      setSubmitted({ answers, pageProblems, server });
    } catch {
      // The request client has shown why.
      setSubmitted({ answers, pageProblems, serverFailed: true });
    }
  };
  const close = () => {
    setSubmitted(undefined);
    onClose();
  };

  return (
    <Modal
      open={target !== undefined}
      title={t('formPage.previewTitle', {
        name: target?.formName ?? '',
        version: data?.version ?? target?.version ?? '',
      })}
      width={860}
      onCancel={close}
      footer={<Button onClick={close}>{t('log.close')}</Button>}
      destroyOnHidden
      className="cbo-form-preview"
    >
      {document.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : document.isError || !data ? (
        <Empty />
      ) : formFields(data.formContent).length === 0 ? (
        <Empty description={t('formPage.noFields')} />
      ) : (
        <Space orientation="vertical" size={16} className="cbo-form-preview__body">
          <Alert type="info" showIcon title={t('formPage.submitHint')} />
          <FormRenderer schema={data.formContent} onSubmit={submit} />
          {submitted && (
            <Row gutter={[16, 16]} className="cbo-form-preview__result">
              <Col xs={24} md={12}>
                <Typography.Text strong>{t('formPage.keptAnswers')}</Typography.Text>
                <pre className="cbo-form-preview__json">{JSON.stringify(submitted.answers, null, 2)}</pre>
              </Col>
              <Col xs={24} md={12}>
                <Space orientation="vertical" size={12}>
                  <Verdict title={t('formPage.pageVerdict')} problems={submitted.pageProblems} />
                  {submitted.serverFailed ? (
                    <Alert type="warning" showIcon title={t('formPage.checkFailed')} />
                  ) : (
                    <Verdict
                      title={t('formPage.serverVerdict')}
                      problems={submitted.server?.problems.map((problem) => problem.message)}
                    />
                  )}
                </Space>
              </Col>
            </Row>
          )}
        </Space>
      )}
    </Modal>
  );
}
