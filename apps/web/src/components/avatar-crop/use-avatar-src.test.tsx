import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import defaultAvatar from '../../assets/default-avatar.svg';
import { useAuthStore } from '../../core/auth/auth-store';
import { ok, startFakeApi } from '../../test/fake-api';
import { createTestQueryClient } from '../../test/render-app';
import { useAvatarSrc } from './use-avatar-src';

const api = startFakeApi();
const SIGNED = '/prod-api/common/file/signed?key=avatar%2Fa.png&expires=1&sig=x';

function Shown({ path }: { path: string }) {
  return <img alt="avatar" src={useAvatarSrc(path)} />;
}

const renderShown = (path: string) =>
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <Shown path={path} />
    </AppProviders>,
  );

describe('avatar pictures', () => {
  it('shows a stored avatar through a signed link, and the default picture for none', async () => {
    useAuthStore.setState({ token: 'test-token' });
    api.routes.set('GET /common/file/sign', ok({ data: SIGNED }));
    renderShown('/profile/avatar/2026/01/05/a.png');
    await waitFor(() => expect(screen.getByRole('img').getAttribute('src')).toBe(SIGNED));
    expect(new URLSearchParams(api.calls('GET', '/common/file/sign')[0].url.split('?')[1]).get('fileName')).toBe(
      '/profile/avatar/2026/01/05/a.png',
    );
  });

  it('asks for no link without an avatar or before the forced password change', async () => {
    useAuthStore.setState({ token: 'test-token' });
    const none = renderShown('');
    expect(screen.getByRole('img').getAttribute('src')).toBe(defaultAvatar);
    none.unmount();
    useAuthStore.setState({ pwdChangeRequired: true });
    renderShown('/profile/avatar/a.png');
    expect(screen.getByRole('img').getAttribute('src')).toBe(defaultAvatar);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls('GET', '/common/file/sign')).toHaveLength(0);
  });
});
