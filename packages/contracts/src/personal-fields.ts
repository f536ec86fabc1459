import type { TrackField } from './endpoints/competition';

// Extra fields of a track that hold personal data (docs/retention.md): a guardian's name, mobile or
// ID number, an address, a birth date, a contact. Until the form builder marks fields itself, a
// field is personal when its key says so. Statistics never break down by one, and the retention
// task wipes their answers.
const PERSONAL_KEY =
  /guardian|parent|address|addr|mobile|phone|tel|idno|idnumber|idcard|birth|email|contact|wechat|qq/i;

export function isPersonalField(field: Pick<TrackField, 'key' | 'type'>): boolean {
  return field.type !== 'file' && PERSONAL_KEY.test(field.key);
}
