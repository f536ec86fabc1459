import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UrlTabs } from './url-tabs';

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

const tabs = (entry: string) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <UrlTabs
        items={[
          { key: 'one', label: '第一', children: <p>第一页内容</p> },
          { key: 'two', label: '第二', children: <p>第二页内容</p> },
        ]}
      />
      <Address />
    </MemoryRouter>,
  );

describe('UrlTabs', () => {
  it('opens the tab the address names', () => {
    tabs('/page?tab=two');
    expect(screen.getByText('第二页内容')).toBeTruthy();
    expect(screen.queryByText('第一页内容')).toBeNull();
  });

  it('opens the first tab for an unknown name, and keeps a chosen tab in the address beside the other parameters', () => {
    tabs('/page?tab=nope&keep=1');
    expect(screen.getByText('第一页内容')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '第二' }));
    expect(screen.getByText('第二页内容')).toBeTruthy();
    const search = new URLSearchParams(screen.getByTestId('address').textContent ?? '');
    expect(search.get('tab')).toBe('two');
    expect(search.get('keep')).toBe('1');
  });
});
