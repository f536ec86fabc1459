import { attachmentKindLabel, type MessageKey, type MessageParams, type TrackField } from '@cbo/contracts';
import { ageReferenceDate, checkTrackAge } from '../competition/track-age';
import { ID_PROBLEMS } from './application-problems';

/** What a track asks of an application (comp_track). */
export interface TrackRules {
  ageMin: number | null;
  ageMax: number | null;
  /** yyyy-MM-dd the ages are counted on; when null, the edition's registration start. */
  ageRefDate: string | null;
  /** The edition's registration start (comp_competition), the reference date when the track names none. */
  registrationStart?: string | null;
  teamMin: number;
  teamMax: number;
  /** Attachment kinds every application must carry. */
  attachments: readonly string[];
  fields: readonly TrackField[];
}

export interface ApplicantMember {
  name: string;
  idNumber: string;
}

export interface EligibilityInput {
  /** The leader first, then the members in order. */
  members: readonly ApplicantMember[];
  /** Answers to the track's extra fields, by key. */
  answers: Readonly<Record<string, unknown>>;
  /** Kinds of the attachments the application carries. */
  attachmentKinds: readonly string[];
}

/** One broken rule: which rule, which field (a path into the application), and the message. */
export interface EligibilityProblem {
  rule: 'idNumber' | 'age' | 'teamSize' | 'requiredField' | 'fieldType' | 'requiredAttachment' | 'oneEntry';
  field: string;
  message: MessageKey;
  params: MessageParams;
}

/** What a value of each field type must be, in words (messages name labels, not keys). */
const TYPE_WORDS: Record<TrackField['type'], Readonly<Record<'zh-CN' | 'en-US', string>>> = {
  text: { 'zh-CN': '文本', 'en-US': 'text' },
  textarea: { 'zh-CN': '文本', 'en-US': 'text' },
  number: { 'zh-CN': '数字', 'en-US': 'number' },
  date: { 'zh-CN': '日期（yyyy-MM-dd）', 'en-US': 'date (yyyy-MM-dd)' },
  select: { 'zh-CN': '可选项之一', 'en-US': 'one of the options' },
  file: { 'zh-CN': '文件', 'en-US': 'file' },
  choice: { 'zh-CN': '可选项之一', 'en-US': 'one of the options' },
  multi: { 'zh-CN': '选项列表', 'en-US': 'a list of options' },
  switch: { 'zh-CN': '是或否', 'en-US': 'yes or no' },
  dateRange: { 'zh-CN': '日期区间', 'en-US': 'date range' },
  time: { 'zh-CN': '时间（HH:mm:ss）', 'en-US': 'time (HH:mm:ss)' },
  region: { 'zh-CN': '地区代码', 'en-US': 'region code' },
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const blank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function answerProblem(
  field: TrackField,
  value: unknown,
  dictValues: (dictType: string) => readonly string[],
): boolean {
  switch (field.type) {
    case 'number':
      return typeof value !== 'number' || !Number.isFinite(value);
    case 'date':
      return typeof value !== 'string' || !DATE.test(value) || Number.isNaN(Date.parse(value));
    case 'select':
      return typeof value !== 'string' || (field.dictType !== null && !dictValues(field.dictType).includes(value));
    case 'file':
    case 'text':
    case 'textarea':
      return typeof value !== 'string';
    default:
      // The form-made types: their answers are checked against the bound form (contracts form/answers.ts).
      return false;
  }
}

/**
 * Every eligibility rule of a track that an application breaks (docs/domain.md section 5.1, the
 * submit guard): ID numbers, age bounds on the track's reference date (`ageReferenceDate`: the
 * track's, else the registration start, else `today`), team size, required and well-typed extra
 * fields, required attachments. One-entry-per-person needs the database and is checked by the
 * caller (`oneEntryProblem`). An empty list means eligible.
 */
export function eligibilityProblems(
  track: TrackRules,
  input: EligibilityInput,
  today: string,
  dictValues: (dictType: string) => readonly string[] = () => [],
): EligibilityProblem[] {
  const problems: EligibilityProblem[] = [];
  const onDate = ageReferenceDate(track.ageRefDate, track.registrationStart, today);
  input.members.forEach((member, index) => {
    const field = `members[${index}].idNumber`;
    const checked = checkTrackAge(member.idNumber, { ageMin: track.ageMin, ageMax: track.ageMax, refDate: onDate });
    if (checked.ok) return;
    if (checked.reason === 'tooYoung' || checked.reason === 'tooOld') {
      problems.push({
        rule: 'age',
        field,
        message: 'eligibility.age',
        params: {
          field,
          name: member.name,
          age: checked.age,
          min: track.ageMin ?? '-',
          max: track.ageMax ?? '-',
          date: onDate,
        },
      });
      return;
    }
    problems.push({
      rule: 'idNumber',
      field,
      message: 'eligibility.idNumber',
      params: { field, name: member.name, problem: ID_PROBLEMS[checked.reason] },
    });
  });
  const count = input.members.length;
  if (count < track.teamMin || count > track.teamMax) {
    problems.push({
      rule: 'teamSize',
      field: 'members',
      message: 'eligibility.teamSize',
      params: { field: 'members', count, min: track.teamMin, max: track.teamMax },
    });
  }
  for (const spec of [...track.fields].sort((a, b) => a.order - b.order)) {
    const field = `answers.${spec.key}`;
    const value = input.answers[spec.key];
    if (blank(value)) {
      if (spec.required) {
        problems.push({
          rule: 'requiredField',
          field,
          message: 'eligibility.requiredField',
          params: { field, label: spec.label },
        });
      }
    } else if (answerProblem(spec, value, dictValues)) {
      problems.push({
        rule: 'fieldType',
        field,
        message: 'eligibility.fieldType',
        params: { field, label: spec.label, type: TYPE_WORDS[spec.type] },
      });
    }
  }
  for (const kind of track.attachments) {
    if (!input.attachmentKinds.includes(kind)) {
      const field = `attachments.${kind}`;
      problems.push({
        rule: 'requiredAttachment',
        field,
        message: 'eligibility.requiredAttachment',
        params: { field, kind: attachmentKindLabel(kind) },
      });
    }
  }
  return problems;
}

/**
 * The problem for a member already entered in another submitted application of the edition. It
 * names no other application: that may be another team's, which the caller may not see.
 */
export function oneEntryProblem(index: number, member: ApplicantMember): EligibilityProblem {
  const field = `members[${index}].idNumber`;
  return {
    rule: 'oneEntry',
    field,
    message: 'eligibility.oneEntry',
    params: { field, name: member.name },
  };
}
