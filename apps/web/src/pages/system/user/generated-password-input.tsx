import { ReloadOutlined } from '@ant-design/icons';
import { Button, Input, Space, Tooltip } from 'antd';
import { useT } from '../../../core/i18n';
import { randomPassword } from './random-password';

export interface GeneratedPasswordInputProps {
  /** Given by Form.Item. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  autoFocus?: boolean;
}

/**
 * A password field that starts with a random proposal (its form fills it in) and can make a new
 * one; the text stays editable so staff may type their own. Shown in clear so it can be passed on.
 */
export function GeneratedPasswordInput({ id, value, onChange, placeholder, autoFocus }: GeneratedPasswordInputProps) {
  const t = useT();
  const label = t('user.generatePassword');
  return (
    <Space.Compact block>
      <Input
        id={id}
        value={value}
        autoFocus={autoFocus}
        autoComplete="new-password"
        spellCheck={false}
        placeholder={placeholder}
        onChange={(event) => onChange?.(event.target.value)}
      />
      <Tooltip title={label}>
        <Button aria-label={label} icon={<ReloadOutlined />} onClick={() => onChange?.(randomPassword())} />
      </Tooltip>
    </Space.Compact>
  );
}
