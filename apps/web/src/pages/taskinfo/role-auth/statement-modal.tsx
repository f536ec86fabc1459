import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useT } from '../../../core/i18n';

interface StatementModalProps {
  open: boolean;
  /** Confirms the statement; resolves when done (the modal closes). */
  onConfirm(): Promise<void>;
  /** Opens the conflict declaration instead. */
  onDeclare(): void;
  /** Closes without deciding: the page stays read-only. */
  onLater(): void;
}

/**
 * The confidentiality and no-conflict statement an expert confirms on first opening, before any
 * score (docs/scoring.md); or declares a conflict instead.
 */
export function StatementModal({ open, onConfirm, onDeclare, onLater }: StatementModalProps) {
  const t = useT();
  const [sending, setSending] = useState(false);
  const confirm = async () => {
    setSending(true);
    try {
      await onConfirm();
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('score.statementTitle')}
      onCancel={onLater}
      mask={{ closable: false }}
      keyboard={false}
      footer={[
        <Button key="declare" danger onClick={onDeclare} disabled={sending}>
          {t('score.statementDeclare')}
        </Button>,
        <Button key="confirm" type="primary" loading={sending} onClick={confirm}>
          {t('score.statementConfirm')}
        </Button>,
      ]}
    >
      <ol className="cbo-score__statement">
        <li>{t('score.statementBody1')}</li>
        <li>{t('score.statementBody2')}</li>
        <li>{t('score.statementBody3')}</li>
      </ol>
    </Modal>
  );
}
