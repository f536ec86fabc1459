import { describe, expect, it } from 'vitest';
import { type TrackField, trackField } from '../endpoints/competition';
import { formSchema, formSchemaProblems } from './answers';
import { testField as field, testForm as form } from './test-forms';
import { formOfTrackFields, trackFieldsOfForm } from './track-fields';

const legacy: TrackField[] = [
  { key: 'school', label: '学校', type: 'text', dictType: null, required: true, order: 1 },
  { key: 'members', label: '人数', type: 'number', dictType: null, required: false, order: 2 },
  { key: 'industry', label: '行业', type: 'select', dictType: 'comp_industry', required: true, order: 3 },
  { key: 'founded', label: '成立日期', type: 'date', dictType: null, required: false, order: 4 },
  { key: 'intro', label: '简介', type: 'textarea', dictType: null, required: false, order: 5 },
  { key: 'consent', label: '同意书', type: 'file', dictType: null, required: true, order: 6 },
];

describe('the track-field bridge', () => {
  it('round-trips the former editor’s six types', () => {
    const schema = formOfTrackFields(legacy);
    expect(trackFieldsOfForm(schema)).toEqual(legacy);
    expect(formSchema.safeParse(schema).success).toBe(true);
  });

  it('makes what migration 0031 makes of a track’s fields', () => {
    const schema = formOfTrackFields([
      { key: 'b', label: 'B', type: 'file', dictType: null, required: false, order: 2 },
      { key: 'a', label: 'A', type: 'select', dictType: 'comp_industry', required: true, order: 1 },
      { key: 'c', label: 'C', type: 'select', dictType: null, required: false, order: 2 },
    ]);
    expect(schema).toEqual({
      schemaVersion: 1,
      config: { labelPosition: 'top', labelWidth: 120, size: 'middle' },
      nodes: [
        {
          id: 'f_a',
          type: 'select',
          name: 'a',
          label: 'A',
          required: true,
          rules: [],
          span: 12,
          disabled: false,
          options: { source: 'dict', dictType: 'comp_industry' },
        },
        {
          id: 'f_b',
          type: 'upload',
          name: 'b',
          label: 'B',
          required: false,
          rules: [],
          span: 24,
          disabled: false,
          uploadKind: 'file',
          limit: 1,
          fileSize: 20,
          fileTypes: ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'png', 'jpg', 'jpeg'],
        },
        { id: 'f_c', type: 'select', name: 'c', label: 'C', required: false, rules: [], span: 12, disabled: false },
      ],
    });
    // A select without a dictionary stays a select without one, as the summary had it.
    expect(trackFieldsOfForm(schema)[2]).toMatchObject({ type: 'select', dictType: null });
  });

  it('summarises every field type, choices included', () => {
    const colours = {
      source: 'static' as const,
      items: [
        { label: '红', value: 'red' },
        { label: '蓝', value: 'blue' },
      ],
    };
    const schema = form(
      field('password'),
      field('richText'),
      field('slider'),
      field('rate'),
      field('radio', { options: colours }),
      field('radio', { name: 'radioDict', options: { source: 'dict', dictType: 'd' } }),
      field('select', { name: 'multiSelect', multiple: true, options: { source: 'dict', dictType: 'd' } }),
      field('checkbox', { options: colours }),
      field('cascader', {
        options: {
          source: 'static',
          items: [
            { label: '华东', value: 'east', children: [{ label: '上海', value: 'sh' }] },
            { label: '西部', value: 'west' },
          ],
        },
      }),
      field('switch'),
      field('dateRange'),
      field('time'),
      field('region', { required: true }),
    );
    const summary = trackFieldsOfForm(schema);
    expect(summary.map((f) => [f.key, f.type, f.dictType])).toEqual([
      ['password', 'text', null],
      ['richText', 'textarea', null],
      ['slider', 'number', null],
      ['rate', 'number', null],
      ['radio', 'choice', null],
      ['radioDict', 'select', 'd'],
      ['multiSelect', 'multi', 'd'],
      ['checkbox', 'multi', null],
      ['cascader', 'multi', null],
      ['switch', 'switch', null],
      ['dateRange', 'dateRange', null],
      ['time', 'time', null],
      ['region', 'region', null],
    ]);
    expect(summary[4].options).toEqual([
      { label: '红', value: 'red' },
      { label: '蓝', value: 'blue' },
    ]);
    expect(summary[8].options).toEqual([
      { label: '华东 / 上海', value: 'east / sh' },
      { label: '西部', value: 'west' },
    ]);
    expect(summary.map((f) => f.order)).toEqual(summary.map((_f, i) => i + 1));
    expect(summary[12].required).toBe(true);
    // The summary is a valid track field list, which the track's schemas accept.
    for (const one of summary) expect(trackField.parse(one)).toEqual(one);
    // And the newer types come back as fields of the form's kinds.
    const back = formOfTrackFields(summary);
    expect(formSchemaProblems(back).filter((p) => p.message !== 'form.schema.optionsRequired')).toEqual([]);
    expect(back.nodes.map((n) => n.type)).toEqual([
      'input',
      'textarea',
      'number',
      'number',
      'radio',
      'select',
      'checkbox',
      'checkbox',
      'checkbox',
      'switch',
      'dateRange',
      'time',
      'region',
    ]);
  });

  it('keeps older summaries valid: no options, order and dictType defaulted', () => {
    expect(trackField.parse({ key: 'a', label: 'A', type: 'text' })).toEqual({
      key: 'a',
      label: 'A',
      type: 'text',
      dictType: null,
      required: false,
      order: 0,
    });
  });
});
