import type { TrackField } from '@cbo/contracts';
import { describe, expect, it } from 'vitest';
import { answerCell } from './application-export-answers';
import { sheetFields } from './application-import-columns';
import type { Track } from './application-records';

const of = (type: TrackField['type']) => ({ type });
const stages = [
  { value: 'idea', label: '创意' },
  { value: 'startup', label: '初创' },
];

describe('an extra field answer in the export', () => {
  it('reads choices by their labels, a list joined by 、, a switch as 是/否, a date range as a ~ b', () => {
    expect(answerCell(of('choice'), 'idea', stages)).toBe('创意');
    expect(answerCell(of('select'), 'gone', stages)).toBe('gone');
    expect(answerCell(of('multi'), ['idea', 'startup'], stages)).toBe('创意、初创');
    expect(answerCell(of('switch'), true)).toBe('是');
    expect(answerCell(of('switch'), false)).toBe('否');
    expect(answerCell(of('dateRange'), ['2026-01-01', '2026-06-30'])).toBe('2026-01-01 ~ 2026-06-30');
    expect(answerCell(of('number'), 12.5)).toBe(12.5);
    expect(answerCell(of('time'), '09:30:00')).toBe('09:30:00');
  });

  it("reads a cascader's path by its leaf's labels, and a region by its name when known, else its code", () => {
    const paths = [{ value: 'gd / gz', label: '广东 / 广州' }];
    expect(answerCell(of('multi'), ['gd', 'gz'], paths)).toBe('广东 / 广州');
    const names = new Map([['440106', '天河区']]);
    expect(answerCell(of('region'), '440106', undefined, (code) => names.get(code))).toBe('天河区');
    expect(answerCell(of('region'), '999999', undefined, (code) => names.get(code))).toBe('999999');
  });

  it('leaves blanks empty', () => {
    for (const blank of [undefined, null, '', []]) expect(answerCell(of('multi'), blank, stages)).toBeNull();
  });
});

describe('the import sheet', () => {
  it('carries the fields a cell can answer, never lists, date ranges, regions or files', () => {
    const field = (key: string, type: TrackField['type']): TrackField => ({
      key,
      label: key,
      type,
      dictType: null,
      required: false,
      order: 0,
    });
    const track = {
      fields: [
        field('school', 'text'),
        field('stage', 'choice'),
        field('open', 'switch'),
        field('at', 'time'),
        field('tags', 'multi'),
        field('period', 'dateRange'),
        field('home', 'region'),
        field('consent', 'file'),
      ],
    } as unknown as Track;
    expect(sheetFields([track]).map((f) => f.key)).toEqual(['school', 'stage', 'open', 'at']);
  });
});
