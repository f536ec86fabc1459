import { type FormSchemaInput, formatMessage, formOfTrackFields, formSchema } from '@cbo/contracts';
import { describe, expect, it } from 'vitest';
import { checkCharOf } from '../../../lib/id-number';
import { type EligibilityInput, eligibilityProblems, oneEntryProblem, type TrackRules } from './eligibility';

/** A valid ID number of someone born on `birth` (yyyyMMdd). */
const idOf = (birth: string, seq = '123') => {
  const first17 = `110105${birth}${seq}`;
  return first17 + checkCharOf(first17);
};

const teenage: TrackRules = {
  ageMin: 6,
  ageMax: 18,
  ageRefDate: '2026-09-01',
  teamMin: 1,
  teamMax: 3,
  attachments: ['business_plan'],
  // The former extra fields, as the migration turned them into a saved form (docs/forms.md, Tracks).
  form: formOfTrackFields([
    { key: 'school', label: '学校', type: 'text', dictType: null, required: true, order: 1 },
    { key: 'grade', label: '年级', type: 'select', dictType: 'comp_grade', required: false, order: 2 },
    { key: 'hours', label: '投入时长', type: 'number', dictType: null, required: false, order: 3 },
  ]),
};

const eligible: EligibilityInput = {
  members: [{ name: '张三', idNumber: idOf('20100301') }],
  answers: { school: '第一中学', grade: 'g8', hours: 120 },
  attachmentKinds: ['business_plan'],
};

const grades = (dictType: string) => (dictType === 'comp_grade' ? ['g7', 'g8', 'g9'] : undefined);
const check = (input: Partial<EligibilityInput>, track: TrackRules = teenage) =>
  eligibilityProblems(track, { ...eligible, ...input }, '2026-11-23', { dictValues: grades });

const stages = [
  { label: '创意', value: 'idea' },
  { label: '初创', value: 'startup' },
];

