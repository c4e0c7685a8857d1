/**
 * A reward the player won, as the win pop-up and the rewards front show it: what it is, the code
 * (with Copy and a QR code for staff to scan) or the link, or for a prize how it is claimed; when
 * it can be used; how to redeem it; the terms. Always on the app's white card, so the code reads
 * the same on any template's colours.
 */
import { useId } from 'react';
import { isImageRef } from '@playdesk/games';
import { CopyButton } from './CopyButton.js';
import { ArrowIcon, ClockIcon, ExternalIcon, GiftIcon, TicketIcon } from './icons.js';
import { QrCode } from './QrCode.js';
import { defaultHowToRedeem, rewardStatusLabel } from './reward-copy.js';
import { rewardShape, validityText } from './reward-text.js';
import type { PublicReward, WonReward } from './types.js';
import { useI18n, useT } from '../i18n/i18n.js';

const STATUS_STYLES: Record<WonReward['status'], string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  // Never sent to a player (a held win is hidden until approved); named for completeness.
  held: 'bg-amber-50 text-amber-800 ring-amber-200',
  redeemed: 'bg-gray-100 text-gray-700 ring-gray-200',
  expired: 'bg-red-50 text-red-800 ring-red-200',
  voided: 'bg-red-50 text-red-800 ring-red-200',
  unverified: 'bg-amber-50 text-amber-900 ring-amber-200',
};

