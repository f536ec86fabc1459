import { describe, expect, it } from 'vitest';
import { formSchema, formSchemaProblems, formSchemaProblemText } from './answers';
import type { FormFieldNodeInput, FormNode } from './schema';
import { testField as field, testForm as form } from './test-forms';

const colours = {
  source: 'static' as const,
  items: [
    { label: '红', value: 'red' },
    { label: '蓝', value: 'blue' },
  ],
};
const found = (...nodes: FormNode[]) =>
  formSchemaProblems(form(...nodes)).map(({ nodeId, path, message }) => ({ nodeId, path, message }));
const one = (type: FormNode['type'] & FormFieldNodeInput['type'], extra: Partial<FormFieldNodeInput>) =>
  found(field(type, extra));

describe('formSchemaProblems', () => {
  it('finds nothing wrong with a sound form', () => {
    expect(
      found(
        field('radio', { name: 'kind', options: colours, defaultValue: 'red' }),
        field('input', {
          name: 'code',
          required: true,
          visibleWhen: { field: 'kind', op: 'eq', value: 'red' },
          rules: [
            { kind: 'pattern', pattern: '^[A-Z]{2}\\d{4}$' },
            { kind: 'length', min: 6, max: 6 },
          ],
        }),
        field('number', { name: 'age', min: 0, max: 120, rules: [{ kind: 'range', min: 18, max: 35 }] }),
        field('switch', { name: 'agree', defaultValue: false }),
        field('input', { name: 'why', visibleWhen: { field: 'agree', op: 'eq', value: false } }),
        field('upload', { name: 'photo', uploadKind: 'image', fileTypes: ['png', 'jpg'], limit: 3, fileSize: 5 }),
      ),
    ).toEqual([]);
  });

  it('refuses repeated names and ids, naming the later node', () => {
    expect(found(field('input', { name: 'a' }), field('number', { name: 'a', id: 'other' }))).toEqual([
      { nodeId: 'other', path: 'name', message: 'form.schema.nameTaken' },
    ]);
    const [taken] = formSchemaProblems(
      form(field('input', { name: 'a' }), field('number', { name: 'a', id: 'other' })),
    );
    expect(formSchemaProblemText(taken, 'zh-CN')).toBe('字段名a已被使用');
    expect(formSchemaProblemText(taken, 'en-US')).toBe('field name a is already used');
    expect(found(field('input', { name: 'a', id: 'x' }), field('input', { name: 'b', id: 'x' }))).toEqual([
      { nodeId: 'x', path: 'id', message: 'form.schema.idTaken' },
    ]);
  });

  it('asks for options where the type needs them, unique values, and static ones for a cascader', () => {
    expect(one('select', {})).toEqual([
      { nodeId: 'f_select', path: 'options', message: 'form.schema.optionsRequired' },
    ]);
    expect(one('checkbox', { options: { source: 'static', items: [] } })[0].message).toBe(
      'form.schema.optionsRequired',
    );
    expect(
      one('radio', { options: { source: 'static', items: [...colours.items, { label: '赤', value: 'red' }] } })[0],
    ).toMatchObject({ path: 'options.items', message: 'form.schema.optionTaken' });
    expect(one('cascader', { options: { source: 'dict', dictType: 'd' } })[0].message).toBe(
      'form.schema.cascaderStatic',
    );
    expect(one('input', {})).toEqual([]);
  });

  it('refuses conditions on the field itself, a missing field, a field below, or with a value of the wrong kind', () => {
    const self = field('input', { name: 'a', visibleWhen: { field: 'a', op: 'notEmpty' } });
    expect(found(self)[0]).toMatchObject({ path: 'visibleWhen.field', message: 'form.schema.visibleSelf' });
    const missing = field('input', { name: 'a', visibleWhen: { field: 'ghost', op: 'notEmpty' } });
    expect(found(missing)[0].message).toBe('form.schema.visibleMissing');
    const below = [
      field('input', { name: 'a', visibleWhen: { field: 'b', op: 'notEmpty' } }),
      field('input', { name: 'b' }),
    ];
    expect(found(...below)).toEqual([
      { nodeId: 'f_a', path: 'visibleWhen.field', message: 'form.schema.visibleBelow' },
    ]);
    const n = field('number', { name: 'n' });
    const wrong = (visibleWhen: FormFieldNodeInput['visibleWhen']) =>
      found(n, field('input', { name: 'x', visibleWhen }))[0]?.message;
    expect(wrong({ field: 'n', op: 'gt', value: '3' })).toBe('form.schema.visibleValue');
    expect(wrong({ field: 'n', op: 'eq', value: '3' })).toBe('form.schema.visibleValue');
    expect(wrong({ field: 'n', op: 'in', value: [] })).toBe('form.schema.visibleValue');
    expect(wrong({ field: 'n', op: 'gt', value: 3 })).toBeUndefined();
    expect(wrong({ field: 'n', op: 'empty' })).toBeUndefined();
    expect(
      found(
        field('input', { name: 't' }),
        field('input', { name: 'x', visibleWhen: { field: 't', op: 'lt', value: 1 } }),
      )[0].message,
    ).toBe('form.schema.visibleValue');
  });

  it('refuses rules that do not fit the type, bound nothing or have min above max', () => {
    expect(one('number', { rules: [{ kind: 'pattern', pattern: '^\\d$' }] })).toEqual([
      { nodeId: 'f_number', path: 'rules[0].kind', message: 'form.schema.ruleType' },
    ]);
    expect(one('input', { rules: [{ kind: 'range', min: 1 }] })[0].message).toBe('form.schema.ruleType');
    expect(one('select', { options: colours, rules: [{ kind: 'length', max: 1 }] })[0].message).toBe(
      'form.schema.ruleType',
    );
    expect(one('select', { options: colours, multiple: true, rules: [{ kind: 'length', max: 1 }] })).toEqual([]);
    expect(one('input', { rules: [{ kind: 'length' }] })[0]).toMatchObject({
      path: 'rules[0].min',
      message: 'form.schema.ruleEmpty',
    });
    expect(one('input', { rules: [{ kind: 'pattern' }] })[0].message).toBe('form.schema.ruleEmpty');
    expect(one('input', { rules: [{ kind: 'length', min: 1.5 }] })[0].message).toBe('form.schema.lengthWhole');
    expect(one('input', { rules: [{ kind: 'length', min: 5, max: 2 }] })[0].message).toBe('form.schema.minMax');
    expect(one('number', { rules: [{ kind: 'range', min: 5, max: 2 }] })[0].message).toBe('form.schema.minMax');
    expect(one('slider', { min: 10, max: 0 })[0]).toMatchObject({ path: 'min', message: 'form.schema.minMax' });
  });

  it('refuses an unsafe or broken pattern and accepts a safe one', () => {
    expect(one('input', { rules: [{ kind: 'pattern', pattern: '(a+)+$' }] })).toEqual([
      { nodeId: 'f_input', path: 'rules[0].pattern', message: 'form.schema.patternUnsafe' },
    ]);
    expect(one('input', { rules: [{ kind: 'pattern', pattern: '^[A-Z' }] })[0].message).toBe(
      'form.schema.patternInvalid',
    );
    expect(one('input', { rules: [{ kind: 'pattern', pattern: '^[A-Z]{2}\\d{4}$' }] })).toEqual([]);
  });

  it('refuses a default that is no valid answer, whether the field is required or not', () => {
    expect(one('number', { max: 10, defaultValue: 11 })[0]).toMatchObject({
      path: 'defaultValue',
      message: 'form.schema.defaultInvalid',
    });
    expect(one('radio', { options: colours, defaultValue: 'green' })[0].message).toBe('form.schema.defaultInvalid');
    expect(one('input', { rules: [{ kind: 'length', min: 3 }], defaultValue: 'ab' })[0].message).toBe(
      'form.schema.defaultInvalid',
    );
    expect(one('input', { required: true, defaultValue: '' })).toEqual([]);
    const [problem] = formSchemaProblems(form(field('date', { label: '日期', defaultValue: 'today' })));
    expect(problem.params).toEqual({
      label: '日期',
      problem: { 'zh-CN': '日期须为日期（yyyy-MM-dd）', 'en-US': '日期 must be a date (yyyy-MM-dd)' },
    });
  });

  it('keeps uploads within the product’s types and limits', () => {
    expect(one('upload', { uploadKind: 'image', fileTypes: ['png', 'pdf'] })[0]).toMatchObject({
      path: 'fileTypes',
      message: 'form.schema.fileTypes',
    });
    expect(one('upload', { fileTypes: ['exe'] })[0].message).toBe('form.schema.fileTypes');
    expect(one('upload', { fileTypes: ['pdf', 'docx', 'png'] })).toEqual([]);
    const loose = { ...field('upload'), fileSize: 51, limit: 11 };
    expect(
      formSchemaProblems({ schemaVersion: 1, config: form().config, nodes: [loose] }).map((p) => p.message),
    ).toEqual(['form.schema.fileSize', 'form.schema.fileLimit']);
  });

  it('refuses a row wider than 24 columns', () => {
    const row = (spans: number[]): FormNode => ({
      id: 'r',
      type: 'row',
      gutter: 16,
      columns: spans.map((span, i) => ({ id: `c${i}`, span, children: [] })),
    });
    expect(found(row([12, 12]))).toEqual([]);
    expect(found(row([12, 8, 8]))).toEqual([{ nodeId: 'r', path: 'columns', message: 'form.schema.spanTotal' }]);
  });
});

