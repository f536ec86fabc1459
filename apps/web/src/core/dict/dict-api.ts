import type { DictData, EndpointAnswer, getDictDataByType } from '@cbo/contracts';
import { http } from '../http/http-client';

/** One dictionary entry as the kit uses it (docs/web-client.md section 3): label, value and the raw entry. */
export interface DictOption {
  label: string;
  value: string;
  /** The tag colour of the reference: default, primary, success, info, warning or danger. */
  listClass: string;
  /** Extra CSS class names of the tag. */
  cssClass: string;
  raw: DictData;
}

type DictAnswer = EndpointAnswer<typeof getDictDataByType>;

export function toDictOption(entry: DictData): DictOption {
  return {
    label: entry.dictLabel,
    value: entry.dictValue,
    listClass: entry.listClass ?? '',
    cssClass: entry.cssClass ?? '',
    raw: entry,
  };
}

/** GET /system/dict/data/type/{dictType}: the enabled entries of one type, in order. */
export async function fetchDictOptions(dictType: string): Promise<DictOption[]> {
  const answer = await http.get<DictAnswer>(`/system/dict/data/type/${encodeURIComponent(dictType)}`);
  return (answer.data ?? []).map(toDictOption);
}
