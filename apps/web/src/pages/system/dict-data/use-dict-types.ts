import type { DictTypeRow, dictTypeOptions, EndpointAnswer } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../core/http/http-client';

type OptionsAnswer = EndpointAnswer<typeof dictTypeOptions>;

/** Every dictionary type (GET /system/dict/type/optionselect), for the type selector. */
export function useDictTypes() {
  return useQuery({
    queryKey: ['crud', 'system/dict', 'optionselect'],
    queryFn: async (): Promise<DictTypeRow[]> => (await http.get<OptionsAnswer>('/system/dict/type/optionselect')).data,
  });
}
