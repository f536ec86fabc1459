import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createTestQueryClient } from '../../../test/render-app';
import { StatusTabs } from './status-tabs';

const tabKeys = () =>
  [...document.querySelectorAll('[data-status]')].map((element) => element.getAttribute('data-status'));

const renderTabs = (counts: Record<string, number>, value = '') =>
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <StatusTabs value={value} onChange={() => undefined} counts={counts} />
    </AppProviders>,
  );

describe('application status tabs', { timeout: 30_000 }, () => {
  it('offer only the statuses a flow reaches', async () => {
    renderTabs({ draft: 2, submitted: 1, eliminated: 0, awarded: 0 });
    expect(tabKeys()).toEqual([
      'all',
      'draft',
      'submitted',
      'under_audit',
      'returned',
      'approved',
      'rejected',
      'withdrawn',
      'disqualified',
    ]);
  });

  it('offer another status once an application holds it', async () => {
    renderTabs({ draft: 2, awarded: 1 });
    expect(tabKeys()).toContain('awarded');
    expect(tabKeys()).not.toContain('eliminated');
  });
});
