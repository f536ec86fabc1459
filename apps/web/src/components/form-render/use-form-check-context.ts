import { type FormCheckContext, type FormFieldNode, type FormSchema, formFields } from '@cbo/contracts';
import { useEffect, useMemo } from 'react';
import { ensureDict, useDictStore } from '../../core/dict/dict-store';
import { useRegions } from '../comp/use-regions';

/** The dictionary types a form's fields take their choices from. */
export function schemaDictTypes(fields: readonly FormFieldNode[]): string[] {
  const types = fields.flatMap((field) => (field.options?.source === 'dict' ? [field.options.dictType] : []));
  return [...new Set(types)];
}

/**
 * What the rule code looks up for this form on the page: the values of every dictionary it names
 * (loaded through the session's dictionary cache) and the enabled region codes. A lookup not loaded
 * yet is left out, so the shape is still checked and the server checks the rest.
 */
export function useFormCheckContext(schema: FormSchema): FormCheckContext {
  const fields = useMemo(() => formFields(schema), [schema]);
  const dictTypes = useMemo(() => schemaDictTypes(fields), [fields]);
  const hasRegion = fields.some((field) => field.type === 'region');
  const entries = useDictStore((state) => state.entries);
  const epoch = useDictStore((state) => state.epoch);
  const regions = useRegions(hasRegion);

  // biome-ignore lint/correctness/useExhaustiveDependencies: epoch re-runs the load after a drop.
  useEffect(() => {
    // The request client has already shown a failure; the lookup stays unknown.
    for (const type of dictTypes) if (!entries[type]) ensureDict(type).catch(() => undefined);
  }, [dictTypes, entries, epoch]);

  return useMemo(() => {
    const context: FormCheckContext = {
      dictValues: (type) => entries[type]?.map((entry) => entry.value),
    };
    if (regions.data) {
      const codes = new Set(regions.data.map((region) => region.regionCode));
      context.regionExists = (code) => codes.has(code);
    }
    return context;
  }, [entries, regions.data]);
}
