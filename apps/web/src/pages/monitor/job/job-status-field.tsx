import { Alert, Radio } from 'antd';
import { useDict } from '../../../core/dict/use-dict';
import { useT } from '../../../core/i18n';

export interface JobStatusFieldProps {
  mode: 'add' | 'edit';
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/** A new job always starts paused (the form says so); an edited one keeps or changes its status. */
export function JobStatusField({ mode, id, value, onChange }: JobStatusFieldProps) {
  const t = useT();
  const dict = useDict('sys_job_status');
  if (mode === 'add') return <Alert type="info" showIcon title={t('job.pausedOnAdd')} />;
  return (
    <Radio.Group
      id={id}
      value={value}
      options={dict.options.map((option) => ({ label: option.label, value: option.value }))}
      onChange={(event) => onChange?.(event.target.value as string)}
    />
  );
}
