import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useAuthStore } from '../auth/auth-store';
import { type AccessChecks, createAccessChecks } from './checks';

/** The logged-in user's permission and role checks; components re-render when the rights change. */
export function useAccess(): AccessChecks {
  const holder = useAuthStore(useShallow((state) => ({ permissions: state.permissions, roles: state.roles })));
  return useMemo(() => createAccessChecks(holder), [holder]);
}
