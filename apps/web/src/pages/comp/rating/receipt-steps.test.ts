import type { ReceiptLine } from '@cbo/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Translate } from '../../../core/i18n';
import { loadPageMessages } from '../../../core/i18n/page-messages';
import { translate } from '../../../core/i18n/translate';
import { stepSentence } from './receipt-steps';

const zh: Translate = (key, params) => translate(key, 'zh-CN', params);
const en: Translate = (key, params) => translate(key, 'en-US', params);
const line = (step: ReceiptLine['step'], values: ReceiptLine['values']): ReceiptLine => ({ step, values });

beforeAll(() => loadPageMessages());

describe('receipt steps in words', () => {
  it('words a trimmed mean and one below its threshold, in both languages', () => {
    const trimmed = line('combine', {
      method: 'trimmed_mean',
      n: 5,
      k: 1,
      minN: 5,
      trimmed: true,
      dropped: 2,
      value: 81.3333333,
    });
    expect(stepSentence(zh, trimmed)).toBe('5 份有效评分去掉最高、最低各 1 份（共 2 份）后取平均：81.33。');
    expect(stepSentence(en, trimmed)).toBe(
      'Of 5 valid sheets, 2 dropped (1 highest and lowest each), the mean of the rest: 81.33.',
    );
    const plain = line('combine', {
      method: 'trimmed_mean',
      n: 3,
      k: 1,
      minN: 5,
      trimmed: false,
      dropped: 0,
      value: 80,
    });
    expect(stepSentence(zh, plain)).toBe('3 份有效评分少于 5 份，不去极值，直接取平均：80。');
  });

  it('words the 2+1 outcomes', () => {
    const base = { a: 90, b: 70, difference: 20, tolerance: 10, rule: 'closest_two_mean' };
    expect(
      stepSentence(zh, line('arbitration', { ...base, third: null, outcome: 'awaiting', chosen: null, value: null })),
    ).toBe('2+1：前两评 90 与 70 相差 20，超过容差 10，等待第三评，暂无得分。');
    expect(
      stepSentence(
        en,
        line('arbitration', { ...base, third: 88, outcome: 'arbitrated', chosen: 'a+third', value: 89 }),
      ),
    ).toBe(
      '2+1: the first two reviews 90 and 70 differ by 20, over the tolerance 10; the third review 88, by "mean of the two closest" using a+the third review: 89.',
    );
  });

  it('words weighted parts, the minimum, normalisation and an unresolved tie', () => {
    expect(
      stepSentence(
        zh,
        line('parts', { own: 80, ownWeight: 0.7, 'weight:task:12': 0.3, 'score:task:12': 90, missing: 0, value: 83 }),
      ),
    ).toBe('加权合成：本任务 80 × 0.70 + 90 × 0.30 (任务 12)，合计 83。');
    expect(stepSentence(en, line('minimum', { valid: 1, min: 2, met: false }))).toBe(
      '1 valid sheets, fewer than the 2 required: insufficient, not ranked.',
    );
    expect(
      stepSentence(zh, line('normalise', { panelMean: 75.5, panelSpread: 8.25, minSheets: 5, judges: 3, skipped: 1 })),
    ).toBe(
      '按评委标准化：3 位评委的分数换算为 z 分数，再按全组均值 75.50、标准差 8.25 还原；其中 1 位评委评分少于 5 份或没有离散，保留原始分。',
    );
    expect(stepSentence(zh, line('tie_break', { tied: 3, by: null, value: null, rank: 4, resolved: false }))).toBe(
      '与另外 2 个结果同分，所有同分规则之后仍无法区分，并列第 4 名。',
    );
  });

  it('shows the raw values of a step it does not know how to word', () => {
    expect(stepSentence(en, line('combine', { method: 'geometric', value: 1.5 }))).toBe(
      'combine: method = geometric, value = 1.50',
    );
  });
});
