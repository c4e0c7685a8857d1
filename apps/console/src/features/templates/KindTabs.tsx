import { TEMPLATE_KINDS, type TemplateKind } from '@playdesk/contract';
import { useRef, type KeyboardEvent } from 'react';
import { cx } from '../../ui/cx';
import { InfoIcon, SuccessIcon, TrophyIcon } from '../../ui/icons';
import { useT } from '../../i18n/i18n';

export const KIND_ICONS = { 'game-over': InfoIcon, success: SuccessIcon, leaderboard: TrophyIcon };

/** The kinds as tabs (arrow keys move between them), each with its number of templates. */
export function KindTabs({
  kind,
  counts,
  onChoose,
}: {
  kind: TemplateKind;
  counts: Record<TemplateKind, number | undefined>;
  onChoose(kind: TemplateKind): void;
}) {
  const t = useT();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onTabKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + TEMPLATE_KINDS.length) % TEMPLATE_KINDS.length;
    onChoose(TEMPLATE_KINDS[next]!);
    tabs.current[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={t('templates.kinds')}
      className="-mx-4 mb-5 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0"
    >
      {TEMPLATE_KINDS.map((k, index) => {
        const Icon = KIND_ICONS[k];
        const selected = k === kind;
        const count = counts[k];
        return (
          <button
            key={k}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${k}`}
            aria-selected={selected}
            aria-controls="template-panel"
            tabIndex={selected ? 0 : -1}
            onClick={() => onChoose(k)}
            onKeyDown={(e) => onTabKey(e, index)}
            data-testid={`template-tab-${k}`}
            className={cx(
              '-mb-px flex shrink-0 items-center gap-1.5 border-b-2 px-2.5 py-2.5 text-sm font-medium whitespace-nowrap transition-colors sm:gap-2 sm:px-3',
              'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600',
              selected
                ? 'border-primary-600 text-primary-700'
                : 'border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-700',
            )}
          >
            <Icon className="hidden size-4.5 sm:block" />
            {t(`templates.kind.${k}.title`)}
            <span
              className={cx(
                'min-w-5 rounded-full px-1.5 text-center text-xs tabular-nums',
                selected ? 'bg-primary-50 text-primary-700' : 'bg-slate-100 text-slate-600',
              )}
            >
              {count ?? '·'}
            </span>
          </button>
        );
      })}
    </div>
  );
}
