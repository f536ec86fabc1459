import {
  attachmentKindLabel,
  checkFormAnswers,
  type FormAnswerProblem,
  type FormCheckContext,
  type FormSchema,
  type MessageKey,
  type MessageParams,
} from '@cbo/contracts';
import { ageReferenceDate, checkTrackAge } from '../competition/track-age';
import { uploadFields } from './application-answers';
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
  /** The bound form version's document: the extra fields (null: none). */
  form: FormSchema | null;
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
  rule:
    | 'idNumber'
    | 'age'
    | 'teamSize'
    | 'requiredField'
    | 'fieldType'
    | 'fieldRule'
    | 'requiredAttachment'
    | 'oneEntry';
  field: string;
  message: MessageKey;
  params: MessageParams;
}

/**
 * A broken rule of the track's form as an eligibility problem at `answers.<name>`: required →
 * requiredField, a wrong shape or option → fieldType, a length, pattern or range rule → fieldRule;
 * the message is the rule code's (a form's own message through eligibility.fieldRule).
 */
export function answerEligibility(problem: FormAnswerProblem): EligibilityProblem {
  const field = `answers.${problem.field}`;
  if (problem.rule === 'required') {
    return {
      rule: 'requiredField',
      field,
      message: 'eligibility.requiredField',
      params: { field, label: problem.label },
    };
  }
  const rule = problem.rule === 'type' || problem.rule === 'option' ? 'fieldType' : 'fieldRule';
  if (problem.custom) {
    return {
      rule,
      field,
      message: 'eligibility.fieldRule',
      params: { field, label: problem.label, message: problem.message },
    };
  }
  return { rule, field, message: problem.message as MessageKey, params: { ...problem.params, field } };
}

/**
 * Every eligibility rule of a track that an application breaks (docs/domain.md section 5.1, the
 * submit guard): ID numbers, age bounds on the track's reference date (`ageReferenceDate`: the
 * track's, else the registration start, else `today`), team size, the extra fields' answers
 * against the track's form (required, shapes, rules, visible-when: the rule code the page runs,
 * with `context`'s dictionaries and regions), required attachments. One-entry-per-person needs the database and is checked by the
 * caller (`oneEntryProblem`). An empty list means eligible.
 */
export function eligibilityProblems(
  track: TrackRules,
  input: EligibilityInput,
  today: string,
  context: FormCheckContext = {},
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
  if (track.form) {
    // Upload answers are the file checks' when they are saved (application-records.ts fileProblem:
    // an upload that exists and is the author's, within the field's own limits, or a file the
    // application already carried, such as the demo edition's outside the upload area); here only
    // whether a required one is there.
    const uploads = new Set(uploadFields(track.form).map((field) => field.name));
    const found = checkFormAnswers(track.form, input.answers, context).problems;
    problems.push(
      ...found.filter((problem) => problem.rule === 'required' || !uploads.has(problem.field)).map(answerEligibility),
    );
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
