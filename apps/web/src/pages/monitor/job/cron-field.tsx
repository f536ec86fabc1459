import { ClockCircleOutlined, DownOutlined, LoadingOutlined } from '@ant-design/icons';
import { CRON_MAX } from '@cbo/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown, Form, Input, Space } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useT } from '../../../core/i18n';
import { type CronCheck, checkCron, cronCheckKey } from './cron-api';
import { CRON_PRESETS } from './cron-presets';
import { CronTimes } from './cron-times';
import { useDebouncedValue } from './use-debounced-value';

/** The form field that holds the server's verdict (it has no value of its own). */
const CHECK_FIELD = 'cronChecked';
const DEBOUNCE_MS = 300;
const FRESH_MS = 10_000;

const checkable = (expression: string) => expression !== '' && expression.length <= CRON_MAX;

/** Renders nothing: the server's verdict shows as the cron field's error. */
function Verdict(_props: { value?: unknown; onChange?: unknown }) {
  return null;
}

export interface CronFieldProps {
  /** Given by the form's item: the label points at the input. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * The cron input with common presets and, below it, the next fire times the server works out as
 * the person types (debounced). An expression the server refuses is the field's error, in the
 * server's words, and blocks saving until it is fixed.
 */
export function CronField({ id, value, onChange }: CronFieldProps) {
  const t = useT();
  const form = Form.useFormInstance();
  const client = useQueryClient();
  const expression = (value ?? '').trim();
  // The refusal shows below through the form; the input turns red with it while it holds that expression.
  const [refusedExpression, setRefusedExpression] = useState<string>();
  const settled = useDebouncedValue(expression, DEBOUNCE_MS);
  const preview = useQuery({
    queryKey: cronCheckKey(settled),
    queryFn: () => checkCron(settled),
    enabled: checkable(settled),
    staleTime: FRESH_MS,
    retry: false,
  });

  // A refused expression that arrived without typing (a loaded job): show why at once.
  const refused = preview.data?.ok === false;
  useEffect(() => {
    if (refused) form.validateFields([CHECK_FIELD]).catch(() => undefined);
  }, [refused, form]);

  const verdict = async () => {
    const current = String(form.getFieldValue('cronExpression') ?? '').trim();
    setRefusedExpression(undefined);
    if (!checkable(current)) return;
    let check: CronCheck;
    try {
      check = await client.fetchQuery({
        queryKey: cronCheckKey(current),
        queryFn: () => checkCron(current),
        staleTime: FRESH_MS,
      });
    } catch {
      // Not reachable now: saving meets the server's own check.
      return;
    }
    if (check.ok) return;
    setRefusedExpression(current);
    throw new Error(check.message);
  };

  const waiting = checkable(expression) && (expression !== settled || preview.isFetching);
  const times = checkable(expression) && preview.data?.ok ? preview.data.times : undefined;
  let below: ReactNode = null;
  if (waiting) {
    below = (
      <span className="cbo-job__muted">
        <LoadingOutlined /> {t('job.cron.checking')}
      </span>
    );
  } else if (times) {
    below = (
      <div className="cbo-job-cron__preview">
        <div className="cbo-job__muted">{t('job.cron.next', { count: times.length })}</div>
        <CronTimes times={times} />
      </div>
    );
  } else if (!refused) {
    // Nothing to show yet (or the server is out of reach): how to write one.
    below = <span className="cbo-job__muted">{t('job.cron.hint')}</span>;
  }

  return (
    <div className="cbo-job-cron">
      <Space.Compact block>
        <Input
          id={id}
          value={value}
          status={refusedExpression === expression ? 'error' : undefined}
          placeholder={t('crud.placeholder.input', { label: t('job.cronExpression') })}
          className="cbo-job-cron__input"
          onChange={(event) => onChange?.(event.target.value)}
        />
        <Dropdown
          trigger={['click']}
          menu={{
            items: CRON_PRESETS.map((preset) => ({
              key: preset.expression,
              label: (
                <span className="cbo-job-cron__preset">
                  <span>{t(preset.label)}</span>
                  <code>{preset.expression}</code>
                </span>
              ),
            })),
            onClick: ({ key }) => onChange?.(key),
          }}
        >
          <Button icon={<ClockCircleOutlined />}>
            {t('job.cron.presets')} <DownOutlined />
          </Button>
        </Dropdown>
      </Space.Compact>
      <Form.Item
        name={CHECK_FIELD}
        noStyle
        dependencies={['cronExpression']}
        validateDebounce={DEBOUNCE_MS}
        rules={[{ validator: verdict }]}
      >
        <Verdict />
      </Form.Item>
      <div className="cbo-job-cron__below" aria-live="polite">
        {below}
      </div>
    </div>
  );
}
