import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUS_KEYS,
  countsDownstream,
  FINAL_APPLICATION_STATUSES,
  LEFT_COMPETITION_STATUSES,
  REACHED_APPLICATION_STATUSES,
} from './application-status';
import { dictCatalogue } from './catalogue';

// The application lifecycle after docs/adr/0018-judging-data-model.md decision 2: judging progress
// lives on stage entries, the application stays approved until its final outcome.

describe('the application status catalogue', () => {
  it('holds audit states and outcomes, no judging progress', () => {
    expect(APPLICATION_STATUS_KEYS).toEqual([
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
    for (const judging of ['grouped', 'in_review', 'scored', 'promoted']) {
      expect(APPLICATION_STATUS_KEYS).not.toContain(judging);
    }
  });

  it('has one dictionary value per status, in the same order', () => {
    const dict = dictCatalogue.find((entry) => entry.type === 'comp_application_status');
    expect(dict?.data.map((item) => item.value)).toEqual(APPLICATION_STATUS_KEYS);
  });

  it('keeps its subsets inside the catalogue and consistent with one another', () => {
    for (const status of [
      ...FINAL_APPLICATION_STATUSES,
      ...LEFT_COMPETITION_STATUSES,
      ...REACHED_APPLICATION_STATUSES,
    ]) {
      expect(APPLICATION_STATUS_KEYS).toContain(status);
    }
    for (const status of LEFT_COMPETITION_STATUSES) expect(FINAL_APPLICATION_STATUSES).toContain(status);
    expect(APPLICATION_STATUS_KEYS.filter((status) => !countsDownstream(status))).toEqual([
      'withdrawn',
      'disqualified',
    ]);
    // The outcomes are written when a promotion or award batch is finalized (docs/promotion.md).
    expect(REACHED_APPLICATION_STATUSES).toContain('eliminated');
    expect(REACHED_APPLICATION_STATUSES).toContain('awarded');
  });
});
