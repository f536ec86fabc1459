import type { DictData, getDictDataByType } from '@cbo/contracts';
import { api, route } from '../http/api';

// A type-only route: dictionaries serve every page, so no schema is bundled with them.
const dictDataRoute = route<typeof getDictDataByType>('GET', '/system/dict/data/type/:dictType');

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
  const answer = await api(dictDataRoute, { params: { dictType } });
  return (answer.data ?? []).map(toDictOption);
}
