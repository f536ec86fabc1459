import { Spin } from 'antd';
import { useState } from 'react';
import { useMatches } from 'react-router';
import { useT } from '../../core/i18n';
import type { RouteHandle } from '../../core/routing/route-handle';

function Frame({ link, title }: { link: string; title: string }) {
  const t = useT();
  const [loading, setLoading] = useState(true);
  return (
    <Spin spinning={loading} description={t('client.innerLinkLoading')}>
      <iframe
        src={link}
        title={title}
        onLoad={() => setLoading(false)}
        // The layout names the height of its header (navbar, and the tags view when shown).
        style={{
          display: 'block',
          width: '100%',
          height: 'calc(100vh - var(--cbo-header-height, 92px) - 44px)',
          minHeight: 320,
          border: 0,
          borderRadius: 8,
          background: '#fff',
        }}
      />
    </Spin>
  );
}

/** An external page embedded in a frame (menu component InnerLink), with the spec's loading text. */
function InnerLinkPage() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  if (!handle?.link) return null;
  // Keyed by the address: another InnerLink menu is a new frame with its own loading state.
  return <Frame key={handle.link} link={handle.link} title={handle.title ?? handle.link} />;
}

export { InnerLinkPage as Component };
