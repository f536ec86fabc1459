import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useAuthStore } from '../../core/auth/auth-store';
import { useT } from '../../core/i18n';
import { fetchLatestNotices, LATEST_NOTICES_KEY } from './notice-api';
import { NoticeDrawer } from './notice-drawer';
import './notice-bell.css';

/** Modest: once every five minutes, and when the window gets the focus back. */
const REFRESH_MS = 5 * 60_000;

/**
 * docs/web-client.md section 2 "Navbar": the notice bell with the unread count; a click opens the drawer of the
 * latest notices. Reading notices needs only a login on the server, so every signed-in user has it.
 */
export function NoticeBell() {
  const t = useT();
  const signedIn = useAuthStore((state) => Boolean(state.token));
  const [open, setOpen] = useState(false);
  const latest = useQuery({
    queryKey: LATEST_NOTICES_KEY,
    queryFn: fetchLatestNotices,
    enabled: signedIn,
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });
  if (!signedIn) return null;
  const unread = latest.data?.unreadCount ?? 0;
  const label = unread > 0 ? t('notice.bellUnread', { n: unread }) : t('notice.bell');
  return (
    <>
      <Tooltip title={t('notice.bell')}>
        <Button
          type="text"
          className="cbo-navbar__button cbo-notice-bell"
          aria-label={label}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          icon={
            <Badge count={unread} size="small" overflowCount={99} offset={[2, -2]} className="cbo-notice-bell__badge">
              <BellOutlined />
            </Badge>
          }
        />
      </Tooltip>
      <NoticeDrawer open={open} onClose={() => setOpen(false)} latest={latest} />
    </>
  );
}
