import { useMatches } from 'react-router';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { RouteName } from '../rules/routes';
import type { Viewer } from '../rules/visibility';
import { sessionStore } from '../session/session';

export interface RouteHandle {
  readonly name: RouteName;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'name' in handle;
}

/** Name of the deepest matched named route. */
export function useRouteName(): RouteName | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.name;
  }
  return null;
}

export function useSession<T>(select: (state: ReturnType<typeof sessionStore.getState>) => T): T {
  return useStore(sessionStore, useShallow(select));
}

/** What the visibility rules need to know about the signed-in user. */
export function useViewer(): Viewer | null {
  return useSession((s) =>
    s.user ? { type: s.user.type, accessModules: s.accessModules, plan: s.user.plan } : null,
  );
}
