import { act, render, screen } from '@testing-library/react';
import { Button, Empty, theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../core/i18n';
import { changeSetting, changeSize, reloadLayoutSettings } from '../core/layout/layout-settings';
import { createTestQueryClient } from '../test/render-app';
import { AppProviders } from './providers';

afterEach(() => reloadLayoutSettings());

function TokenProbe() {
  const { token } = theme.useToken();
  return <output aria-label="token">{`${token.colorPrimary} ${token.controlHeight}`}</output>;
}

describe('AppProviders', () => {
  it('gives antd components the current locale', async () => {
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <Empty />
      </AppProviders>,
    );
    expect(screen.getByText('暂无数据', { selector: '.ant-empty-description' })).toBeTruthy();

    act(() => setLocale('en-US'));

    expect(await screen.findByText('No data', { selector: '.ant-empty-description' })).toBeTruthy();
  });

  it('sizes components and colours them from the layout settings', () => {
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <Button type="primary">OK</Button>
        <TokenProbe />
      </AppProviders>,
    );
    const button = () => screen.getByRole('button', { name: 'OK' });
    const token = () => screen.getByRole('status', { name: 'token' }).textContent;
    // medium (the default) is antd's middle size, with the product colour.
    expect(button().className).not.toMatch(/ant-btn-(lg|sm)/);
    expect(token()).toBe('#3768ff 32');

    act(() => changeSize('default'));
    expect(button().className).toContain('ant-btn-lg');
    act(() => changeSize('small'));
    expect(button().className).toContain('ant-btn-sm');
    expect(token()).toBe('#3768ff 32');
    // mini: small with antd's compact algorithm (smaller controls everywhere).
    act(() => changeSize('mini'));
    expect(button().className).toContain('ant-btn-sm');
    expect(token()).toBe('#3768ff 28');

    act(() => changeSetting('theme', '#11a983'));
    expect(token()).toBe('#11a983 28');
  });
});
