import { useStore } from 'zustand';
import { LOADING_BAR, loadingBar } from '../../session/loading-bar';

/**
 * Thin bar at the very top: starts on each request, finishes on each response
 * (docs/product-rules.md#top-loading-bar).
 */
export function TopLoadingBar() {
  const { percent, visible, failed } = useStore(loadingBar);
  return (
    <div
      aria-hidden="true"
      data-testid="top-loading-bar"
      data-state={visible ? (failed ? 'failed' : 'running') : 'idle'}
      className="pointer-events-none fixed inset-x-0 top-0 z-[70]"
      style={{ height: LOADING_BAR.thickness }}
    >
      <div
        style={{
          width: `${percent}%`,
          height: '100%',
          backgroundColor: failed ? LOADING_BAR.failedColor : LOADING_BAR.color,
          opacity: visible ? 1 : 0,
          // Grows smoothly while shown; once faded out it snaps back to 0 without animating.
          transition: visible
            ? 'width 0.2s ease-out, opacity 0.1s'
            : `opacity ${LOADING_BAR.fadeMs}ms ease`,
          boxShadow: `0 0 8px ${failed ? LOADING_BAR.failedColor : LOADING_BAR.color}`,
        }}
      />
    </div>
  );
}
