import type { TemplateKind } from '@playdesk/contract';
import { PlayerAvatar } from '@playdesk/games/emoji';
import { FlagIcon, TrophyIcon } from '@playdesk/games/icons';
import { isHexColor } from '@playdesk/ui/color';
import { useMemo } from 'react';
import { cx } from '../../ui/cx';
import { SAMPLE_LEADERS, type TemplateFormValues } from './template-model';
import './template-preview.css';
import { sanitizeRichText } from '../../ui/rich-text';
import { useT } from '../../i18n/i18n';

type PreviewValues = Pick<
  TemplateFormValues,
  'title' | 'message' | 'image' | 'button_label' | 'button_link' | 'colors'
>;

const safe = (color: string, fallback: string) => (isHexColor(color) ? color : fallback);

function KindIcon({ kind, className }: { kind: TemplateKind; className: string }) {
  const Icon = kind === 'game-over' ? FlagIcon : TrophyIcon;
  return <Icon className={className} />;
}

/**
 * The pop-up card the player sees, in the template's colours: image, title, message and button
 * (plus the score for a success or game-over screen, and sample rows for a leaderboard).
 */
export function TemplateCard({
  kind,
  values,
  compact = false,
}: {
  kind: TemplateKind;
  values: PreviewValues;
  compact?: boolean;
}) {
  const t = useT();
  const bg = safe(values.colors.background, '#FFFFFF');
  const text = safe(values.colors.text, '#1F1640');
  const button = safe(values.colors.button, '#4A3494');
  const buttonText = safe(values.colors.button_text, '#FFFFFF');
  const message = useMemo(() => sanitizeRichText(values.message), [values.message]);
  return (
    <div
      className={cx(
        'w-full overflow-hidden text-center shadow-xl ring-1 ring-black/5',
        compact ? 'rounded-xl p-3' : 'rounded-2xl p-5',
      )}
      style={{ background: bg, color: text }}
      data-testid={compact ? undefined : 'template-preview-card'}
    >
      {values.image ? (
        <img
          src={values.image}
          alt=""
          className={cx(
            'mx-auto w-full rounded-xl object-cover',
            compact ? 'mb-2 h-14' : 'mb-4 h-32',
          )}
        />
      ) : (
        // The player app's pop-up icons (apps/play: ResultDialog, Leaderboard).
        <KindIcon
          kind={kind}
          className={cx('mx-auto block', compact ? 'mb-1 size-6' : 'mb-2 size-10')}
        />
      )}
      {values.title ? (
        <p
          className={cx('leading-tight font-bold', compact ? 'text-sm' : 'text-xl')}
          data-testid={compact ? undefined : 'preview-title'}
        >
          {values.title}
        </p>
      ) : null}
      {kind !== 'leaderboard' ? (
        <div
          className={cx(
            'mx-auto mt-2 inline-flex items-baseline gap-1 rounded-xl px-3 py-1',
            compact ? 'hidden' : '',
          )}
          style={{ background: `${text}12` }}
        >
          <span className="text-2xl font-extrabold tabular-nums">
            {kind === 'success' ? 45 : 12}
          </span>
          <span className="text-sm font-semibold opacity-80">{t('templates.preview.points')}</span>
        </div>
      ) : null}
      {message ? (
        <div
          className={cx(
            'tpl-message opacity-90',
            compact ? 'mt-1 line-clamp-2 text-[10px] leading-snug' : 'mt-3 text-sm leading-relaxed',
          )}
          data-testid={compact ? undefined : 'preview-message'}
          dangerouslySetInnerHTML={{ __html: message }}
        />
      ) : null}
      {kind === 'leaderboard' ? (
        <ol className={cx('text-left', compact ? 'mt-2 space-y-0.5' : 'mt-4 space-y-1.5')}>
          {SAMPLE_LEADERS.slice(0, compact ? 3 : 5).map((row, index) => (
            <li
              key={row.name}
              className={cx(
                'flex items-center gap-2 rounded-lg',
                compact ? 'px-1.5 py-0.5 text-[10px]' : 'px-3 py-1.5 text-sm',
              )}
              style={{ background: index === 0 ? `${button}1f` : `${text}0d` }}
            >
              <span className="w-4 font-bold tabular-nums opacity-70">{index + 1}</span>
              <PlayerAvatar avatar={row.avatar} name={row.name} />
              <span className="flex-1 truncate font-medium">{row.name}</span>
              <span className="font-semibold tabular-nums">{row.points}</span>
            </li>
          ))}
        </ol>
      ) : null}
      {values.button_label ? (
        <span
          className={cx(
            'block w-full truncate rounded-xl font-semibold shadow-sm',
            compact ? 'mt-2 px-2 py-1 text-[10px]' : 'mt-5 px-4 py-3 text-base',
          )}
          style={{ background: button, color: buttonText }}
          data-testid={compact ? undefined : 'preview-button'}
        >
          {values.button_label}
          {values.button_link ? <span aria-hidden="true"> ↗</span> : null}
        </span>
      ) : null}
    </div>
  );
}

/** A phone showing the game dimmed behind the pop-up, as players see it. */
export function PhonePreview({ kind, values }: { kind: TemplateKind; values: PreviewValues }) {
  const t = useT();
  return (
    <figure className="mx-auto w-full max-w-[20rem]" aria-label={t('templates.preview.label')}>
      <div className="relative rounded-[2.5rem] bg-slate-900 p-2.5 shadow-2xl ring-1 ring-slate-900/10">
        <div className="relative flex aspect-[9/17.5] flex-col overflow-hidden rounded-[2rem] bg-gradient-to-b from-primary-700 to-primary-950">
          <div
            aria-hidden="true"
            className="absolute top-2 left-1/2 h-5 w-20 -translate-x-1/2 rounded-full bg-slate-900"
          />
          {/* The game behind the pop-up, dimmed. */}
          <div aria-hidden="true" className="space-y-3 px-4 pt-10 opacity-40 blur-[1px]">
            <div className="flex items-center gap-2">
              <div className="size-10 rounded-xl bg-white/40" />
              <div className="flex-1 space-y-1.5">
                <div className="h-2.5 w-2/3 rounded bg-white/60" />
                <div className="h-2 w-1/3 rounded bg-white/40" />
              </div>
            </div>
            <div className="grid grid-cols-3 gap-2">
              {Array.from({ length: 9 }, (_, i) => (
                <div key={i} className="aspect-square rounded-lg bg-white/30" />
              ))}
            </div>
          </div>
          <div className="absolute inset-0 bg-slate-950/45" aria-hidden="true" />
          <div className="absolute inset-0 flex items-center overflow-y-auto px-4 py-8">
            <TemplateCard kind={kind} values={values} />
          </div>
        </div>
      </div>
      <figcaption className="mt-3 text-center text-xs text-slate-500">
        {t('templates.preview.live')}
      </figcaption>
    </figure>
  );
}