export function RewardStatus({ status }: { status: WonReward['status'] }) {
  const t = useT();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-bold ring-1 ring-inset ${STATUS_STYLES[status]}`}
    >
      {rewardStatusLabel(status, t)}
    </span>
  );
}

/** The reward's picture, else a gift drawn in the app's colours (decorative either way). */
export function RewardArt({ reward, size = 'size-14' }: { reward: PublicReward; size?: string }) {
  const src = reward.image?.trim() ?? '';
  if (src && isImageRef(src)) {
    return <img src={src} alt="" className={`${size} shrink-0 rounded-xl object-cover`} />;
  }
  return (
    <div
      aria-hidden="true"
      className={`${size} flex shrink-0 items-center justify-center rounded-xl bg-amber-50 text-amber-600 ring-1 ring-amber-100`}
    >
      <GiftIcon className="size-8" />
    </div>
  );
}

interface WonRewardCardProps {
  won: WonReward;
  businessName: string | null;
  /** `popup`: right after the game ("Your reward"); `front`: one of the list (its status). */
  variant: 'popup' | 'front';
  /** The player's rewards front (the pop-up links to it). */
  frontHref?: string | null;
  /** Open the front in a new tab (the game is inside a business's page). */
  frontInNewTab?: boolean;
  /**
   * Heading level of the reward's name on a page; null inside a dialog, whose title stays its
   * one heading (the name still names the card's region).
   */
  headingLevel?: 3 | 4 | null;
}

export function WonRewardCard({
  won,
  businessName,
  variant,
  frontHref = null,
  frontInNewTab = false,
  headingLevel = 3,
}: WonRewardCardProps) {
  const t = useT();
  const lang = useI18n().lang;
  const titleId = useId();
  const { reward } = won;
  const shape = rewardShape(won);
  const usable = won.status === 'active';
  // In store: staff scan the signed redemption token (never the code itself), docs/rewards.md.
  const counterToken = usable && won.redeem_mode === 'in_store' ? won.redemption_token : null;
  const Heading = headingLevel === null ? 'p' : headingLevel === 3 ? 'h3' : 'h4';
  const Sub = headingLevel === null ? 'p' : headingLevel === 3 ? 'h4' : 'h5';
  const how = reward.how_to_redeem.trim() || defaultHowToRedeem(reward.kind, businessName, t);

  return (
    <section
      aria-labelledby={titleId}
      data-testid="won-reward"
      className="w-full rounded-2xl bg-white p-4 text-start text-gray-900 shadow-sm ring-1 ring-primary-100"
    >
      <div className="flex items-start gap-3">
        <RewardArt reward={reward} />
        <div className="min-w-0 flex-1">
          {variant === 'popup' ? (
            <p className="text-xs font-bold tracking-wide text-primary-700 uppercase">
              {t('reward.won')}
            </p>
          ) : (
            <RewardStatus status={won.status} />
          )}
          <Heading id={titleId} className="text-lg leading-snug font-extrabold break-words">
            {reward.name}
          </Heading>
          {reward.value && <p className="text-sm font-semibold text-gray-700">{reward.value}</p>}
          {variant === 'front' && won.game && (
            <p className="text-xs text-gray-600">{t('reward.won_in', { game: won.game.name })}</p>
          )}
        </div>
      </div>

      {reward.description && variant === 'popup' && (
        <p className="mt-2 text-sm whitespace-pre-line text-gray-700">{reward.description}</p>
      )}

      {shape.kind === 'code' && (
        <div className="mt-3 rounded-xl border-2 border-dashed border-primary-200 bg-primary-50/60 p-3 text-center">
          <p className="text-xs font-semibold text-gray-600">{t('reward.your_code')}</p>
          <p
            data-testid="reward-code"
            className={`mt-0.5 font-mono text-2xl font-bold tracking-wide break-all select-all ${usable ? 'text-primary-900' : 'text-gray-500 line-through'}`}
          >
            {shape.code}
          </p>
          {usable && (
            <div className="mt-2 flex flex-wrap justify-center gap-1">
              <CopyButton text={shape.code} what="code" />
            </div>
          )}
          {usable && !counterToken && (
            <div className="mt-3 flex flex-col items-center gap-1">
              <QrCode value={shape.code} label={t('reward.qr_label', { code: shape.code })} />
              <p className="text-xs text-gray-600">{t('reward.qr_staff')}</p>
            </div>
          )}
        </div>
      )}

      {shape.kind === 'link' &&
        (usable ? (
          <a
            href={shape.href}
            target="_blank"
            rel="noopener noreferrer"
            className="pd-btn-primary mt-3 w-full"
          >
            {t('reward.open_link')} <ExternalIcon className="size-5" />
            <span className="sr-only">{t('pad.footer.new_tab')}</span>
          </a>
        ) : (
          <p className="mt-3 text-sm break-all text-gray-500 line-through">{shape.href}</p>
        ))}

      {shape.kind === 'prize' && (
        <div className="mt-3 flex items-center gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
          <TicketIcon className="size-5 shrink-0" />
          <p className="min-w-0 flex-1">
            {t('reward.win_reference')}{' '}
            <strong className="font-mono break-all" data-testid="reward-reference">
              {won.id}
            </strong>
          </p>
        </div>
      )}

      {counterToken && (
        <CounterQr
          token={counterToken}
          manual={shape.kind === 'code' ? shape.code : won.id}
          manualLabel={shape.kind === 'code' ? t('reward.manual_code') : t('reward.win_reference')}
        />
      )}

      <p className="mt-3 flex items-center gap-1.5 text-sm font-medium text-gray-800">
        <ClockIcon className="size-4 shrink-0 text-primary-600" />
        {validityText(won, lang, t)}
      </p>

      {usable && (
        <div className="mt-2">
          <Sub className="text-sm font-bold text-gray-900">
            {shape.kind === 'prize' ? t('reward.how_you_get_it') : t('reward.how_to_redeem')}
          </Sub>
          <p className="text-sm whitespace-pre-line text-gray-700">{how}</p>
        </div>
      )}

      {reward.terms && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-semibold text-primary-700">
            {t('reward.terms')}
          </summary>
          <p className="mt-1 whitespace-pre-line text-gray-600">{reward.terms}</p>
        </details>
      )}

      {frontHref && (
        <a
          href={frontHref}
          className="pd-btn-ghost mt-2 w-full"
          {...(frontInNewTab ? { target: '_blank', rel: 'noopener' } : {})}
        >
          {t('reward.see_all')} <ArrowIcon className="size-4" />
          {frontInNewTab && <span className="sr-only">{t('pad.footer.new_tab')}</span>}
        </a>
      )}
    </section>
  );
}

/**
 * An in-store reward's QR code: the signed redemption token the counter's scanner reads, with the
 * code (or the win's reference) printed beside it for staff to type when the scan fails.
 */
function CounterQr({
  token,
  manual,
  manualLabel,
}: {
  token: string;
  manual: string;
  manualLabel: string;
}) {
  const t = useT();
  return (
    <div
      data-testid="counter-qr"
      className="mt-3 flex flex-wrap items-center justify-center gap-3 rounded-xl bg-primary-50/60 p-3 ring-1 ring-primary-100"
    >
      <QrCode value={token} label={t('reward.qr_counter_label')} size={168} />
      <div className="min-w-0 flex-1 basis-32 text-center sm:text-start">
        <p className="text-sm font-bold text-gray-900">{t('reward.qr_counter')}</p>
        <p className="mt-2 text-xs font-semibold text-gray-600">{manualLabel}</p>
        <p
          data-testid="counter-manual"
          className="font-mono text-lg font-bold tracking-wide break-all text-primary-900 select-all"
        >
          {manual}
        </p>
      </div>
    </div>
  );
}

export default WonRewardCard;
