import { act, render, screen } from '@testing-library/react';
import { Empty } from 'antd';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../core/i18n';
import { createTestQueryClient } from '../test/render-app';
import { AppProviders } from './providers';

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
});
