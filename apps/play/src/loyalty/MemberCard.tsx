/**
 * The loyalty member card on the rewards front (issue 39, docs/loyalty.md#the-member-card): a
 * chunk of its own, loaded only on the player's own rewards page — never in the pad's first
 * load. Points, level and progress to the next, the streak, the badges, the catalogue with "Buy"
 * and the latest history. A player whose email is not verified is told how to become a member.
 */
import { useEffect, useState } from 'react';
import type { LoyaltyBuyResponse, LoyaltyCard, LoyaltyCardResponse } from '@playdesk/contract';
import { BADGE_PATHS, type LoyaltyBadgeIcon } from '@playdesk/contract/badge-icons';
import { isImageRef } from '@playdesk/games';
import { api, ApiError } from '../lib/api.js';
import { messageOf } from '../lib/error-text.js';
import { useT } from '../i18n/i18n.js';
import { FrontCard } from '../rewards/FrontCard.js';

/** The badge's own picture when the business gave one, else its built-in icon (decorative). */
function Badge({
  icon,
  image,
  earned,
}: {
  icon: LoyaltyBadgeIcon;
  image: string | null;
  earned: boolean;
}) {
  const ring = earned ? 'ring-2 ring-amber-300' : 'opacity-50 grayscale';
  if (image && isImageRef(image))
    return (
      <img
        src={image}
        alt=""
        data-testid="loyalty-badge-image"
        className={`size-12 rounded-full bg-gray-100 object-cover ${ring}`}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={`flex size-12 items-center justify-center rounded-full ${earned ? 'bg-amber-100 text-amber-600 ring-2 ring-amber-300' : 'bg-gray-100 text-icon-muted'}`}
    >
      <svg viewBox="0 0 24 24" className="size-7" fill="currentColor" fillRule="evenodd">
        <path d={BADGE_PATHS[icon]} />
      </svg>
    </span>
  );
}

const base = (account: string) => `play/accounts/${encodeURIComponent(account)}/loyalty`;

type State = { kind: 'loading' } | { kind: 'ready'; card: LoyaltyCard } | { kind: 'failed' };

/**
 * `onBought`: called once a purchase went through, so the page around the card can show the reward
 * among the player's rewards ("Won so far" reads the rewards front's own answer).
 */
