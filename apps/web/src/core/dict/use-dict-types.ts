import { type DictTypeRow, dictTypeOptions } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../http/api';
import { queryKeyOf } from '../http/query-keys';

/** Every dictionary type (GET /system/dict/type/optionselect), for the type selector. */
export function useDictTypes() {
  return useQuery({
    queryKey: queryKeyOf(dictTypeOptions),
    queryFn: async (): Promise<DictTypeRow[]> => (await api(dictTypeOptions)).data,
  });
}
