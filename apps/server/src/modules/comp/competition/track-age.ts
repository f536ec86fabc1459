import { ageOn, type IdNumberProblem, parseIdNumber } from '../../../lib/id-number';

export interface AgeBounds {
  ageMin: number | null;
  ageMax: number | null;
  /** yyyy-MM-dd; the track's own, else the edition's registration start. */
  refDate: string;
}

export type AgeCheck =
  | { ok: true; age: number; birthDate: string }
  | { ok: false; reason: IdNumberProblem }
  | { ok: false; reason: 'tooYoung' | 'tooOld'; age: number; birthDate: string };

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
