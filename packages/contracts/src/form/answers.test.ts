import { describe, expect, it } from 'vitest';
import { checkFieldAnswer, checkFormAnswers, formAnswerProblemText, formFields, isFieldVisible } from './answers';
import type { FormFieldNode } from './schema';
import { testField as field, testForm as form } from './test-forms';

const ruleOf = (f: FormFieldNode, value: unknown, context = {}) => checkFieldAnswer(f, value, context)?.rule;
const keyOf = (f: FormFieldNode, value: unknown, context = {}) => checkFieldAnswer(f, value, context)?.message;

const colours = {
  source: 'static' as const,
  items: [
    { label: '红', value: 'red' },
    { label: '蓝', value: 'blue' },
  ],
};
const areas = {
  source: 'static' as const,
  items: [
    {
      label: '华东',
      value: 'east',
      children: [
        { label: '上海', value: 'sh' },
        { label: '江苏', value: 'js', children: [{ label: '南京', value: 'nj' }] },
      ],
    },
    { label: '西部', value: 'west' },
  ],
};
const PDF = '/profile/upload/2026/11/27/plan_0a1b2c3d4e5f6a7b.pdf';
const PNG = '/profile/upload/2026/11/27/photo_0a1b2c3d4e5f6a7b.png';

describe('formFields', () => {
  it('lists fields in document order, rows column by column, dividers skipped', () => {
    const schema = form(
      field('input', { name: 'a' }),
      { id: 'd1', type: 'divider', label: '分隔' },
      {
        id: 'r1',
        type: 'row',
        gutter: 16,
        columns: [
          { id: 'c1', span: 12, children: [field('input', { name: 'b' }), { id: 'd2', type: 'divider' }] },
          { id: 'c2', span: 12, children: [field('number', { name: 'c' }), field('date', { name: 'd' })] },
        ],
      },
      field('switch', { name: 'e' }),
    );
    expect(formFields(schema).map((f) => f.name)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('checkFieldAnswer: required and blank', () => {
  it('refuses every kind of blank answer to a required field and names the label', () => {
    const f = field('input', { required: true, label: '项目名称' });
    for (const blank of [undefined, null, '', []]) {
      expect(checkFieldAnswer(f, blank)).toEqual({
        field: 'input',
        label: '项目名称',
        rule: 'required',
        message: 'form.answer.required',
        params: { label: '项目名称' },
        custom: false,
      });
    }
    expect(formAnswerProblemText(checkFieldAnswer(f, '') as never, 'zh-CN')).toBe('项目名称不能为空');
    expect(formAnswerProblemText(checkFieldAnswer(f, '') as never, 'en-US')).toBe('项目名称 is required');
  });

  it('accepts a blank answer to a field that is not required without applying its rules', () => {
    const f = field('input', { rules: [{ kind: 'length', min: 3 }] });
    expect(checkFieldAnswer(f, '')).toBeUndefined();
    expect(checkFieldAnswer(f, undefined)).toBeUndefined();
    expect(ruleOf(f, 'ab')).toBe('length');
  });

  it('counts false as an answer to a switch, and no star as no answer to a required rate', () => {
    expect(checkFieldAnswer(field('switch', { required: true }), false)).toBeUndefined();
    expect(ruleOf(field('rate', { required: true }), 0)).toBe('required');
    expect(checkFieldAnswer(field('rate'), 0)).toBeUndefined();
  });
});

describe('checkFieldAnswer: the shape of each type', () => {
  const cases: [FormFieldNode, unknown[], unknown[]][] = [
    [field('input'), ['text'], [3, true, ['a'], { a: 1 }]],
    [field('password'), ['s3cret'], [12]],
    [field('textarea'), ['line\nline'], [false]],
    [field('richText'), ['<p>x</p>'], [1]],
    [field('number'), [0, -3.5, 42], ['42', Number.POSITIVE_INFINITY, Number.NaN]],
    [field('slider'), [0, 50, 100], ['50']],
    [field('rate'), [1, 5], ['3']],
    [field('select', { options: colours }), ['red'], [['red'], 1]],
    [field('select', { options: colours, multiple: true }), [['red', 'blue']], ['red', ['red', 'red'], [1]]],
    [field('radio', { options: colours }), ['blue'], [['blue'], true]],
    [field('checkbox', { options: colours }), [['red']], ['red', [''], ['red', 'red']]],
    [field('switch'), [true, false], ['true', 1]],
    [field('date'), ['2026-02-28', '2024-02-29'], ['2026-02-30', '2026-2-1', '2026-02-28 10:00:00', 20260228]],
    [field('dateRange'), [['2026-01-01', '2026-01-31']], [['2026-01-01'], '2026-01-01', ['2026-01-01', 'x']]],
    [field('time'), ['00:00:00', '23:59:59'], ['24:00:00', '9:00:00', '09:00']],
    [field('cascader', { options: areas }), [['east', 'sh']], ['east', [1]]],
    [field('region', { level: 3 }), ['110101', '44'], ['11010a', '1', 110101]],
    [
      field('upload', { limit: 2 }),
      // A stored file elsewhere than the upload area (the demo edition's) keeps its shape.
      [PDF, `${PDF},${PNG}`, '/profile/demo/guardian-consent.pdf'],
      [['a.pdf'], 'https://evil.example/a.pdf', '/profile/upload/../x.pdf', '/etc/x.pdf'],
    ],
  ];
  it.each(cases.map((c) => [c[0].type, ...c] as const))('%s', (_type, f, good, bad) => {
    for (const value of good) expect(checkFieldAnswer(f, value), JSON.stringify(value)).toBeUndefined();
    for (const value of bad) expect(ruleOf(f, value), JSON.stringify(value)).toBe('type');
  });

  it('names what is expected in both languages', () => {
    const problem = checkFieldAnswer(field('date', { label: '出生日期' }), '2026/01/01');
    expect(problem?.params.type).toEqual({ 'zh-CN': '日期（yyyy-MM-dd）', 'en-US': 'a date (yyyy-MM-dd)' });
    expect(formAnswerProblemText(problem as never, 'en-US')).toBe('出生日期 must be a date (yyyy-MM-dd)');
  });

  it('caps texts: input 2000, textarea 10000, rich text 200000 characters', () => {
    expect(checkFieldAnswer(field('input'), 'x'.repeat(2000))).toBeUndefined();
    expect(keyOf(field('input'), 'x'.repeat(2001))).toBe('form.answer.tooLong');
    expect(checkFieldAnswer(field('textarea'), 'x'.repeat(10_000))).toBeUndefined();
    expect(keyOf(field('textarea'), 'x'.repeat(10_001))).toBe('form.answer.tooLong');
    expect(keyOf(field('richText'), 'x'.repeat(200_001))).toBe('form.answer.tooLong');
  });

  it('refuses a date range that ends before it starts', () => {
    expect(keyOf(field('dateRange'), ['2026-02-01', '2026-01-31'])).toBe('form.answer.dateOrder');
    expect(checkFieldAnswer(field('dateRange'), ['2026-02-01', '2026-02-01'])).toBeUndefined();
  });
});

describe('checkFieldAnswer: options, regions, bounds, files', () => {
  it('takes static options only', () => {
    expect(ruleOf(field('radio', { options: colours }), 'green')).toBe('option');
    expect(ruleOf(field('checkbox', { options: colours }), ['red', 'green'])).toBe('option');
    expect(ruleOf(field('select', { options: colours, multiple: true }), ['green'])).toBe('option');
  });

  it('takes a cascader path from the top down to a leaf', () => {
    const f = field('cascader', { options: areas });
    expect(checkFieldAnswer(f, ['east', 'js', 'nj'])).toBeUndefined();
    expect(checkFieldAnswer(f, ['west'])).toBeUndefined();
    expect(ruleOf(f, ['east'])).toBe('option');
    expect(ruleOf(f, ['east', 'nj'])).toBe('option');
    expect(ruleOf(f, ['sh'])).toBe('option');
    expect(ruleOf(f, ['west', 'x'])).toBe('option');
  });

  it('checks dictionary options when the dictionary is known, and only then', () => {
    const f = field('select', { options: { source: 'dict', dictType: 'comp_industry' } });
    const dictValues = (type: string) => (type === 'comp_industry' ? ['ai', 'bio'] : undefined);
    expect(checkFieldAnswer(f, 'ai', { dictValues })).toBeUndefined();
    expect(ruleOf(f, 'car', { dictValues })).toBe('option');
    expect(checkFieldAnswer(f, 'car')).toBeUndefined();
    expect(checkFieldAnswer(f, 'car', { dictValues: () => undefined })).toBeUndefined();
  });

  it('checks regions with the lookup, and their depth against the level', () => {
    const known = new Set(['110000', '110100', '110101']);
    const regionExists = (code: string) => known.has(code);
    const city = field('region', { level: 2 });
    expect(checkFieldAnswer(city, '110100', { regionExists })).toBeUndefined();
    expect(checkFieldAnswer(city, '110000', { regionExists })).toBeUndefined();
    expect(keyOf(city, '110101', { regionExists })).toBe('form.answer.regionLevel');
    expect(keyOf(city, '120000', { regionExists })).toBe('form.answer.region');
    expect(checkFieldAnswer(field('region'), '110101', { regionExists })).toBeUndefined();
  });

  it("keeps numbers within the control's bounds", () => {
    const f = field('number', { min: 1, max: 10, precision: 1 });
    expect(checkFieldAnswer(f, 9.5)).toBeUndefined();
    expect(checkFieldAnswer(f, 11)).toMatchObject({
      rule: 'range',
      message: 'form.rule.rangeBetween',
      params: { min: 1, max: 10 },
    });
    expect(keyOf(f, 0)).toBe('form.rule.rangeBetween');
    expect(keyOf(f, 2.25)).toBe('form.answer.precision');
    expect(keyOf(field('slider'), 101)).toBe('form.rule.rangeBetween');
    expect(keyOf(field('slider', { step: 5 }), 12)).toBe('form.answer.step');
    expect(keyOf(field('rate', { count: 5 }), 6)).toBe('form.rule.rangeBetween');
    expect(keyOf(field('rate'), 3.5)).toBe('form.answer.step');
    expect(checkFieldAnswer(field('rate', { allowHalf: true }), 3.5)).toBeUndefined();
  });

  it('counts files against the limit (one by default) and checks their types', () => {
    expect(keyOf(field('upload'), `${PDF},${PNG}`)).toBe('form.answer.fileCount');
    expect(checkFieldAnswer(field('upload', { limit: 2 }), `${PDF},${PNG}`)).toBeUndefined();
    expect(keyOf(field('upload', { fileTypes: ['pdf'] }), PNG)).toBe('form.answer.fileType');
    expect(keyOf(field('upload', { uploadKind: 'image' }), PDF)).toBe('form.answer.fileType');
    expect(checkFieldAnswer(field('upload', { uploadKind: 'image' }), PNG)).toBeUndefined();
  });
});

describe('checkFieldAnswer: rules', () => {
  it('counts characters of a text and items of a list', () => {
    const name = field('input', { rules: [{ kind: 'length', min: 2, max: 4 }] });
    expect(checkFieldAnswer(name, '张三')).toBeUndefined();
    expect(checkFieldAnswer(name, '😀😀')).toBeUndefined();
    expect(checkFieldAnswer(name, '张')).toMatchObject({
      rule: 'length',
      message: 'form.rule.lengthBetween',
      params: { min: 2, max: 4 },
    });
    expect(keyOf(field('input', { rules: [{ kind: 'length', min: 2 }] }), 'a')).toBe('form.rule.lengthMin');
    expect(keyOf(field('input', { rules: [{ kind: 'length', max: 2 }] }), 'abc')).toBe('form.rule.lengthMax');
    const picks = field('checkbox', { options: colours, rules: [{ kind: 'length', max: 1 }] });
    expect(keyOf(picks, ['red', 'blue'])).toBe('form.rule.itemsMax');
    expect(checkFieldAnswer(picks, ['red'])).toBeUndefined();
  });

  it('matches patterns on texts with the u flag', () => {
    const code = field('input', { rules: [{ kind: 'pattern', pattern: '^[A-Z]{2}\\d{4}$' }] });
    expect(checkFieldAnswer(code, 'AB1234')).toBeUndefined();
    expect(checkFieldAnswer(code, 'ab1234')).toMatchObject({ rule: 'pattern', message: 'form.rule.pattern' });
    const han = field('input', { rules: [{ kind: 'pattern', pattern: '^\\p{Script=Han}+$' }] });
    expect(checkFieldAnswer(han, '张三')).toBeUndefined();
    expect(ruleOf(han, 'Zhang')).toBe('pattern');
  });

  it('refuses a text longer than a pattern is ever run on', () => {
    const f = field('textarea', { rules: [{ kind: 'pattern', pattern: '^[a-z]+$' }] });
    expect(checkFieldAnswer(f, 'a'.repeat(2000))).toBeUndefined();
    expect(ruleOf(f, 'a'.repeat(2001))).toBe('pattern');
  });

  it('never runs an unsafe pattern', () => {
    const f = field('input', { rules: [{ kind: 'pattern', pattern: '^(a+)+$' }] });
    const started = Date.now();
    expect(checkFieldAnswer(f, `${'a'.repeat(40)}!`)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('bounds numbers with range rules', () => {
    const age = field('number', { rules: [{ kind: 'range', min: 18, max: 35 }] });
    expect(checkFieldAnswer(age, 18)).toBeUndefined();
    expect(keyOf(age, 17)).toBe('form.rule.rangeBetween');
    expect(keyOf(field('number', { rules: [{ kind: 'range', max: 3 }] }), 4)).toBe('form.rule.rangeMax');
    expect(formAnswerProblemText(checkFieldAnswer(age, 40) as never, 'zh-CN')).toBe('L_number须在18到35之间');
  });

  it('answers the first broken rule, with its own message when it has one', () => {
    const f = field('input', {
      rules: [
        { kind: 'length', max: 6, message: '最多六个字' },
        { kind: 'pattern', pattern: '^\\d+$', message: 'digits only' },
      ],
    });
    expect(checkFieldAnswer(f, '1234567')).toMatchObject({ rule: 'length', message: '最多六个字', custom: true });
    expect(checkFieldAnswer(f, 'abc')).toMatchObject({ rule: 'pattern', message: 'digits only', custom: true });
    expect(formAnswerProblemText(checkFieldAnswer(f, 'abc') as never, 'zh-CN')).toBe('digits only');
    expect(checkFieldAnswer(f, '123')).toBeUndefined();
  });
});

describe('visible-when', () => {
  const chained = form(
    field('radio', {
      name: 'a',
      options: {
        source: 'static',
        items: [
          { label: '是', value: 'yes' },
          { label: '否', value: 'no' },
        ],
      },
    }),
    field('input', { name: 'b', required: true, visibleWhen: { field: 'a', op: 'eq', value: 'yes' } }),
    field('input', { name: 'c', required: true, visibleWhen: { field: 'b', op: 'notEmpty' } }),
  );
  const [, b, c] = formFields(chained);

  it('chains: C shows when B shows and is answered, B when A is yes', () => {
    expect(isFieldVisible(chained, b, { a: 'yes' })).toBe(true);
    expect(isFieldVisible(chained, c, { a: 'yes', b: 'x' })).toBe(true);
    expect(isFieldVisible(chained, c, { a: 'no', b: 'x' })).toBe(false);
    expect(isFieldVisible(chained, c, { a: 'yes', b: '' })).toBe(false);
    expect(isFieldVisible(chained, b, {})).toBe(false);
  });

  it('applies each operator', () => {
    const base = (type: FormFieldNode['type'], extra = {}) => field(type, { name: 'x', ...extra });
    const shows = (named: FormFieldNode, when: FormFieldNode['visibleWhen'], answer: unknown) => {
      const schema = form(named, field('input', { name: 'y', visibleWhen: when }));
      return isFieldVisible(schema, formFields(schema)[1], { x: answer });
    };
    const list = base('checkbox', { options: colours });
    expect(shows(list, { field: 'x', op: 'eq', value: 'red' }, ['blue', 'red'])).toBe(true);
    expect(shows(list, { field: 'x', op: 'eq', value: 'red' }, ['blue'])).toBe(false);
    expect(shows(list, { field: 'x', op: 'ne', value: 'red' }, ['blue'])).toBe(true);
    expect(shows(list, { field: 'x', op: 'in', value: ['red', 'green'] }, ['red'])).toBe(true);
    expect(shows(list, { field: 'x', op: 'notIn', value: ['red'] }, ['red'])).toBe(false);
    const text = base('input');
    expect(shows(text, { field: 'x', op: 'in', value: ['a', 'b'] }, 'b')).toBe(true);
    expect(shows(text, { field: 'x', op: 'notIn', value: ['a', 'b'] }, 'c')).toBe(true);
    expect(shows(text, { field: 'x', op: 'empty' }, undefined)).toBe(true);
    expect(shows(text, { field: 'x', op: 'empty' }, null)).toBe(true);
    expect(shows(text, { field: 'x', op: 'empty' }, 'z')).toBe(false);
    expect(shows(text, { field: 'x', op: 'ne', value: 'a' }, undefined)).toBe(true);
    const n = base('number');
    expect(shows(n, { field: 'x', op: 'gt', value: 3 }, 4)).toBe(true);
    expect(shows(n, { field: 'x', op: 'gt', value: 3 }, 3)).toBe(false);
    expect(shows(n, { field: 'x', op: 'lt', value: 3 }, 2)).toBe(true);
    expect(shows(n, { field: 'x', op: 'lt', value: 3 }, undefined)).toBe(false);
    expect(shows(base('switch'), { field: 'x', op: 'eq', value: true }, true)).toBe(true);
    expect(shows(base('switch'), { field: 'x', op: 'eq', value: true }, false)).toBe(false);
  });

  it('hides a field whose condition names a missing field', () => {
    const schema = form(field('input', { name: 'y', visibleWhen: { field: 'ghost', op: 'empty' } }));
    expect(isFieldVisible(schema, formFields(schema)[0], {})).toBe(false);
  });

  it('does not read inherited keys as answers', () => {
    const schema = form(
      field('input', { name: 'constructor' }),
      field('input', { name: 'y', visibleWhen: { field: 'constructor', op: 'notEmpty' } }),
    );
    expect(isFieldVisible(schema, formFields(schema)[1], {})).toBe(false);
  });
});

describe('checkFormAnswers', () => {
  const schema = form(
    field('radio', {
      name: 'hasTeam',
      required: true,
      options: {
        source: 'static',
        items: [
          { label: '是', value: 'yes' },
          { label: '否', value: 'no' },
        ],
      },
    }),
    field('number', {
      name: 'teamSize',
      required: true,
      visibleWhen: { field: 'hasTeam', op: 'eq', value: 'yes' },
      rules: [{ kind: 'range', min: 2, max: 5 }],
    }),
    field('input', { name: 'teamName', required: true, visibleWhen: { field: 'teamSize', op: 'gt', value: 2 } }),
    field('textarea', { name: 'intro', rules: [{ kind: 'length', max: 10 }] }),
  );

  it('checks visible fields only and drops hidden and unknown answers', () => {
    const result = checkFormAnswers(schema, { hasTeam: 'no', teamSize: 99, teamName: '', stray: 'x', intro: 'short' });
    expect(result).toEqual({ problems: [], answers: { hasTeam: 'no', intro: 'short' } });
  });

  it('answers each visible field’s first problem in document order', () => {
    const result = checkFormAnswers(schema, { hasTeam: 'yes', teamSize: 3, intro: 'far too long for ten' });
    expect(result.problems.map((p) => [p.field, p.rule])).toEqual([
      ['teamName', 'required'],
      ['intro', 'length'],
    ]);
    expect(result.answers).toEqual({ hasTeam: 'yes', teamSize: 3, intro: 'far too long for ten' });
    // A field shows on the answer given, valid or not: teamName shows for 9 as the page shows it.
    expect(checkFormAnswers(schema, { hasTeam: 'yes', teamSize: 9 }).problems.map((p) => [p.field, p.rule])).toEqual([
      ['teamSize', 'range'],
      ['teamName', 'required'],
    ]);
    expect(checkFormAnswers(schema, {}).problems.map((p) => p.field)).toEqual(['hasTeam']);
  });

  it('passes the lookups on', () => {
    const dict = form(field('select', { name: 's', options: { source: 'dict', dictType: 't' } }));
    expect(checkFormAnswers(dict, { s: 'z' }, { dictValues: () => ['a'] }).problems.map((p) => p.rule)).toEqual([
      'option',
    ]);
  });
});
