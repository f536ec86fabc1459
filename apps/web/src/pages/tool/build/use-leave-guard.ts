import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useT } from '../../../core/i18n';

/**
 * Unsaved changes: the browser asks before the page unloads, and an in-app navigation to another
 * path asks first (docs/form-builder.md: a kept tab would keep the work, a closed one would not,
 * and the page cannot tell which is coming).
 */
export function useLeaveGuard(dirty: boolean) {
  const t = useT();
  const { modal } = App.useApp();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  // One question per blocked navigation, however often the page renders meanwhile.
  const asked = useRef<typeof blocker>(undefined);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asked.current === blocker) return;
    asked.current = blocker;
    modal.confirm({
      title: t('formBuilder.leaveConfirm'),
      okText: t('formBuilder.leave'),
      cancelText: t('formBuilder.stay'),
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, t]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