describe('eligibility', () => {
  it('passes an application that meets every rule', () => {
    expect(check({})).toEqual([]);
  });

  it('counts ages on the track reference date: 18 on the day is in, 19 is out, 5 is too young', () => {
    expect(check({ members: [{ name: '甲', idNumber: idOf('20080901') }] })).toEqual([]);
    const old = check({ members: [{ name: '乙', idNumber: idOf('20070831') }] });
    expect(old).toMatchObject([{ rule: 'age', field: 'members[0].idNumber', params: { age: 19 } }]);
    expect(formatMessage('eligibility.age', 'zh-CN', old[0].params)).toBe(
      '乙 按 2026-09-01 计算为 19 周岁，不符合本赛道年龄要求（6 至 18 岁）',
    );
    expect(check({ members: [{ name: '丙', idNumber: idOf('20200902') }] })).toMatchObject([
      { rule: 'age', params: { age: 5 } },
    ]);
  });

  it('counts a 29 February birth as a year older only on 1 March outside leap years', () => {
    const track = { ...teenage, ageMin: 18, ageMax: null, ageRefDate: '2026-02-28' };
    const leapling = { members: [{ name: '闰', idNumber: idOf('20080229') }] };
    expect(check(leapling, track)).toMatchObject([{ rule: 'age', params: { age: 17, max: '-' } }]);
    expect(check(leapling, { ...track, ageRefDate: '2026-03-01' })).toEqual([]);
  });

  it('counts ages on the registration start when the track names no reference date', () => {
    const track = { ...teenage, ageRefDate: null, registrationStart: '2026-10-01 00:00:00' };
    // 18 on 2026-10-01, 19 by "today" (2026-11-23): still in for the whole edition.
    expect(check({ members: [{ name: '丁', idNumber: idOf('20071101') }] }, track)).toEqual([]);
    expect(check({ members: [{ name: '丁', idNumber: idOf('20070930') }] }, track)).toMatchObject([
      { rule: 'age', params: { age: 19, date: '2026-10-01' } },
    ]);
  });

  it("uses today's date when neither the track nor the edition names one", () => {
    const track = { ...teenage, ageRefDate: null, registrationStart: null };
    // 18 on the day itself: in.
    expect(check({ members: [{ name: '丁', idNumber: idOf('20081123') }] }, track)).toEqual([]);
    expect(check({ members: [{ name: '丁', idNumber: idOf('20071122') }] }, track)).toMatchObject([
      { rule: 'age', params: { age: 19, date: '2026-11-23' } },
    ]);
  });

  it('names a broken ID number by its problem, in the reader language', () => {
    const good = idOf('20100301');
    const wrongCheck = `${good.slice(0, 17)}${good[17] === '0' ? '1' : '0'}`;
    const [problem] = check({ members: [{ name: '戊', idNumber: wrongCheck }] });
    expect(problem).toMatchObject({ rule: 'idNumber', field: 'members[0].idNumber' });
    expect(formatMessage('eligibility.idNumber', 'zh-CN', problem.params)).toBe('戊 的身份证号码不正确，校验位不符');
    expect(formatMessage('eligibility.idNumber', 'en-US', problem.params)).toBe(
      "戊's ID number is not valid, the check character does not match",
    );
    expect(check({ members: [{ name: '己', idNumber: '1101051' }] })[0].params.problem).toMatchObject({
      'en-US': 'it must have 18 characters (or 15 digits)',
    });
  });

  it('keeps the team within the bounds', () => {
    const four = ['甲', '乙', '丙', '丁'].map((name, i) => ({ name, idNumber: idOf('20100301', `12${i}`) }));
    expect(check({ members: four })).toMatchObject([
      { rule: 'teamSize', field: 'members', params: { count: 4, max: 3 } },
    ]);
    expect(check({ members: [] })).toMatchObject([{ rule: 'teamSize', params: { count: 0, min: 1 } }]);
  });

  it('asks for required fields and well-typed answers, a select from its dictionary', () => {
    const problems = check({ answers: { school: ' ', grade: 'g12', hours: '120' } });
    expect(problems.map((p) => [p.rule, p.field])).toEqual([
      ['fieldType', 'answers.grade'],
      ['fieldType', 'answers.hours'],
    ]);
    expect(check({ answers: { grade: 'g7' } })).toMatchObject([{ rule: 'requiredField', field: 'answers.school' }]);
  });

  it("checks answers by the track's form: its rules with their messages, and only the fields its conditions show", () => {
    const document: FormSchemaInput = {
      schemaVersion: 1,
      nodes: [
        { id: 'a', type: 'radio', name: 'stage', label: '阶段', options: { source: 'static', items: stages } },
        {
          id: 'b',
          type: 'textarea',
          name: 'plan',
          label: '计划',
          required: true,
          rules: [{ kind: 'length', max: 5 }],
          visibleWhen: { field: 'stage', op: 'eq', value: 'startup' },
        },
        {
          id: 'c',
          type: 'input',
          name: 'code',
          label: '编号',
          rules: [{ kind: 'pattern', pattern: '^[A-Z]{2}\\d{4}$', message: '编号须为两个大写字母加四位数字' }],
        },
      ],
    };
    const track = { ...teenage, form: formSchema.parse(document) };
    const answers = (more: Record<string, unknown>) => ({ answers: more });
    // Hidden: the plan is neither required nor checked.
    expect(check(answers({ stage: 'idea', plan: 'far too long' }), track)).toEqual([]);
    const shown = check(answers({ stage: 'startup', code: 'ab12' }), track);
    expect(shown.map((p) => [p.rule, p.field])).toEqual([
      ['requiredField', 'answers.plan'],
      ['fieldRule', 'answers.code'],
    ]);
    expect(formatMessage(shown[0].message, 'zh-CN', shown[0].params)).toBe('计划不能为空');
    expect(formatMessage(shown[1].message, 'en-US', shown[1].params)).toBe('编号须为两个大写字母加四位数字');
    const [tooLong] = check(answers({ stage: 'startup', plan: '一二三四五六', code: 'AB1234' }), track);
    expect(tooLong).toMatchObject({ rule: 'fieldRule', field: 'answers.plan' });
    expect(formatMessage(tooLong.message, 'zh-CN', tooLong.params)).toContain('计划');
    expect(check(answers({ stage: 'startup', plan: '一二三', code: 'AB1234' }), track)).toEqual([]);
  });

  it('leaves an upload answer to the file checks at save time, asking only that a required one is there', () => {
    const track = {
      ...teenage,
      form: formOfTrackFields([
        { key: 'consent', label: '监护人同意书', type: 'file', dictType: null, required: true, order: 1 },
      ]),
    };
    // The demo edition's files live outside the upload area; the file checks accepted them when saved.
    expect(check({ answers: { consent: '/profile/demo/guardian-consent.pdf' } }, track)).toEqual([]);
    expect(check({ answers: {} }, track)).toMatchObject([{ rule: 'requiredField', field: 'answers.consent' }]);
  });

  it('asks for the required attachments', () => {
    expect(check({ attachmentKinds: ['pitch_deck'] })).toMatchObject([
      { rule: 'requiredAttachment', field: 'attachments.business_plan' },
    ]);
  });

  it('describes a second entry of one person in an edition, naming no other application', () => {
    const problem = oneEntryProblem(1, { name: '庚', idNumber: idOf('20100301') });
    expect(formatMessage(problem.message, 'zh-CN', problem.params)).toBe(
      'members[1].idNumber：庚的身份证号已在本届其他已提交的申报中，每人每届只能参加一个项目，请联系赛事组织方',
    );
    expect(formatMessage(problem.message, 'en-US', problem.params)).toContain(
      'please contact the competition organisers',
    );
  });
});
