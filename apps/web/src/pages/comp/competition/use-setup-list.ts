import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { http } from '../../../core/http/http-client';
import { useT } from '../../../core/i18n';

/**
 * One of an edition's lists (tracks, stages, auditLevels): loaded, and saved whole with PUT. The
 * request client shows a refusal; success refreshes the list, the edition list and the timeline.
 */
export function useSetupList<Item>(competitionId: number, part: 'tracks' | 'stages' | 'auditLevels', bodyKey: string) {
  const t = useT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const url = `/comp/competition/${competitionId}/${part}`;
  const list = useQuery({
    queryKey: ['comp/competition', competitionId, part],
    queryFn: async () => (await http.get<{ data: Item[] }>(url)).data,
  });
  const save = useMutation({
    mutationFn: (items: unknown[]) => http.put(url, { [bodyKey]: items }),
    onSuccess: async () => {
      message.success(t('comp.saved'));
      await Promise.all([
        client.invalidateQueries({ queryKey: ['comp/competition', competitionId] }),
        client.invalidateQueries({ queryKey: ['crud', 'comp/competition'] }),
        client.invalidateQueries({ queryKey: ['comp/competition/current/timeline'] }),
      ]);
    },
  });
  return { list, save };
}
