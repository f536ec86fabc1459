import { describe, expect, it } from 'vitest';
import { isPlausibleRealName } from './real-name';

describe('the real-name rule of objections (docs/domain.md 3.7)', () => {
  it('accepts Chinese names, transcribed names with a middle dot, and Latin given and family names', () => {
    for (const name of ['张三', '欧阳修', ' 王小明 ', '阿依古丽·买买提', 'John Smith', "Mary-Jane O'Neil"]) {
      expect(isPlausibleRealName(name), name).toBe(true);
    }
  });

  it('refuses anonymous, placeholder, one-character and non-name texts', () => {
    for (const name of [
      '匿名',
      '无名',
      '无名氏',
      '热心群众甲',
      '张某',
      '李某某',
      '王',
      'A',
      'Anonymous',
      'john doe',
      'Smith',
      'aa aa',
      '张3',
      '12345',
      '',
    ]) {
      expect(isPlausibleRealName(name), name).toBe(false);
    }
  });
});
