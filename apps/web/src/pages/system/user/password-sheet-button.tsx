import { KeyOutlined } from '@ant-design/icons';
import { importPasswordSheet } from '@cbo/contracts';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { download } from '../../../core/download/download';
import { useT } from '../../../core/i18n';

/**
 * After a user import, the one-time passwords of the new accounts: the server answers the sheet
 * once, to the importer, so the button goes after the click whatever the outcome.
 */
export function PasswordSheetButton({ sheet }: { sheet: string }) {
  const t = useT();
  const [taken, setTaken] = useState(false);
  if (taken) return null;
  return (
    <Space orientation="vertical" size="small" className="cbo-import__extra">
      <Typography.Text strong>{t('user.importPasswordSheetHint')}</Typography.Text>
      <Button
        type="primary"
        icon={<KeyOutlined />}
        onClick={() => {
          setTaken(true);
          void download(importPasswordSheet, {}, `user_passwords_${Date.now()}.xlsx`, {
            pathParams: { sheetId: sheet },
          });
        }}
      >
        {t('user.importPasswordSheet')}
      </Button>
    </Space>
  );
}