describe('formSchema', () => {
  it('refuses a bad document at the node and property, with the key as message and params on the issue', () => {
    const result = formSchema.safeParse({
      schemaVersion: 1,
      nodes: [
        { id: 'a', type: 'input', name: 'code', label: '代码' },
        {
          id: 'r',
          type: 'row',
          columns: [{ id: 'c', span: 24, children: [{ id: 'b', type: 'number', name: 'code', label: '代码二' }] }],
        },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['nodes', 1, 'columns', 0, 'children', 0, 'name'],
        message: 'form.schema.nameTaken',
        params: { name: 'code' },
      }),
    ]);
    const unsafe = formSchema.safeParse({
      schemaVersion: 1,
      nodes: [{ id: 'a', type: 'input', name: 'x', label: 'X', rules: [{ kind: 'pattern', pattern: '^(a+)+$' }] }],
    });
    expect(unsafe.error?.issues[0]).toMatchObject({
      path: ['nodes', 0, 'rules', 0, 'pattern'],
      message: 'form.schema.patternUnsafe',
    });
  });

  it('refuses a newer schemaVersion instead of guessing at it', () => {
    const result = formSchema.safeParse({ schemaVersion: 2, nodes: [] });
    expect(result.error?.issues[0]).toMatchObject({ path: ['schemaVersion'], message: 'form.schema.version' });
  });

  it('accepts a sound document, filling the defaults', () => {
    const result = formSchema.parse({ schemaVersion: 1, nodes: [{ id: 'a', type: 'input', name: 'x', label: 'X' }] });
    expect(result.config).toEqual({ labelPosition: 'top', labelWidth: 120, size: 'middle' });
    expect(result.nodes[0]).toMatchObject({ required: false, rules: [], span: 24, disabled: false });
  });
});
