/**
 * The rewards front, `/rewards/{account_public_id}/{player_public_id?}` (a chunk of its own; no
 * console code). With a player id, and this device's own player token for the business, that
 * player's rewards (code, status, expiry, used or not) and what they can still win; without
 * one, what the business's games can give. `show_all=1` also lists the live games giving each
 * reward, with links to play (carrying `source_url` / `parent_url` on as attribution); the
 * fairness commitments of games with odds or winning moments close the page (Fairness.tsx).
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { CSSProperties } from 'react';
import { rewardsFrontUrl } from '@playdesk/contract/urls';
import { api, ApiError } from '../lib/api.js';
import { messageOf } from '../lib/error-text.js';
import { playerIdentity } from '../lib/player.js';
import type { SafeStore } from '../lib/storage.js';
import { surfaceStyle } from '../lib/template-theme.js';
import { InfoCard, PageShell, RetryCard } from '../ui/PageShell.js';
import { Fairness } from './Fairness.js';
import { FrontCard } from './FrontCard.js';
import { backUrl, playLink } from './front-query.js';
import type { FrontQuery } from './front-query.js';
import { frontTheme } from './front-theme.js';
import { BackIcon, GiftIcon } from './icons.js';
import { PlayLink } from './PlayLink.js';
import { offerText } from './reward-copy.js';
import { useI18n, useT } from '../i18n/i18n.js';
import type { AccountRewardsResponse } from './types.js';
import { RewardArt, WonRewardCard } from './WonRewardCard.js';

/** The loyalty member card: a chunk of its own, asked for only on the player's own page. */
const MemberCard = lazy(() =>
  import('../loyalty/MemberCard.js').then((m) => ({ default: m.MemberCard })),
);

interface RewardsFrontProps extends FrontQuery {
  account: string;
  player: string | null;
  store: SafeStore;
}

/** Whose rewards the page may show: none asked, this device's player, or someone else's. */
type Viewer = 'none' | 'mine' | 'other';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; data: AccountRewardsResponse; viewer: Viewer }
  | { kind: 'unknown' }
  | { kind: 'failed'; message: string };

/**
 * Whether the page shows the player's own rewards: the URL names a player, and the server says
 * the token sent is that player (an older server without `player`: the token was this device's).
 */
export function viewerOf(
  urlPlayer: string | null,
  sentToken: boolean,
  data: Pick<AccountRewardsResponse, 'player'>,
): Viewer {
  if (!urlPlayer) return 'none';
  if (data.player !== undefined) return data.player?.public_id === urlPlayer ? 'mine' : 'other';
  return sentToken ? 'mine' : 'other';
}

