import type { App } from 'antd';

/** The message, modal and notification instances of the mounted antd `<App>` (ARCHITECTURE 3a). */
export type AppFeedback = ReturnType<typeof App.useApp>;

let mounted: AppFeedback | undefined;
const waiting: ((feedback: AppFeedback) => void)[] = [];

/**
 * Runs `use` with the mounted `<App>`'s instances, or as soon as it mounts: the route guard's
 * first calls start before React has rendered, and their messages must not be lost.
 */
export function withFeedback(use: (feedback: AppFeedback) => void): void {
  if (mounted) use(mounted);
  else waiting.push(use);
}

/** Called by `<FeedbackBridge>`; `undefined` when it unmounts. */
export function setFeedback(feedback: AppFeedback | undefined): void {
  mounted = feedback;
  if (!feedback) return;
  for (const use of waiting.splice(0)) use(feedback);
}