export function MemberCard({
  account,
  token,
  onBought,
}: {
  account: string;
  token: string | null;
  onBought?: () => void;
}) {
  const t = useT();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [bought, setBought] = useState<LoyaltyBuyResponse | null>(null);
  const [buying, setBuying] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api
      .call<LoyaltyCardResponse>(`${base(account)}/me`, { token, signal: controller.signal })
      .then(({ card }) => setState({ kind: 'ready', card }))
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        setState({ kind: 'failed' });
      });
    return () => controller.abort();
  }, [account, token, attempt]);

  if (state.kind !== 'ready' || !state.card.enabled) return null;
  const { card } = state;

  if (!card.member)
    return (
      <FrontCard>
        <h2 className="text-lg font-extrabold text-gray-900">{t('loyalty.title')}</h2>
        <p className="mt-1 text-[15px] text-gray-700">{t('loyalty.join')}</p>
      </FrontCard>
    );

  const buy = (item: string) => {
    if (!token) return;
    setBuying(item);
    setRefusal(null);
    api
      .call<LoyaltyBuyResponse>(`${base(account)}/catalogue/${encodeURIComponent(item)}/buy`, {
        method: 'POST',
        token,
      })
      .then((answer) => {
        setBought(answer);
        setAttempt((n) => n + 1);
        onBought?.();
      })
      .catch((error: unknown) =>
        setRefusal(error instanceof ApiError ? error.message : messageOf(error)),
      )
      .finally(() => setBuying(null));
  };

  const next = card.next_level;
  const progress = next ? Math.min(100, Math.round((card.lifetime / next.min_points) * 100)) : 100;

  return (
    <section
      aria-labelledby="loyalty-heading"
      className="flex flex-col gap-3"
      data-testid="member-card"
    >
      <FrontCard>
        <h2
          id="loyalty-heading"
          className="text-sm font-bold tracking-wide text-gray-500 uppercase"
        >
          {t('loyalty.title')}
        </h2>
        <p className="mt-1 text-4xl font-extrabold text-gray-900 tabular-nums">
          {t('loyalty.points', { count: card.balance })}
        </p>
        <div className="mt-3 flex items-center justify-between gap-3 text-sm">
          <span className="font-bold text-gray-900">{card.level ?? '—'}</span>
          {card.streak > 0 && (
            <span className="rounded-full bg-orange-50 px-3 py-1 font-semibold text-orange-700">
              {t('loyalty.streak', { count: card.streak })}
            </span>
          )}
        </div>
        {next && (
          <>
            <div
              className="mt-2 h-2.5 overflow-hidden rounded-full bg-gray-100"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={next.min_points}
              aria-valuenow={card.lifetime}
              aria-label={t('loyalty.to_next', {
                level: next.name,
                count: next.min_points - card.lifetime,
              })}
            >
              <div
                className="h-full rounded-full bg-primary-600"
                style={{ width: `${progress}%` }}
              />
            </div>
            <p className="mt-1 text-xs text-gray-600">
              {t('loyalty.to_next', { level: next.name, count: next.min_points - card.lifetime })}
            </p>
          </>
        )}
      </FrontCard>

      {card.badges.length > 0 && (
        <FrontCard>
          <h3 className="text-base font-extrabold text-gray-900">{t('loyalty.badges')}</h3>
          <ul className="mt-3 grid grid-cols-3 gap-3">
            {card.badges.map((b) => (
              <li key={b.id} className="flex flex-col items-center gap-1 text-center">
                <Badge icon={b.icon} image={b.image} earned={b.earned_at !== null} />
                <span
                  className={`text-xs font-semibold ${b.earned_at ? 'text-gray-900' : 'text-muted'}`}
                >
                  {b.name}
                </span>
                <span className="sr-only">
                  {b.earned_at ? t('loyalty.badge_earned') : t('loyalty.badge_locked')}
                </span>
              </li>
            ))}
          </ul>
        </FrontCard>
      )}

      {bought && (
        <FrontCard>
          <p className="font-bold text-gray-900" role="status">
            {/* Held for the business's review (fair play): no code until it is approved. */}
            {bought.held
              ? t('loyalty.bought_held', { reward: bought.reward.name })
              : t('loyalty.bought', { reward: bought.reward.name })}
          </p>
          {(bought.reward.code ?? bought.reward.link) && (
            <p className="mt-2 rounded-xl bg-gray-50 p-3 text-center font-mono text-lg font-bold tracking-wider break-all text-gray-900">
              {bought.reward.code ?? bought.reward.link}
            </p>
          )}
        </FrontCard>
      )}

      {card.catalogue.length > 0 && (
        <FrontCard>
          <h3 className="text-base font-extrabold text-gray-900">{t('loyalty.catalogue')}</h3>
          {refusal && (
            <p className="mt-2 text-sm font-semibold text-red-700" role="alert">
              {refusal}
            </p>
          )}
          <ul className="mt-2 divide-y divide-gray-100">
            {card.catalogue.map((item) => {
              const out = item.stock_left === 0;
              const short = card.balance < item.price;
              return (
                <li key={item.public_id} className="flex items-center gap-3 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-bold break-words text-gray-900">{item.reward.name}</p>
                    <p className="text-sm text-gray-600">
                      {t('loyalty.points', { count: item.price })}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="pd-btn-primary min-h-11 shrink-0 px-4"
                    disabled={out || short || buying !== null}
                    onClick={() => buy(item.public_id)}
                  >
                    {out ? t('loyalty.sold_out') : t('loyalty.buy')}
                  </button>
                </li>
              );
            })}
          </ul>
        </FrontCard>
      )}

      {card.history.length > 0 && (
        <FrontCard>
          <h3 className="text-base font-extrabold text-gray-900">{t('loyalty.history')}</h3>
          <ul className="mt-2 divide-y divide-gray-100 text-sm">
            {card.history.map((e) => (
              <li key={e.id} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0 truncate text-gray-700">
                  {e.kind === 'earn'
                    ? t(`loyalty.reason.${reasonKey(e.reason)}`)
                    : e.kind === 'spend'
                      ? e.reason
                      : t(`loyalty.kind.${e.kind}`)}
                </span>
                <span
                  className={`font-bold tabular-nums ${e.points < 0 ? 'text-red-700' : 'text-emerald-700'}`}
                >
                  {e.points > 0 ? '+' : '−'}
                  {Math.abs(e.points)}
                </span>
              </li>
            ))}
          </ul>
        </FrontCard>
      )}
    </section>
  );
}

const REASONS = ['play', 'finish', 'win', 'score', 'first_play_of_day', 'streak', 'form'] as const;
/** The rule an earning came from, as a catalogue key (an unknown one: a play). */
function reasonKey(reason: string): (typeof REASONS)[number] {
  return (REASONS as readonly string[]).includes(reason)
    ? (reason as (typeof REASONS)[number])
    : 'play';
}
