import { App, Button, Tooltip } from 'antd';
import { useT } from '../../core/i18n';
import type { BatchAction } from './slots';
import type { CrudContext } from './types';
import type { Selection } from './use-selection';

export interface BatchButtonsProps<Row> {
  actions: readonly BatchAction<Row>[];
  selection: Selection<Row>;
  context: CrudContext<Row>;
  can(permission: string | undefined): boolean;
  size?: 'small';
}

/**
 * The page's batch actions as outlined toolbar buttons. On "all that match the filter" an action
 * that takes the filter asks first, with the matching count; one that does not is disabled.
 */
export function BatchButtons<Row>({ actions, selection, context, can, size }: BatchButtonsProps<Row>) {
  const t = useT();
  const { modal } = App.useApp();

  const enabled = (action: BatchAction<Row>) => {
    if (action.disabled || selection.count === 0) return false;
    if (selection.all) return Boolean(action.matching);
    return action.allowed ? action.allowed(selection.rows) : true;
  };

  const start = (action: BatchAction<Row>) => {
    const target = selection.target();
    if (target.kind === 'ids') {
      void action.run(target, context);
      return;
    }
    modal.confirm({
      title: t('client.systemPrompt'),
      content: t('crud.matchingConfirm', { count: target.count, action: t(action.label) }),
      okText: t('client.confirm'),
      cancelText: t('crud.cancel'),
      onOk: () => {
        void action.run(target, context);
      },
    });
  };

  return actions
    .filter((action) => !action.permission || can(action.permission))
    .map((action) => {
      const button = (
        <Button
          key={action.key}
          size={size}
          color={action.color ?? 'primary'}
          variant="outlined"
          icon={action.icon}
          title={action.title}
          loading={action.loading}
          disabled={!enabled(action)}
          onClick={() => start(action)}
        >
          {t(action.label)}
        </Button>
      );
      return action.tooltip ? (
        <Tooltip key={action.key} title={action.tooltip}>
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      );
    });
}
