import { isMaskedIdNumber, isMaskedMobile } from '@cbo/contracts';
import type { StoredMentor } from '../../../db/schema';
import type { PersonalDataCipher } from '../../../lib/personal-data';
import { FormProblem, type ParsedForm } from './application-records';

// Mobiles and ID numbers travel masked (138****8000, 110105********002X). An edit that sends one
// back exactly as masked keeps the stored value (docs/applications.md): staff and entrants need not
// retype numbers they cannot see. Only a new value is checked and stored.

/** The sealed people of a stored application, as an edit finds them. */
export interface StoredPeople {
  leaderMobileEnc: string;
  leaderMobileMask: string;
  /** Leader (seq 0) and members, in order. */
  members: ReadonlyArray<{ seq: number; idEnc: string; idMask: string }>;
  mentors: ReadonlyArray<StoredMentor>;
}

const maskMismatch = {
  'zh-CN': '是脱敏显示的号码，但与已保存的号码不符：请重新输入完整号码',
  'en-US': 'is a masked number that does not match the stored one: type the whole number',
} as const;

/**
 * Picks the stored entry a masked value stands for: the one at the same position when its mask is
 * the same (the usual case), else the first unused one with that mask (people reordered).
 */
function pick<T>(
  stored: ReadonlyArray<T>,
  maskOf: (item: T) => string | null,
  value: string,
  at: number,
  used: Set<T>,
) {
  const same = stored[at];
  if (same !== undefined && !used.has(same) && maskOf(same) === value) return same;
  return stored.find((item) => !used.has(item) && maskOf(item) === value);
}

/** The form with every masked number replaced by the stored one it stands for, or the first field whose mask matches nothing. */
export function unmaskForm(
  form: ParsedForm,
  stored: StoredPeople,
  cipher: PersonalDataCipher,
): ParsedForm | FormProblem {
  let leaderMobile = form.leaderMobile;
  if (isMaskedMobile(leaderMobile)) {
    if (leaderMobile !== stored.leaderMobileMask) return new FormProblem('leaderMobile', 'masked', maskMismatch);
    leaderMobile = cipher.open('mobile', stored.leaderMobileEnc);
  }
  const people = [form.leaderIdNumber, ...form.members.map((member) => member.idNumber)];
  const usedPeople = new Set<StoredPeople['members'][number]>();
  const ids: string[] = [];
  for (const [seq, idNumber] of people.entries()) {
    if (!isMaskedIdNumber(idNumber)) {
      ids.push(idNumber);
      continue;
    }
    const person = pick(stored.members, (member) => member.idMask, idNumber.toUpperCase(), seq, usedPeople);
    const field = seq === 0 ? 'leaderIdNumber' : `members[${seq - 1}].idNumber`;
    if (!person) return new FormProblem(field, 'masked', maskMismatch);
    usedPeople.add(person);
    ids.push(cipher.open('idNumber', person.idEnc));
  }
  const usedMentors = new Set<StoredMentor>();
  const mentors: ParsedForm['mentors'] = [];
  for (const [index, mentor] of form.mentors.entries()) {
    if (!isMaskedMobile(mentor.mobile)) {
      mentors.push(mentor);
      continue;
    }
    const found = pick(stored.mentors, (m) => m.mobileMask, mentor.mobile ?? '', index, usedMentors);
    if (!found?.mobileEnc) return new FormProblem(`mentors[${index}].mobile`, 'masked', maskMismatch);
    usedMentors.add(found);
    mentors.push({ ...mentor, mobile: cipher.open('mobile', found.mobileEnc) });
  }
  return {
    ...form,
    leaderMobile,
    leaderIdNumber: ids[0],
    members: form.members.map((member, index) => ({ ...member, idNumber: ids[index + 1] })),
    mentors,
  };
}
