import type { TrackField } from '@cbo/contracts';
import { describe, expect, it } from 'vitest';
import { choiceNames, dimensionsOf } from './statistics-breakdowns';

const field = (key: string, type: TrackField['type'], more: Partial<TrackField> = {}): TrackField => ({
  key,
  label: key,
  type,
  dictType: null,
  required: false,
  order: 0,
  ...more,
});

describe('the breakdowns of extra fields', () => {
  it('count a single choice of static options like a select, named by its labels; never a list or a switch', () => {
    const options = [
      { label: '创意', value: 'idea' },
      { label: '初创', value: 'startup' },
    ];
    const fields = [
      field('stage', 'choice', { options }),
      field('tags', 'multi', { options }),
      field('open', 'switch'),
    ];
    const own = dimensionsOf(fields).filter((dimension) => dimension.key.startsWith('field.'));
    expect(own.map((dimension) => [dimension.key, dimension.chart])).toEqual([['field.stage', 'pie']]);
    expect(choiceNames(fields).get('stage')).toEqual([
      { key: 'idea', name: '创意' },
      { key: 'startup', name: '初创' },
    ]);
  });
});