export function RewardsFront(props: RewardsFrontProps) {
  const { account, player, store, sourceUrl, parentUrl } = props;
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const t = useT();
  // The rewards' texts come in the app's language (a reward without it: its own language).
  const { lang } = useI18n();
  const identity = useMemo(() => playerIdentity(store, account), [store, account]);
  const devicePlayer = identity.profile()?.public_id ?? null;

  useEffect(() => {
    const controller = new AbortController();
    // The token goes only to the player's own page (never to a page naming someone else).
    const token = player && (!devicePlayer || devicePlayer === player) ? identity.token() : null;
    // Where the player came from goes along as the visit's attribution.
    const attribution = {
      ...(sourceUrl ? { source_url: sourceUrl } : {}),
      ...(parentUrl ? { parent_url: parentUrl } : {}),
      ...(lang && lang !== 'en-XA' ? { lang } : {}),
    };
    api
      .accountRewards(account, token, attribution, controller.signal)
      .then((data) => {
        if (data.player && !identity.profile()?.public_id) {
          identity.setProfile({
            ...(identity.profile() ?? { display_name: null, avatar: null }),
            public_id: data.player.public_id,
          });
        }
        setState({ kind: 'ready', data, viewer: viewerOf(player, token !== null, data) });
      })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        if (error instanceof ApiError && error.status === 404) setState({ kind: 'unknown' });
        else setState({ kind: 'failed', message: messageOf(error) });
      });
    return () => controller.abort();
  }, [account, player, devicePlayer, identity, sourceUrl, parentUrl, attempt, lang]);

  const business = state.kind === 'ready' ? state.data.business_name : null;
  useEffect(() => {
    document.title = t('rewards.page_title', { business: business ?? 'Playdesk' });
  }, [business, t]);

  const back = backUrl(props);

  switch (state.kind) {
    case 'loading':
      return (
        <PageShell>
          <div role="status" aria-label={t('rewards.loading')} className="flex flex-col gap-3">
            <div className="pd-skeleton h-28 rounded-3xl" />
            <div className="pd-skeleton h-56 rounded-3xl" />
            <div className="pd-skeleton h-40 rounded-3xl" />
          </div>
        </PageShell>
      );
    case 'unknown':
      return (
        <PageShell>
          <InfoCard
            icon={GiftIcon}
            title={t('rewards.title')}
            actions={back ? <BackLink href={back} className="pd-btn-primary" /> : undefined}
          >
            <p>{t('rewards.unknown')}</p>
          </InfoCard>
        </PageShell>
      );
    case 'failed':
      return (
        <PageShell>
          <RetryCard
            title={t('rewards.failed')}
            message={state.message}
            onRetry={() => {
              setState({ kind: 'loading' });
              setAttempt((n) => n + 1);
            }}
          />
        </PageShell>
      );
    case 'ready':
      return (
        <FrontPage
          {...props}
          data={state.data}
          viewer={state.viewer}
          devicePlayer={devicePlayer}
          back={back}
          // A reward bought with points is one of the player's rewards: read them again (the
          // page stays as it is meanwhile).
          onRewardsChanged={() => setAttempt((n) => n + 1)}
        />
      );
  }
}

function BackLink({ href, className }: { href: string; className: string }) {
  const t = useT();
  return (
    <a href={href} className={className}>
      <BackIcon className="size-5" /> {t('rewards.back')}
    </a>
  );
}

export interface FrontPageProps extends RewardsFrontProps {
  data: AccountRewardsResponse;
  viewer: Viewer;
  devicePlayer: string | null;
  back: string | null;
  /** Something changed the player's rewards (a purchase with points): read them again. */
  onRewardsChanged?: () => void;
}

