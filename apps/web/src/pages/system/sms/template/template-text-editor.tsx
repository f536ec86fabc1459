import {
  checkSmsText,
  renderSmsText,
  type SmsPurpose,
  type SmsTextProblem,
  smsParts,
  smsPurposes,
  smsSampleParams,
} from '@cbo/contracts';
import { Alert, Form, Input, Tag, Typography } from 'antd';
import { useRef } from 'react';
import { useLocale, useT } from '../../../../core/i18n';

interface EditorProps {
  /** Given by the form item. */
  value?: string;
  onChange?: (value: string) => void;
  /** The language the text is written in (the preview's sample values stay as they are). */
  language: 'zh-CN' | 'en-US';
  signName: string;
}

function problemText(t: ReturnType<typeof useT>, problem: SmsTextProblem): string {
  const variable = `\${${problem.name}}`;
  if (problem.kind === 'unknownVariable') return t('smsTemplate.hint.unknownVariable', { variable });
  if (problem.kind === 'missingVariable') return t('smsTemplate.hint.missingVariable', { variable });
  return t('smsTemplate.hint.malformed', { name: problem.name });
}

/**
 * A template text with what its purpose offers (docs/sms-templates.md): the variables to insert,
 * what the server would refuse, a preview with sample values and the part count as billed.
 */
export function TemplateTextEditor({ value = '', onChange, language, signName }: EditorProps) {
  const t = useT();
  const locale = useLocale();
  const form = Form.useFormInstance();
  const purpose = (Form.useWatch('purpose', form) ?? 'custom') as SmsPurpose;
  const area = useRef<HTMLTextAreaElement | null>(null);
  const spec = smsPurposes[purpose] ?? smsPurposes.custom;
  const problem = value ? checkSmsText(purpose, value) : undefined;
  const preview = renderSmsText(value, smsSampleParams(purpose));
  const { chars, parts } = smsParts(preview, signName);

  const insert = (name: string) => {
    const element = area.current;
    const at = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? at;
    onChange?.(`${value.slice(0, at)}\${${name}}${value.slice(end)}`);
  };

  return (
    <div className="sms-editor" data-language={language}>
      <Input.TextArea
        ref={(node) => {
          area.current = node?.resizableTextArea?.textArea ?? null;
        }}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        autoSize={{ minRows: 3, maxRows: 8 }}
        aria-label={t(language === 'zh-CN' ? 'smsTemplate.content' : 'smsTemplate.contentEn')}
      />
      <div className="sms-editor__variables">
        <Typography.Text type="secondary">{t('smsTemplate.variables')}</Typography.Text>
        {spec.variables.map((variable) => (
          <Tag.CheckableTag key={variable.name} checked={false} onChange={() => insert(variable.name)}>
            {`\${${variable.name}}`} {variable.label[locale]}
            {'required' in variable && variable.required ? ` · ${t('smsTemplate.required')}` : ''}
          </Tag.CheckableTag>
        ))}
      </div>
      {problem && <Alert type="warning" showIcon title={problemText(t, problem)} className="sms-editor__problem" />}
      {value && (
        <div className="sms-editor__preview" data-testid={`sms-preview-${language}`}>
          <Typography.Text type="secondary">{t('smsTemplate.preview')}</Typography.Text>
          <div className="sms-editor__bubble">
            {signName ? `【${signName}】` : ''}
            {preview}
          </div>
          <Typography.Text strong data-testid={`sms-parts-${language}`}>
            {t('smsTemplate.parts', { chars, parts })}
          </Typography.Text>
          <Typography.Text type="secondary" className="sms-editor__rule">
            {signName ? t('smsTemplate.partsRule') : t('smsTemplate.noSignature')}
          </Typography.Text>
        </div>
      )}
    </div>
  );
}
