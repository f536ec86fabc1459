import { EXPERT_TRACKS } from '@cbo/contracts';
import { useMemo } from 'react';
import { useDict } from '../../../core/dict/use-dict';
import { useT } from '../../../core/i18n';

/** The dictionaries of a profile (docs/experts.md). */
export const EXPERT_DICTS = {
  title: 'comp_expert_title',
  fields: 'comp_expert_field',
  industries: 'comp_industry',
  status: 'comp_expert_status',
} as const;

/** The tracks an expert may judge, labelled in the current language. */
export function useTrackOptions() {
  const t = useT();
  return useMemo(() => EXPERT_TRACKS.map((track) => ({ value: track, label: t(`expert.track.${track}`) })), [t]);
}

/** Dictionary labels of several values, joined for a table cell. */
export function useLabels(type: string) {
  const dict = useDict(type);
  return (values: readonly string[]) =>
    values.map((value) => dict.options.find((option) => option.value === value)?.label ?? value).join('、');
}
