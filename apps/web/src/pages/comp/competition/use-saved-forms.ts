import { getSavedFormVersion, savedFormOptions } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';

/**
 * The saved forms a track may bind, with their newest version (GET /flowable/form/formList, which
 * whoever edits an edition may read, docs/forms.md).
 */
export function useSavedFormOptions() {
  return useQuery({
    queryKey: queryKeyOf(savedFormOptions),
    queryFn: async () => (await api(savedFormOptions)).data,
    staleTime: 30_000,
  });
}

/** One version of a saved form (its document and field count); versions never change, so it is kept. */
export function useSavedFormVersion(formId: number | null | undefined, version: number | null | undefined) {
  return useQuery({
    queryKey: queryKeyOf(getSavedFormVersion, { formId: formId ?? null, version: version ?? null }),
    enabled: Boolean(formId && version),
    queryFn: async () =>
      (await api(getSavedFormVersion, { params: { formId: formId as number, version: version as number } })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
