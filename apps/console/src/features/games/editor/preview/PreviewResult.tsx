import type { Outcome } from '@playdesk/games';
import { TrophyIcon } from '@playdesk/games/icons';
import type { ReactNode } from 'react';
import { cx } from '../../../../ui/cx';
import { useT } from '../../../../i18n/i18n';
import { usePreviewTexts } from './preview-texts';

/**
 * The end of a preview play: the pop-up text the player would see, the score, what was won
 * (`children`: the reward editor shows its reward here) and Play again (with `onRestart`).
 */
export function PreviewResult({
  outcome,
  popupTexts,
  onRestart,
  note,
  children,
}: {
  outcome: Outcome;
  /** In place of the score line (the reward editor's preview belongs to no one game). */
  note?: ReactNode;
  popupTexts: { win: string; fail: string };
  onRestart?: () => void;
  children?: ReactNode;
}) {
  const t = useT();
  const words = usePreviewTexts();
  const won = outcome.status === 'won';
  return (
    <div
      className={cx(
        'rounded-2xl px-4 py-3 text-center ring-1',
        won
          ? 'bg-emerald-50 text-emerald-900 ring-emerald-200'
          : 'bg-slate-50 text-slate-800 ring-slate-200',
      )}
      role="status"
      data-testid="preview-result"
    >
      <p className="text-base font-bold break-words">
        {won ? <TrophyIcon className="mr-1 inline size-5 align-[-0.25em] text-amber-600" /> : null}
        {(won ? popupTexts.win : popupTexts.fail) || words.chrome(won ? 'won_title' : 'over_title')}
      </p>
      <p className="mt-0.5 text-xs">
        {note ?? (
          <>{t('games.preview.score_note', { score: outcome.score, won: won ? 'yes' : 'no' })}</>
        )}
      </p>
      {children}
      {onRestart ? (
        <button
          type="button"
          onClick={onRestart}
          className="mt-2 inline-flex min-h-9 items-center justify-center rounded-xl bg-primary-600 px-4 text-sm font-semibold text-white hover:bg-primary-700"
        >
          {words.chrome('again')}
        </button>
      ) : null}
    </div>
  );
}
