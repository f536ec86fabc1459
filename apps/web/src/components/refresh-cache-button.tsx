import { SyncOutlined } from '@ant-design/icons';
import type { AnyEndpoint } from '@cbo/contracts';
import { App, Button } from 'antd';
import { useState } from 'react';
import { HasPermi } from '../core/access';
import { useIsMobile } from '../core/device/use-is-mobile';
import { api, type Callable } from '../core/http/api';
import type { TranslationKey } from '../core/i18n';
import { useT } from '../core/i18n';

export interface RefreshCacheButtonProps {
  /** The DELETE call that reloads the server's cache. */
  endpoint: Callable<AnyEndpoint>;
  permission: string;
  label: TranslationKey;
  done: TranslationKey;
  /** What follows a success (drop the web's copies, reload the list). */
  after?: () => unknown;
}

/** The reference's 刷新缓存 toolbar button: one DELETE call, busy while it runs. */
export function RefreshCacheButton({ endpoint, permission, label, done, after }: RefreshCacheButtonProps) {
  const t = useT();
  const { message } = App.useApp();
  const mobile = useIsMobile();
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    setBusy(true);
    try {
      await api(endpoint);
    } catch {
      // The request client has shown why.
      return;
    } finally {
      setBusy(false);
    }
    message.success(t(done));
    await after?.();
  };
  return (
    <HasPermi value={[permission]}>
      <Button
        size={mobile ? 'small' : undefined}
        color="danger"
        variant="outlined"
        icon={<SyncOutlined />}
        loading={busy}
        onClick={refresh}
      >
        {t(label)}
      </Button>
    </HasPermi>
  );
}
