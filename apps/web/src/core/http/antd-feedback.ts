import { withFeedback } from '../feedback/feedback';
import type { ClientFeedback } from './create-http-client';

/** The request client's messages through the mounted antd `<App>` (theme and locale apply). */
export const antdFeedback: ClientFeedback = {
  error: (text, durationMs) =>
    withFeedback(({ message }) =>
      message.error(durationMs === undefined ? text : { content: text, duration: durationMs / 1000 }),
    ),
  warning: (text) => withFeedback(({ message }) => message.warning(text)),
  notifyError: (title) => withFeedback(({ notification }) => notification.error({ title })),
  confirm: (dialog) =>
    new Promise<boolean>((resolve) =>
      withFeedback(({ modal }) =>
        // A warning-type dialog with a cancel button (antd's `confirm` would force the confirm type).
        modal.warning({
          ...dialog,
          okCancel: true,
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        }),
      ),
    ),
};
