import { App } from 'antd';
import { useT } from '../../core/i18n';

export interface ConfirmedAction {
  /** The question, already translated. */
  content: string;
  /** The call; when it fails the request client has shown why and nothing else happens. */
  run(): Promise<unknown>;
  /** The success message, already translated. */
  done: string;
  /** What follows a success (reload the list, clear the selection). */
  after?: () => unknown;
}

/**
 * A destructive action behind the reference's "system prompt" confirmation: nothing is sent until
 * the person confirms; a success is announced, then `after` runs.
 */
export function useConfirmedAction() {
  const { modal, message } = App.useApp();
  const t = useT();
  return ({ content, run, done, after }: ConfirmedAction) =>
    modal.confirm({
      title: t('client.systemPrompt'),
      content,
      okText: t('client.confirm'),
      cancelText: t('client.cancel'),
      onOk: async () => {
        try {
          await run();
        } catch {
          return;
        }
        message.success(done);
        await after?.();
      },
    });
}
