import { postForm, userForm } from '@cbo/contracts';
import { describe, expect, it } from 'vitest';
import { translate } from '../../core/i18n';
import { checkField, checkForm, fieldNamedIn, isRequired } from './schema-form';

const zh = (key: Parameters<typeof translate>[0], params?: Parameters<typeof translate>[2]) =>
  translate(key, 'zh-CN', params);
const en = (key: Parameters<typeof translate>[0], params?: Parameters<typeof translate>[2]) =>
  translate(key, 'en-US', params);
const labels: Record<string, string> = { postName: '岗位名称', postCode: '岗位编码', postSort: '岗位顺序' };

describe('shared zod schemas as form rules', () => {
  it('knows required fields from the schema', () => {
    expect(isRequired(postForm.shape.postCode)).toBe(true);
    expect(isRequired(postForm.shape.postSort)).toBe(true);
    expect(isRequired(postForm.shape.status)).toBe(false);
    expect(isRequired(postForm.shape.remark)).toBe(false);
  });

  it('words each problem in the current language with the field label', () => {
    expect(checkField(postForm.shape.postCode, '', '岗位编码', zh)).toBe('岗位编码不能为空');
    expect(checkField(postForm.shape.postCode, '   ', 'Post code', en)).toBe('Post code is required');
    expect(checkField(postForm.shape.postCode, 'x'.repeat(65), '岗位编码', zh)).toBe('岗位编码长度不能超过 64 个字符');
    expect(checkField(postForm.shape.postSort, null, '岗位顺序', zh)).toBe('岗位顺序不能为空');
    expect(checkField(postForm.shape.postSort, 'abc', 'Order', en)).toBe('Order must be a number');
    expect(checkField(postForm.shape.postSort, 1.5, '岗位顺序', zh)).toBe('岗位顺序必须是整数');
    expect(checkField(postForm.shape.postSort, 10_000, '岗位顺序', zh)).toBe('岗位顺序不能大于 9999');
    expect(checkField(postForm.shape.status, '7', 'Status', en)).toBe('Choose a valid Status');
    expect(checkField(postForm.shape.remark, '', '备注', zh)).toBeNull();
  });

  it('uses catalogue keys a schema gives as its message', () => {
    expect(checkField(userForm.shape.phonenumber, '123', '手机号码', zh)).toBe('请输入正确的 11 位手机号码');
    expect(checkField(userForm.shape.phonenumber, '123', 'Mobile', en)).toBe('enter a valid 11-digit mobile number');
  });

  it('gives the parsed body on submit: trimmed, coerced, defaults, empty optionals left out', () => {
    const checked = checkForm(
      postForm,
      { postName: ' 主任 ', postCode: 'director', postSort: '3', remark: '' },
      (name) => labels[name],
      zh,
    );
    expect(checked).toEqual({
      ok: true,
      data: { postName: '主任', postCode: 'director', postSort: 3, status: '0' },
    });
  });

  it('names every field with a problem on submit', () => {
    const checked = checkForm(postForm, { postName: '', postSort: null }, (name) => labels[name], zh);
    expect(checked).toEqual({
      ok: false,
      fieldErrors: {
        postName: ['岗位名称不能为空'],
        postCode: ['岗位编码不能为空'],
        postSort: ['岗位顺序不能为空'],
      },
      formErrors: [],
    });
  });

  it('finds the field a server message is about', () => {
    const fields = Object.entries(labels).map(([name, label]) => ({ name, label }));
    expect(fieldNamedIn("新增岗位'岗位名称测试'失败，岗位编码已存在", fields)).toBe('postCode');
    expect(fieldNamedIn('参数 postSort 不正确：too big', fields)).toBe('postSort');
    expect(fieldNamedIn('操作失败', fields)).toBeUndefined();
    const english = [{ name: 'postCode', label: 'Post code' }];
    expect(fieldNamedIn("adding post 'x' failed: the post code exists", english)).toBe('postCode');
  });
});
