import { Component, type ReactNode } from 'react';
import { appT } from '../../../../i18n/i18n';

/** A rounded counter above the game (time left, lives, score), with a name for screen readers. */
export function Pill({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-primary-50 px-3 py-1 text-primary-900 tabular-nums ring-1 ring-primary-100">
      <span className="sr-only">{label}: </span>
      {children}
    </span>
  );
}

/**
 * A phone, as the previews show what players see: the game editor's live game, the reward
 * editor's win pop-up. `backgroundImage` is the game's background (the app's own colour without).
 */
export function PhoneFrame({
  backgroundImage = null,
  children,
}: {
  backgroundImage?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-[380px] rounded-[2.6rem] bg-slate-900 p-2.5 shadow-xl ring-1 ring-slate-900/10">
      <div
        className="relative h-[min(720px,calc(100dvh-15.5rem))] min-h-[520px] overflow-y-auto overscroll-contain rounded-[2.1rem] bg-primary-950 bg-cover bg-center"
        style={
          backgroundImage
            ? { backgroundImage: `url(${JSON.stringify(backgroundImage)})` }
            : undefined
        }
        data-testid="preview-screen"
      >
        <div className="sticky top-0 z-10 mx-auto h-5 w-28 rounded-b-2xl bg-slate-900" />
        <div className="px-3 pt-2 pb-5">{children}</div>
      </div>
    </div>
  );
}

/** A content the engine cannot run (should not happen: content is validated first). */
export class PreviewBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) {
      return (
        <p className="py-8 text-center text-sm text-gray-500">{appT()('games.preview.broken')}</p>
      );
    }
    return this.props.children;
  }
}
