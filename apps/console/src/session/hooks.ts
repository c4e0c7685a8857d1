import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { Viewer } from '../rules/visibility';
import { sessionStore } from './session';

/** A slice of the session store; re-renders only when the selected values change. */
export function useSession<T>(select: (state: ReturnType<typeof sessionStore.getState>) => T): T {
  return useStore(sessionStore, useShallow(select));
}

/** What the visibility rules need to know about the signed-in user. */
export function useViewer(): Viewer | null {
  return useSession((s) =>
    s.user ? { type: s.user.type, accessModules: s.accessModules, plan: s.user.plan } : null,
  );
}
