import { Component, type ReactNode } from 'react';

/** A rounded counter above the game (time left, lives, score), with a name for screen readers. */
export function Pill({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-primary-50 px-3 py-1 text-primary-900 tabular-nums ring-1 ring-primary-100">
      <span className="sr-only">{label}: </span>
      {children}
    </span>
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
        <p className="py-8 text-center text-sm text-gray-500">
          This content cannot be previewed yet. Check the fields marked in red.
        </p>
      );
    }
    return this.props.children;
  }
}
