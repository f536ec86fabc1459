import { describe, expect, it } from 'vitest';
import { translate } from '../../core/i18n';
import { checkCount, checkFile, FILE_DEFAULTS, IMAGE_DEFAULTS, valueList } from './upload-rules';

const text = (rule: ReturnType<typeof checkFile>, locale: 'zh-CN' | 'en-US' = 'zh-CN') =>
  rule ? translate(rule.key, locale, rule.params) : undefined;

describe('upload rules', () => {
  it('use the image texts for images', () => {
    expect(text(checkFile({ name: 'a.gif', size: 1 }, IMAGE_DEFAULTS, 'image'))).toBe(
      '文件格式不正确, 请上传png/jpg/jpeg图片格式文件!',
    );
    expect(text(checkFile({ name: 'a.PNG', size: 6 * 1024 * 1024 }, IMAGE_DEFAULTS, 'image'))).toBe(
      '上传头像图片大小不能超过 5 MB!',
    );
    expect(checkFile({ name: 'a.JPG', size: 5 * 1024 * 1024 }, IMAGE_DEFAULTS, 'image')).toBeUndefined();
  });

  it('speak English when asked and accept any type with an empty list', () => {
    expect(text(checkFile({ name: 'a.exe', size: 1 }, FILE_DEFAULTS, 'file'), 'en-US')).toBe(
      'wrong file format, please upload ppt/pdf/png/jpg/jpeg files!',
    );
    expect(checkFile({ name: 'a.exe', size: 1 }, { ...FILE_DEFAULTS, types: [] }, 'file')).toBeUndefined();
  });

  it('count the files already there', () => {
    expect(checkCount(4, 1, FILE_DEFAULTS)).toBeUndefined();
    expect(text(checkCount(4, 2, FILE_DEFAULTS))).toBe('上传文件数量不能超过 5 个!');
  });

  it('read comma-joined and list values', () => {
    expect(valueList(' a.pdf , b.pdf,')).toEqual(['a.pdf', 'b.pdf']);
    expect(valueList(['x'])).toEqual(['x']);
    expect(valueList(null)).toEqual([]);
  });
});
