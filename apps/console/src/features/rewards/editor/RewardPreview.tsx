import type { GameRef, RewardExpiry, RewardKind } from '@playdesk/contract';
import { copyText } from '@playdesk/ui/clipboard';
import { useEffect, useState } from 'react';
import { appT, useT } from '../../../i18n/i18n';
import { toast } from '../../../session/toast';
import { Skeleton } from '../../../ui/Skeleton';
import { PhoneFrame, PreviewResult } from '../../games';
import { formatList } from '../../../lib/format';
import { expiryText } from '../reward-model';

/** What the preview shows of the reward being edited. */
export interface PreviewReward {
  name: string;
  description: string;
  image: string | null;
  value: string;
  terms: string;
  how_to_redeem: string;
  expiry: RewardExpiry;
  kind: RewardKind;
  shared_value: string;
}

/** A code or link like the ones winners get, where the reward has none of its own to show. */
const SAMPLE = {
  unique_code: 'SAMPLE-7KQ2M9',
  unique_link: 'https://example.com/voucher/7KQ2M9',
} as const;

function shownValue(reward: PreviewReward): { code: string | null; link: string | null } {
  switch (reward.kind) {
    case 'unique_code':
      return { code: SAMPLE.unique_code, link: null };
    case 'shared_code':
      return { code: reward.shared_value.trim() || 'YOURCODE', link: null };
    case 'unique_link':
      return { code: null, link: SAMPLE.unique_link };
    case 'shared_link':
      return { code: null, link: reward.shared_value.trim() || 'https://example.com/offer' };
    default:
      return { code: null, link: null };
  }
}

/**
 * The reward editor's preview: the win pop-up of the game editor's preview (its phone and its
 * result box, reused) with this reward in it, as a winner sees it — the code with copy and QR,
 * or the link, the expiry and how to redeem.
 */
/**
 * The line under the pop-up's title: a reward belongs to no one game, so the preview shows no
 * score (each game has its own), only where the pop-up appears.
 */
export function previewNote(games: readonly GameRef[]): string {
  const t = appT();
  if (games.length === 0) return t('rewards.preview.note_all');
  const names = games.map((g) => t('rewards.preview.quoted', { name: g.name }));
  const shown =
    names.length > 3
      ? [...names.slice(0, 3), t('rewards.preview.more', { count: names.length - 3 })]
      : names;
  return t('rewards.preview.note', { games: formatList(shown) });
}

export function RewardPreview({
  reward,
  games = [],
}: {
  reward: PreviewReward;
  /** The games that give it (none yet for a new reward). */
  games?: readonly GameRef[];
}) {
  const t = useT();
  return (
    <section aria-labelledby="reward-preview-heading" data-testid="reward-preview">
      <div className="mb-3">
        <h2 id="reward-preview-heading" className="text-sm font-semibold text-slate-900">
          {t('rewards.preview.title')}
        </h2>
        <p className="text-xs text-slate-500">{t('rewards.preview.hint')}</p>
      </div>
      <PhoneFrame>
        <article className="rounded-3xl bg-white p-4 shadow-2xl shadow-primary-950/30">
          <PreviewResult
            outcome={{ status: 'won', score: 0 }}
            popupTexts={{ win: t('rewards.preview.win'), fail: t('rewards.preview.fail') }}
            note={previewNote(games)}
          >
            <RewardCard reward={reward} />
          </PreviewResult>
        </article>
      </PhoneFrame>
    </section>
  );
}

function RewardCard({ reward }: { reward: PreviewReward }) {
  const t = useT();
  const { code, link } = shownValue(reward);
  const expiry = expiryText(reward.expiry);
  return (
    <div
      className="mt-3 space-y-3 rounded-2xl bg-white p-3 text-left text-gray-800 shadow-sm ring-1 ring-emerald-200"
      data-testid="preview-reward"
    >
      <div className="flex items-center gap-3">
        {reward.image ? (
          <img
            src={reward.image}
            alt=""
            className="size-14 shrink-0 rounded-xl bg-gray-100 object-cover"
          />
        ) : null}
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-emerald-700 uppercase">
            {t('rewards.preview.you_won')}
          </p>
          <p className="text-base leading-tight font-bold break-words text-gray-900">
            {reward.name.trim() || t('rewards.preview.your_reward')}
          </p>
          {reward.value.trim() ? (
            <p className="text-sm font-semibold text-primary-700">{reward.value}</p>
          ) : null}
        </div>
      </div>
      {reward.description.trim() ? (
        <p className="text-sm whitespace-pre-line">{reward.description}</p>
      ) : null}

      {code ? <CodeBox code={code} /> : null}
      {link ? (
        <>
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            className="flex min-h-11 w-full items-center justify-center rounded-xl bg-primary-600 px-4 text-sm font-semibold text-white hover:bg-primary-700"
          >
            {t('rewards.preview.open')}
            <span className="sr-only"> {t('rewards.preview.new_tab')}</span>
          </a>
          <QrImage value={link} />
        </>
      ) : null}
      {reward.kind === 'physical' ? (
        <p className="rounded-xl bg-gray-50 px-3 py-2 text-sm">{t('rewards.preview.physical')}</p>
      ) : null}

      {expiry ? <p className="text-xs font-medium text-gray-600">{expiry}</p> : null}
      {reward.how_to_redeem.trim() ? (
        <div>
          <p className="text-xs font-bold tracking-wide text-gray-700 uppercase">
            {t('rewards.form.how')}
          </p>
          <p className="mt-0.5 text-sm whitespace-pre-line">{reward.how_to_redeem}</p>
        </div>
      ) : null}
      {reward.terms.trim() ? (
        <details className="text-xs text-gray-600">
          <summary className="cursor-pointer font-semibold">{t('rewards.form.terms')}</summary>
          <p className="mt-1 whitespace-pre-line">{reward.terms}</p>
        </details>
      ) : null}
    </div>
  );
}

function CodeBox({ code }: { code: string }) {
  const t = useT();
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2 rounded-xl border-2 border-dashed border-primary-300 bg-primary-50 px-3 py-2">
        <span className="min-w-0 flex-[1_1_10rem] font-mono text-lg font-bold tracking-wide break-all text-primary-900">
          {code}
        </span>
        <button
          type="button"
          onClick={() =>
            void copyText(code).then((ok) => {
              if (ok) toast.success(t('rewards.preview.copied'));
            })
          }
          className="inline-flex min-h-9 shrink-0 items-center rounded-lg bg-white px-3 text-sm font-semibold text-primary-700 ring-1 ring-primary-200 hover:bg-primary-50"
        >
          {t('rewards.preview.copy')}
        </button>
      </div>
      <QrImage value={code} />
    </div>
  );
}

/** The QR code the pop-up shows, so staff can scan the code (or the link) at the counter. */
function QrImage({ value }: { value: string }) {
  const t = useT();
  const [qr, setQr] = useState<{ value: string; url: string } | null>(null);
  useEffect(() => {
    let cancelled = false;
    import('qrcode')
      .then((QRCode) =>
        QRCode.toDataURL(value, { width: 256, margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then((url) => {
        if (!cancelled) setQr({ value, url });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [value]);
  const ready = qr?.value === value ? qr.url : null;
  return (
    <div className="mx-auto size-28 rounded-lg bg-white p-1 ring-1 ring-gray-200">
      {ready ? (
        <img src={ready} alt={t('rewards.preview.qr', { value })} className="size-full" />
      ) : (
        <Skeleton className="size-full" />
      )}
    </div>
  );
}