/** The page once the rewards arrived (exported for the tests). */
export function FrontPage({
  data,
  viewer,
  devicePlayer,
  back,
  showAll,
  onRewardsChanged,
  ...props
}: FrontPageProps) {
  const { t } = useI18n();
  const theme = frontTheme(data.colors);
  const name = viewer === 'mine' ? (data.player?.display_name ?? null) : null;
  const fairness = data.fairness.filter((f) => f.commitments.length > 0);
  // What can still be won: the server says no when the stock is gone or the player's cap is met.
  const open = data.rewards.filter((r) => r.can_win !== false);
  const nothing = open.length === 0 && (viewer !== 'mine' || data.won.length === 0);

  return (
    <PageShell>
      <div className="pd-rise flex flex-col gap-3">
        <header
          className={`rounded-3xl p-5 shadow-2xl shadow-primary-950/30 ${theme ? '' : 'bg-white text-gray-900'}`}
          style={theme ? (surfaceStyle(theme) as CSSProperties) : undefined}
        >
          {back && (
            <a
              href={back}
              className="-ms-2 mb-2 inline-flex min-h-11 items-center gap-1.5 rounded-xl px-2 text-[15px] font-semibold underline-offset-4 hover:underline"
            >
              <BackIcon className="size-5" /> {t('rewards.back')}
            </a>
          )}
          <div className="flex items-center gap-3">
            <div
              aria-hidden="true"
              className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-amber-50 text-amber-600 ring-1 ring-amber-100"
            >
              <GiftIcon className="size-7" />
            </div>
            <div className="min-w-0">
              <h1 className="text-2xl leading-tight font-extrabold">
                {viewer === 'mine' ? t('rewards.yours') : t('rewards.title')}
              </h1>
              <p className={`text-[15px] break-words ${theme ? 'opacity-85' : 'text-gray-600'}`}>
                {name
                  ? t('rewards.hi', { name, business: data.business_name })
                  : t('rewards.from', { business: data.business_name })}
              </p>
            </div>
          </div>
        </header>

        {viewer === 'other' && (
          <FrontCard>
            <p className="text-[15px] text-gray-700">{t('rewards.other_device')}</p>
            {devicePlayer && devicePlayer !== props.player && (
              <a
                href={rewardsFrontUrl('', props.account, devicePlayer)}
                className="pd-btn-soft mt-3 w-full"
              >
                {t('rewards.this_device')}
              </a>
            )}
          </FrontCard>
        )}

        {viewer === 'mine' && (
          <Suspense fallback={null}>
            <MemberCard
              account={props.account}
              token={playerIdentity(props.store, props.account).token()}
              onBought={onRewardsChanged}
            />
          </Suspense>
        )}

        {viewer === 'mine' && (
          <section aria-labelledby="won-heading" className="flex flex-col gap-3">
            <h2 id="won-heading" className="px-1 text-lg font-extrabold text-white">
              {t('rewards.won_so_far')}
            </h2>
            {data.won.length === 0 ? (
              <FrontCard>
                <p className="text-[15px] text-gray-700">{t('rewards.none_won')}</p>
              </FrontCard>
            ) : (
              <ul className="flex flex-col gap-3">
                {data.won.map((won) => (
                  <li key={won.id}>
                    <WonRewardCard
                      won={won}
                      businessName={data.business_name}
                      variant="front"
                      headingLevel={3}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}

        {nothing ? (
          <FrontCard>
            <h2 className="text-lg font-extrabold text-gray-900">{t('rewards.none_title')}</h2>
            <p className="text-[15px] text-gray-700">
              {t('rewards.none_body', { business: data.business_name })}
            </p>
          </FrontCard>
        ) : (
          open.length > 0 && (
            <section aria-labelledby="offers-heading" className="flex flex-col gap-3">
              <h2 id="offers-heading" className="px-1 text-lg font-extrabold text-white">
                {viewer === 'mine' ? t('rewards.still_win') : t('rewards.can_win')}
              </h2>
              <ul className="flex flex-col gap-3">
                {open.map(({ reward, offers }) => (
                  <li key={reward.public_id}>
                    <FrontCard>
                      <div className="flex items-start gap-3">
                        <RewardArt reward={reward} />
                        <div className="min-w-0 flex-1">
                          <h3 className="text-lg leading-snug font-extrabold break-words text-gray-900">
                            {reward.name}
                          </h3>
                          {reward.value && (
                            <p className="text-sm font-semibold text-gray-700">{reward.value}</p>
                          )}
                        </div>
                      </div>
                      {reward.description && (
                        <p className="mt-2 text-sm whitespace-pre-line text-gray-700">
                          {reward.description}
                        </p>
                      )}
                      {showAll && offers.length > 0 && (
                        <ul
                          aria-label={t('rewards.games_giving', { reward: reward.name })}
                          className="mt-3 flex flex-col gap-2"
                        >
                          {offers.map((offer) => (
                            <li
                              key={`${offer.game.public_id}-${offer.mode}`}
                              className="flex items-center gap-3 rounded-xl bg-primary-50/60 p-3 ring-1 ring-primary-100"
                            >
                              <div className="min-w-0 flex-1">
                                <p className="font-bold break-words text-gray-900">
                                  {offer.game.name}
                                </p>
                                <p className="text-sm text-gray-700">{offerText(offer, t)}</p>
                              </div>
                              <PlayLink
                                href={playLink(offer.game.public_id, props)}
                                gameName={offer.game.name}
                                theme={theme}
                              />
                            </li>
                          ))}
                        </ul>
                      )}
                      {reward.terms && (
                        <details className="mt-2 text-sm">
                          <summary className="cursor-pointer font-semibold text-primary-700">
                            {t('reward.terms')}
                          </summary>
                          <p className="mt-1 whitespace-pre-line text-gray-600">{reward.terms}</p>
                        </details>
                      )}
                    </FrontCard>
                  </li>
                ))}
              </ul>
            </section>
          )
        )}

        {fairness.length > 0 && <Fairness entries={fairness} business={data.business_name} />}
      </div>
    </PageShell>
  );
}

export default RewardsFront;
