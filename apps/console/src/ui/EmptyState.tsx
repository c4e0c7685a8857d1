import type { ReactNode } from 'react';
import { cx } from './cx';

export interface EmptyStateProps {
  icon?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** What the page will hold, as short bullet points. */
  points?: readonly ReactNode[];
  action?: ReactNode;
  className?: string;
}

/** The empty state of a page or section: what will be here, and what to do next. */
export function EmptyState({
  icon,
  title,
  description,
  points,
  action,
  className,
}: EmptyStateProps) {
  return (
    <div
      className={cx(
        'flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center',
        className,
      )}
    >
      {icon ? (
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-600">
          {icon}
        </div>
      ) : null}
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <p className="mt-1.5 max-w-md text-sm leading-6 text-slate-600">{description}</p>
      {points && points.length > 0 ? (
        <ul className="mt-5 grid w-full max-w-md gap-2 text-left text-sm text-slate-600">
          {points.map((point, index) => (
            <li key={index} className="flex gap-2.5">
              <span
                aria-hidden="true"
                className="mt-2 size-1.5 shrink-0 rounded-full bg-primary-400"
              />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {action ? <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}
