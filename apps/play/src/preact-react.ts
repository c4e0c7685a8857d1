/**
 * What `react` resolves to in this app's build (vite.config.ts, ADR 008): Preact's React layer,
 * plus the two React 19 hooks our code (and the games' views) use that it lacks. The console and
 * the unit tests keep React itself.
 */
import { options } from 'preact';
import { useCallback, useLayoutEffect, useRef } from 'preact/compat';

// @ts-expect-error -- the layer's types say `export =`, which `export *` cannot re-export; the
// build re-exports its ES module (what the code type-checks against is React's own types).
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * Effects run right after the render (a microtask), before the next input event, as React runs
 * the effects of a keypress or click. Preact waits for the next frame: a key pressed meanwhile
 * went to the element an effect was about to move the focus away from (the Wordhunt grid's
 * arrow keys lost steps).
 */
options.requestAnimationFrame = (callback) => queueMicrotask(callback);

type Settled = { ok: true; value: unknown } | { ok: false; error: unknown };
const settled = new WeakMap<PromiseLike<unknown>, Settled>();

/**
 * React 19's `use`, for a promise (our only use of it): its value, suspending (the nearest
 * Suspense shows its fallback) until it settles, and throwing its error to the nearest error
 * boundary.
 */
export function use<T>(promise: PromiseLike<T>): T {
  const result = settled.get(promise);
  if (result) {
    if (result.ok) return result.value as T;
    throw result.error;
  }
  // Preact's Suspense renders again once this settles (it never rejects: the error is kept).
  throw Promise.resolve(promise).then(
    (value) => void settled.set(promise, { ok: true, value }),
    (error: unknown) => void settled.set(promise, { ok: false, error }),
  );
}

/**
 * React 19.2's `useEffectEvent`: a function for effects that calls the latest `handler` (with the
 * props and state of the last render) without being one of their dependencies. (The games' views
 * use it for their keyboard listeners.)
 */
export function useEffectEvent<A extends unknown[], R>(
  handler: (...args: A) => R,
): (...args: A) => R {
  const latestRef = useRef(handler);
  useLayoutEffect(() => {
    latestRef.current = handler;
  });
  return useCallback((...args: A) => latestRef.current(...args), []);
}
