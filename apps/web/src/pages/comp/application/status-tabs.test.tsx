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
      'eliminated',
      'awarded',
      'disqualified',
    ]);
  });

  it('offer the final results with no application holding them yet (finalized batches write them)', async () => {
    renderTabs({ draft: 2 });
    expect(tabKeys()).toContain('eliminated');
    expect(tabKeys()).toContain('awarded');
  });
});
