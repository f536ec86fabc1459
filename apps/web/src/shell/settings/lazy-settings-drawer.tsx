import { lazy, Suspense, useState } from 'react';
import { useLayoutSettings } from '../../core/layout/layout-settings';

const SettingsDrawer = lazy(async () => ({ default: (await import('./settings-drawer')).SettingsDrawer }));

/** The settings drawer's code (colour picker included) loads the first time it is opened. */
export function LazySettingsDrawer() {
  const open = useLayoutSettings((state) => state.showSettings);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SettingsDrawer />
    </Suspense>
  );
}
