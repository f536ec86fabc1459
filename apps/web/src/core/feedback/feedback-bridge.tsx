import { App } from 'antd';
import { useLayoutEffect } from 'react';
import { setFeedback } from './feedback';

/** Hands the `App.useApp()` instances to code outside React (the request client, the guard). */
export function FeedbackBridge(): null {
  const feedback = App.useApp();
  useLayoutEffect(() => {
    setFeedback(feedback);
    return () => setFeedback(undefined);
  }, [feedback]);
  return null;
}
