import { accountGamePageUrl } from '@playdesk/contract/urls';
import { GAME_TYPE_NAMES } from '../games';
import { copyText } from '@playdesk/ui/clipboard';
import { useState } from 'react';
import { useT } from '../../i18n/i18n';
import { toast } from '../../session/toast';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { CheckIcon } from '../../ui/icons';
import { Skeleton } from '../../ui/Skeleton';
import { useLiveGame } from './api';
import { longDayLabel, type IsoDay } from '../../lib/dates';

/** What players see on the game page today, with the link to check it. */
export function LiveToday({ account, today }: { account: string | undefined; today: IsoDay }) {
  const t = useT();
  const live = useLiveGame(account, today);
  const [copied, setCopied] = useState(false);
  if (!account) return null;
  const url = accountGamePageUrl(window.location.origin, account);
  const game = live.data?.game ?? null;
  const copyLink = async () => {
    if (await copyText(url)) {
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } else {
      toast.warning(t('calendar.live.copy_failed', { url }));
    }
  };

  return (
    <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center" data-testid="live-today">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span
          className={
            game
              ? 'relative flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-600'
              : 'relative flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-500'
          }
          aria-hidden="true"
        >
          {game ? (
            <>
              <span className="absolute inset-0 animate-ping rounded-full bg-emerald-200 opacity-40 motion-reduce:hidden" />
              <span className="size-2.5 rounded-full bg-emerald-500" />
            </>
          ) : (
            <span className="size-2.5 rounded-full bg-slate-400" />
          )}
        </span>
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            {t('calendar.live.title', { day: longDayLabel(today) })}
          </p>
          {live.isPending ? (
            <Skeleton className="mt-1 h-5 w-48" />
          ) : game ? (
            <p className="truncate font-semibold text-slate-900" data-testid="live-today-game">
              {game.name}{' '}
              <Badge tone="success" className="ml-1 align-middle">
                {GAME_TYPE_NAMES[game.type]}
              </Badge>
            </p>
          ) : (
            <p className="text-sm text-slate-700" data-testid="live-today-game">
              {t('calendar.live.none')}
            </p>
          )}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <button
          type="button"
          onClick={() => void copyLink()}
          className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-600 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          {copied ? <CheckIcon className="size-4 text-emerald-600" /> : null}
          {copied ? t('calendar.live.copied') : t('calendar.live.copy')}
        </button>
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex h-9 items-center gap-1.5 rounded-lg bg-primary-600 px-3 text-sm font-medium text-white shadow-sm hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
          data-testid="open-game-page"
        >
          {t('calendar.live.open')}
          <span aria-hidden="true">↗</span>
          <span className="sr-only">{t('calendar.new_tab')}</span>
        </a>
      </div>
    </Card>
  );
}
