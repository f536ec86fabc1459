import type { FormSchema } from '@cbo/contracts';
import { Alert, Modal } from 'antd';
import { useState } from 'react';
import { FormRenderer } from '../../../components/form-render';
import { useT } from '../../../core/i18n';

export interface PreviewDialogProps {
  open: boolean;
  schema: FormSchema;
  onClose: () => void;
}

/**
 * The form drawn by the one renderer and checked by the shared rule code, exactly as wherever it is
 * used; a valid submit shows the answers that would be kept (visible fields only).
 */
export function PreviewDialog({ open, schema, onClose }: PreviewDialogProps) {
  const t = useT();
  const [answers, setAnswers] = useState<Record<string, unknown>>();
  const close = () => {
    setAnswers(undefined);
    onClose();
  };
  return (
    <Modal open={open} title={t('formBuilder.previewTitle')} onCancel={close} footer={null} width={760} destroyOnHidden>
      <FormRenderer schema={schema} onSubmit={setAnswers} />
      {answers && (
        <Alert
          type="success"
          showIcon
          title={t('formBuilder.previewValid')}
          description={
            <>
              <div>{t('formBuilder.previewAnswers')}</div>
              <pre className="form-builder__json" data-testid="preview-answers">
                {JSON.stringify(answers, null, 2)}
              </pre>
            </>
          }
        />
      )}
    </Modal>
  );
}
