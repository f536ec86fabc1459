import { Alert } from 'antd';
import { useT } from '../../core/i18n';
import './refusal-alert.css';

/** A refusal of an all-or-none action, one line per problem the server named (it joins them with ；). */
export function RefusalAlert({ text, onClose }: { text: string; onClose(): void }) {
  const t = useT();
  const [head, ...rest] = text.split('；');
  const lines = rest.length > 0 ? [head, ...rest] : [text];
  return (
    <Alert
      className="cbo-apply__refusal"
      type="error"
      showIcon
      closable={{ onClose }}
      title={t('apply.refused')}
      description={
        <ul className="cbo-apply__refusal-text">
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same problem may be named twice.
            <li key={index}>{line}</li>
          ))}
        </ul>
      }
    />
  );
}
