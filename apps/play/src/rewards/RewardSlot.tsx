/**
 * Where the win pop-up shows a reward. The card (and the QR code library) is a chunk of its own,
 * downloaded only when a play won a reward — the pad preloads it as soon as the session that won
 * arrives — so games without rewards never load it. Should the chunk fail to arrive (the
 * connection dropped), the pop-up still says what was won, with the code as text.
 */
import { Component, Suspense, use } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { rewardShape, validityText } from './reward-text.js';
import type * as CardModuleTypes from './WonRewardCard.js';
import type { WonReward } from './types.js';
import { useI18n, useT } from '../i18n/i18n.js';

type CardModule = typeof CardModuleTypes;
type CardProps = ComponentProps<CardModule['WonRewardCard']>;

let cardModule: Promise<CardModule> | null = null;

/** Downloads the reward card once (again after a failure). */
export function loadRewardCard(): Promise<CardModule> {
  cardModule ??= import('./WonRewardCard.js').catch((error: unknown) => {
    cardModule = null;
    throw error;
  });
  return cardModule;
}

function LazyCard(props: CardProps) {
  const { WonRewardCard } = use(loadRewardCard());
  return <WonRewardCard {...props} />;
}

/** The reward in plain text: what the pop-up shows when the card could not load. */
export function PlainReward({ won }: { won: WonReward }) {
  const { t, lang } = useI18n();
  const shape = rewardShape(won);
  return (
    <section
      aria-label={t('reward.yours')}
      data-testid="won-reward"
      className="w-full rounded-2xl bg-white p-4 text-start text-gray-900 ring-1 ring-primary-100"
    >
      <p className="text-xs font-bold tracking-wide text-primary-700 uppercase">
        {t('reward.won')}
      </p>
      <p className="text-lg font-extrabold">{won.reward.name}</p>
      {shape.kind === 'code' && (
        <p className="font-mono text-xl font-bold break-all select-all" data-testid="reward-code">
          {shape.code}
        </p>
      )}
      {shape.kind === 'link' && (
        <a
          href={shape.href}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold break-all text-primary-700 underline"
        >
          {shape.href}
        </a>
      )}
      {shape.kind === 'prize' && (
        <p className="font-mono text-sm">
          {t('reward.win_reference')} {won.id}
        </p>
      )}
      <p className="mt-1 text-sm text-gray-700">{validityText(won, lang, t)}</p>
    </section>
  );
}

class CardBoundary extends Component<
  { children: ReactNode; fallback: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function RewardSkeleton() {
  const t = useT();
  return (
    <div
      role="status"
      aria-label={t('reward.loading')}
      className="pd-skeleton h-72 w-full rounded-2xl"
    />
  );
}

/** The reward card, loaded on demand, with a skeleton while it comes and plain text if it fails. */
export function RewardSlot(props: CardProps) {
  return (
    <CardBoundary fallback={<PlainReward won={props.won} />}>
      <Suspense fallback={<RewardSkeleton />}>
        <LazyCard {...props} />
      </Suspense>
    </CardBoundary>
  );
}
