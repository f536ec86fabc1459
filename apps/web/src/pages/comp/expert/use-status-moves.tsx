import { CheckCircleOutlined, LogoutOutlined, PauseCircleOutlined } from '@ant-design/icons';
import { changeExpertStatus, EXPERT_STATUS_MOVES, type Expert, type ExpertStatus } from '@cbo/contracts';
import { App } from 'antd';
import type { ReactNode } from 'react';
import type { CrudContext, RowMoreItem } from '../../../components/crud';
import { api } from '../../../core/http/api';
import { type TranslationKey, useT } from '../../../core/i18n';

const LABELS: Record<string, TranslationKey> = {
  'applied>active': 'expert.move.activate',
  'suspended>active': 'expert.move.enable',
  'active>suspended': 'expert.move.suspend',
  'suspended>retired': 'expert.move.retire',
};
const ICONS: Record<ExpertStatus, ReactNode> = {
  applied: null,
  active: <CheckCircleOutlined />,
  suspended: <PauseCircleOutlined />,
  retired: <LogoutOutlined />,
};

/**
 * The status moves a row offers (applied → active ⇄ suspended → retired, docs/experts.md), each
 * confirmed, sent, announced, and followed by a reload; a refusal is shown by the request client.
 */
export function useStatusMoves() {
  const t = useT();
  const { modal, message } = App.useApp();
  return (row: Expert, context: CrudContext<Expert>): RowMoreItem[] => {
    const moves = EXPERT_STATUS_MOVES[row.status as ExpertStatus] ?? [];
    return moves.map((to) => {
      const action = t(LABELS[`${row.status}>${to}`] ?? 'expert.status');
      return {
        key: `status-${to}`,
        label: action,
        icon: ICONS[to],
        onClick: () =>
          modal.confirm({
            title: t('client.systemPrompt'),
            content: t('expert.move.confirm', { action, name: row.nickName }),
            okText: t('client.confirm'),
            cancelText: t('crud.cancel'),
            okButtonProps: { danger: to === 'retired' },
            onOk: async () => {
              try {
                await api(changeExpertStatus, { body: { expertId: row.expertId, status: to } });
              } catch {
                // The request client has shown the refusal; the row stays as it was.
                return;
              }
              message.success(t('expert.move.done', { action }));
              await context.refresh();
            },
          }),
      };
    });
  };
}
