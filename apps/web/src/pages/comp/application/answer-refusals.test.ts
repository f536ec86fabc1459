import { describe, expect, it } from 'vitest';
import { answerRefusals } from './answer-refusals';

describe('answer refusals', () => {
  it('puts the problem alone under the one extra field a refusal names, in either language', () => {
    expect(answerRefusals('参数 answers.note 不正确：备注不能超过20个字')).toEqual([
      { name: 'note', error: '备注不能超过20个字' },
    ]);
    expect(answerRefusals('invalid answers.note: at most 20 characters')).toEqual([
      { name: 'note', error: 'at most 20 characters' },
    ]);
  });

  it('puts the whole refusal under each field when it names several, and nothing when it names none', () => {
    const message = '不符合报名条件：A260001 参数 answers.school 必填；A260001 参数 answers.grade 必填';
    expect(answerRefusals(message)).toEqual([
      { name: 'school', error: message },
      { name: 'grade', error: message },
    ]);
    expect(answerRefusals('参数 leaderMobile 不正确：请输入11位手机号')).toEqual([]);
  });
});
