import { getAuditLevels, getStages, getTracks, saveAuditLevels, saveStages, saveTracks } from '@cbo/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App } from 'antd';
import { callRoute } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { useT } from '../../../core/i18n';

const PARTS = {
  tracks: { read: getTracks, save: saveTracks },
  stages: { read: getStages, save: saveStages },
  auditLevels: { read: getAuditLevels, save: saveAuditLevels },
} as const;

/**
 * One of an edition's lists (tracks, stages, auditLevels): loaded, and saved whole with PUT. The
 * request client shows a refusal; the save, a change under /comp/competition, refreshes the list,
 * the edition list and the timeline (docs/web-client.md, query keys).
 */
export function useSetupList<Item>(competitionId: number, part: keyof typeof PARTS, bodyKey: string) {
  const t = useT();
  const { message } = App.useApp();
  const { read, save: write } = PARTS[part];
  const params = { competitionId };
  const list = useQuery({
    queryKey: queryKeyOf(read, { params }),
    // The caller names the item type of its part; the three parts share this hook.
    queryFn: async () => (await callRoute<{ data: Item[] }>(read, { params })).data,
  });
  const save = useMutation({
    mutationFn: (items: unknown[]) => callRoute(write, { params, body: { [bodyKey]: items } }),
    onSuccess: () => {
      message.success(t('comp.saved'));
    },
  });
  return { list, save };
}
