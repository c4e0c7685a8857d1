import type { ReactNode } from 'react';

/** The rewards front's white card. */
export function FrontCard({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-3xl bg-white p-4 text-gray-900 shadow-xl shadow-primary-950/20">
      {children}
    </div>
  );
}
