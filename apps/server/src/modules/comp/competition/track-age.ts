import { ageOn, type IdNumberProblem, parseIdNumber } from '../../../lib/id-number';

export interface AgeBounds {
  ageMin: number | null;
  ageMax: number | null;
  /** yyyy-MM-dd, from `ageReferenceDate`. */
  refDate: string;
}

export type AgeCheck =
  | { ok: true; age: number; birthDate: string }
  | { ok: false; reason: IdNumberProblem }
  | { ok: false; reason: 'tooYoung' | 'tooOld'; age: number; birthDate: string };

/**
 * The date a track's ages are counted on (yyyy-MM-dd): the track's own, else the day the edition's
 * registration opens, else `today` (an edition without a window yet). A fixed date, as published
 * rules state ages "as of" a day (截至某日年满 N 周岁): a person is eligible or not for the whole
 * window and every audit level alike, not until a birthday passes mid-way.
 */
export function ageReferenceDate(
  trackRefDate: string | null,
  registrationStart: string | null | undefined,
  today: string,
): string {
  return trackRefDate ?? registrationStart?.slice(0, 10) ?? today;
}

/** Whether the holder of an ID number is within a track's age bounds (周岁 on the reference date). */
export function checkTrackAge(idNumber: string, bounds: AgeBounds): AgeCheck {
  const parsed = parseIdNumber(idNumber);
  if ('problem' in parsed) return { ok: false, reason: parsed.problem };
  const age = ageOn(parsed.birthDate, bounds.refDate);
  if (bounds.ageMin !== null && age < bounds.ageMin) {
    return { ok: false, reason: 'tooYoung', age, birthDate: parsed.birthDate };
  }
  if (bounds.ageMax !== null && age > bounds.ageMax) {
    return { ok: false, reason: 'tooOld', age, birthDate: parsed.birthDate };
  }
  return { ok: true, age, birthDate: parsed.birthDate };
}
