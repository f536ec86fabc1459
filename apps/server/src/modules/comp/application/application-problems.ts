import type { Locale } from '@cbo/contracts';

type Text = Readonly<Record<Locale, string>>;

/** What is wrong with a field of an application, in both languages (put into error.invalidField). */
export const problems = {
  notThisEdition: { 'zh-CN': '不是本届次', 'en-US': 'is not this edition' },
  notATrack: { 'zh-CN': '不是本届次的赛道', 'en-US': 'is not a track of this edition' },
  notACategory: { 'zh-CN': '不是该赛道的组别', 'en-US': 'is not a group category of the track' },
  notARegion: { 'zh-CN': '不是已知的地区', 'en-US': 'is not a known region' },
  notAnOrganisation: { 'zh-CN': '不是已知的单位', 'en-US': 'is not a known organisation' },
  outsideScope: { 'zh-CN': '超出您的大赛数据范围', 'en-US': 'is outside your competition data scope' },
  notAField: { 'zh-CN': '不是该赛道的附加字段', 'en-US': 'is not a field of the track' },
  notAnUpload: { 'zh-CN': '不是已上传的文件', 'en-US': 'is not an uploaded file' },
  personTwice: { 'zh-CN': '与团队中已有的成员是同一人', 'en-US': 'names a person already in the team' },
} as const satisfies Record<string, Text>;

/** An import issue's rule in words (the report shows these, never the rule codes). */
export const RULE_WORDS: Record<string, Text> = {
  format: { 'zh-CN': '格式不正确', 'en-US': 'Wrong format' },
  reference: { 'zh-CN': '不是有效的选项', 'en-US': 'Not a valid choice' },
  scope: { 'zh-CN': '超出数据范围', 'en-US': 'Outside your data scope' },
  idNumber: { 'zh-CN': '身份证号码无效', 'en-US': 'Invalid ID number' },
  duplicate: { 'zh-CN': '成员重复', 'en-US': 'Person listed twice' },
  age: { 'zh-CN': '年龄不符', 'en-US': 'Outside the age bounds' },
  teamSize: { 'zh-CN': '团队人数不符', 'en-US': 'Team size' },
  requiredField: { 'zh-CN': '必填项为空', 'en-US': 'Required' },
  fieldType: { 'zh-CN': '取值不符', 'en-US': 'Wrong kind of value' },
  // The rules of a track's saved form (docs/forms.md): its rule code's names, and eligibility's.
  fieldRule: { 'zh-CN': '不符合字段规则', 'en-US': "Breaks the field's rule" },
  type: { 'zh-CN': '取值不符', 'en-US': 'Wrong kind of value' },
  option: { 'zh-CN': '不是有效的选项', 'en-US': 'Not a valid choice' },
  length: { 'zh-CN': '长度不符', 'en-US': 'Wrong length' },
  pattern: { 'zh-CN': '格式不正确', 'en-US': 'Wrong format' },
  range: { 'zh-CN': '超出范围', 'en-US': 'Out of range' },
  oneEntry: { 'zh-CN': '每人每届限报一项', 'en-US': 'One entry per person' },
  owner: { 'zh-CN': '负责人账号', 'en-US': "Leader's account" },
};

export const ruleWords = (rule: string, locale: Locale): string => RULE_WORDS[rule]?.[locale] ?? rule;

/** Why a text is not an ID number (lib/id-number.ts). */
export const ID_PROBLEMS: Record<string, Text> = {
  format: { 'zh-CN': '应为 18 位（或旧式 15 位）', 'en-US': 'it must have 18 characters (or 15 digits)' },
  checkDigit: { 'zh-CN': '校验位不符', 'en-US': 'the check character does not match' },
  birthDate: { 'zh-CN': '出生日期无效', 'en-US': 'the birth date is not a real date' },
};

export const notAnIdNumber = (why: string): Text => ({
  'zh-CN': `不是有效的身份证号码：${ID_PROBLEMS[why]?.['zh-CN'] ?? why}`,
  'en-US': `is not a valid ID number: ${ID_PROBLEMS[why]?.['en-US'] ?? why}`,
});

export const enteredInRow = (name: string, row: number): Text => ({
  'zh-CN': `${name} 已在第 ${row} 行申报，每人每届只能参加一个项目`,
  'en-US': `${name} is already entered in row ${row}; one entry per person per edition`,
});

export const enteredIn = (code: string): Text => ({
  'zh-CN': `已参加本届申报 ${code}，每人每届只能参加一个项目`,
  'en-US': `already takes part in application ${code}; one entry per person per edition`,
});
