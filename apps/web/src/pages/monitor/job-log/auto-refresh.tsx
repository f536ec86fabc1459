import { Switch } from 'antd';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useT } from '../../../core/i18n';

const EVERY_MS = 5_000;

/** A switch that reloads the list every few seconds while on (runs finish in the background). */
export function AutoRefresh({ onTick }: { onTick(): unknown }) {
  const t = useT();
  const id = useId();
  const [on, setOn] = useState(false);
  const tick = useEffectEvent(() => void onTick());
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(tick, EVERY_MS);
    return () => clearInterval(timer);
  }, [on]);
  return (
    <span className="cbo-job-log__auto">
      <Switch id={id} size="small" checked={on} onChange={setOn} />
      <label htmlFor={id}>{t('jobLog.autoRefresh')}</label>
    </span>
  );
}
