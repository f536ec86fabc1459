import { Spin } from 'antd';
import { useState } from 'react';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../../app/route-handle';
import { useT } from '../../core/i18n';

/** An external page embedded in a frame (menu component InnerLink), with the spec's loading text. */
function InnerLinkPage() {
  const t = useT();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const [loading, setLoading] = useState(true);
  if (!handle?.link) return null;
  return (
    <Spin spinning={loading} description={t('client.innerLinkLoading')}>
      <iframe
        src={handle.link}
        title={handle.title ?? handle.link}
        onLoad={() => setLoading(false)}
        style={{ width: '100%', height: 'calc(100vh - 120px)', border: 0 }}
      />
    </Spin>
  );
}

export { InnerLinkPage as Component };
