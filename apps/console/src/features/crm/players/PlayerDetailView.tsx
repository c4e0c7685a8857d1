import type { PlayerDetail, PlayerRewardRecord, PlayRecord, Risk } from '@playdesk/contract';
import type { ReactNode } from 'react';
import { useT, type MessageKey } from '../../../i18n/i18n';
import { Badge } from '../../../ui/Badge';
import { customFieldAnswer, customFieldLabel } from './custom-fields';
import { endReasonLabel } from './end-reason';
import { ConsentBadges, When } from './PlayerTable';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format';

const PERSONAL_LABELS = [
  ['first_name', 'crm.field.first_name'],
  ['last_name', 'crm.field.last_name'],
  ['email', 'crm.field.email'],
  ['phone', 'crm.field.phone'],
  ['birth_date', 'crm.field.birth_date'],
  ['postcode', 'crm.field.postcode'],
] as const satisfies readonly (readonly [string, MessageKey])[];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2.5">
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2.5 ring-1 ring-slate-100 ring-inset">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

const STATUS_TONE = { won: 'success', lost: 'neutral', playing: 'primary' } as const;
const RISK_TONE = { low: 'neutral', medium: 'warning', high: 'danger' } as const;

/** Fair play's score and its reasons (docs/fair-play-risk.md#the-score), as badges. */
function RiskBadges({ risk }: { risk: Risk }) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-1.5" data-testid="player-risk">
      <Badge tone={RISK_TONE[risk.level]}>
        {t('crm.risk.score', { score: risk.score })} · {t(`crm.risk.level.${risk.level}`)}
      </Badge>
      {risk.reasons.map((r) => (
        <Badge key={r.code} tone="neutral">
          {r.text}
        </Badge>
      ))}
    </div>
  );
}

function PlayRow({ play }: { play: PlayRecord }) {
  const t = useT();
  const reason = endReasonLabel(play.reason);
  const duration = (ms: number) => {
    const s = Math.round(ms / 1000);
    return s < 60
      ? t('crm.duration.seconds', { s })
      : t('crm.duration.minutes', { m: Math.floor(s / 60), s: s % 60 });
  };
  return (
    <li className="flex items-center gap-3 py-2.5" data-testid="player-play">
      <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-primary-400" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-900">{play.game_name}</p>
        <p className="text-xs text-slate-500">
          {formatDateTime(play.started_at)}
          {play.duration_ms !== null ? ` · ${duration(play.duration_ms)}` : ''}
          {reason ? ` · ${reason}` : ''}
        </p>
      </div>
      <span className="text-sm font-semibold text-slate-900 tabular-nums">{play.score}</span>
      {play.risk.score > 0 ? (
        <span title={play.risk.reasons.map((r) => r.text).join('\n')}>
          <Badge tone={RISK_TONE[play.risk.level]}>
            {t('crm.risk.score', { score: play.risk.score })}
          </Badge>
        </span>
      ) : null}
      <Badge tone={STATUS_TONE[play.status]}>{t(`crm.play.status.${play.status}`)}</Badge>
    </li>
  );
}

const WIN_TONE = {
  active: 'success',
  held: 'warning',
  redeemed: 'neutral',
  expired: 'warning',
  voided: 'danger',
  unverified: 'neutral',
} as const;

function RewardRow({ win }: { win: PlayerRewardRecord }) {
  const t = useT();
  return (
    <li className="flex items-center gap-3 py-2.5" data-testid="player-reward">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-900">{win.reward.name}</p>
        <p className="truncate text-xs text-slate-500">
          {formatDateTime(win.won_at)}
          {win.game ? ` · ${win.game.name}` : ''}
          {win.expires_at ? ` · ${t('crm.win.expires', { date: formatDate(win.expires_at) })}` : ''}
        </p>
      </div>
      {win.code ? (
        <code className="max-w-[10rem] truncate rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
          {win.code}
        </code>
      ) : null}
      <Badge tone={WIN_TONE[win.status]}>{t(`crm.win.status.${win.status}`)}</Badge>
    </li>
  );
}

/** One player: scores, personal data and form answers, consents with their history, plays. */
export function PlayerDetailView({ player }: { player: PlayerDetail }) {
  const t = useT();
  const p = player.personal;
  const known = PERSONAL_LABELS.filter(([key]) => p[key]);
  return (
    <div className="space-y-7">
      <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        <Stat label={t('crm.col.plays')} value={formatNumber(player.plays)} />
        <Stat label={t('crm.col.best_score')} value={player.best_score ?? '—'} />
        <Stat label={t('crm.col.wins')} value={formatNumber(player.wins)} />
        <Stat label={t('crm.col.games')} value={player.games_played} />
        <Stat label={t('crm.col.rewards')} value={formatNumber(player.rewards)} />
        {player.loyalty ? (
          <>
            <Stat label={t('crm.col.loyalty')} value={formatNumber(player.loyalty.points)} />
            <Stat
              label={t('crm.col.level')}
              value={
                <span
                  className="block truncate text-base"
                  title={player.loyalty.level ?? undefined}
                >
                  {player.loyalty.level ?? t('crm.loyalty.no_level')}
                </span>
              }
            />
          </>
        ) : null}
      </dl>

      {player.risk.score > 0 ? (
        <Section title={t('crm.risk.title')}>
          <RiskBadges risk={player.risk} />
        </Section>
      ) : null}

      <Section title={t('crm.player.details')}>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {known.map(([key, label]) => (
            <div key={key} className="min-w-0">
              <dt className="text-xs text-slate-500">{t(label)}</dt>
              <dd className="truncate text-slate-900">{p[key]}</dd>
            </div>
          ))}
          {p.custom_fields.map((f) => (
            <div key={f.key} className="min-w-0" data-testid="player-custom-field">
              <dt className="text-xs text-slate-500">{customFieldLabel(f)}</dt>
              <dd className="truncate text-slate-900">{customFieldAnswer(f.value)}</dd>
            </div>
          ))}
          <div>
            <dt className="text-xs text-slate-500">{t('crm.col.first_seen')}</dt>
            <dd className="text-slate-900">
              <When at={player.first_seen_at} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">{t('crm.filters.last_seen')}</dt>
            <dd className="text-slate-900">
              <When at={player.last_seen_at} />
            </dd>
          </div>
        </dl>
      </Section>

      <Section title={t('crm.tab.consents')}>
        <ConsentBadges consents={player.consents} />
        {player.consent_history.length > 0 ? (
          <ol className="space-y-2 border-l border-slate-200 pl-4" data-testid="consent-history">
            {player.consent_history.map((r, i) => (
              <li key={`${r.consent_public_id}-${r.at}-${i}`} className="text-sm">
                <p className="text-slate-900">
                  <span className="font-medium">
                    {r.action === 'given' ? t('crm.history.gave') : t('crm.history.withdrew')}
                  </span>{' '}
                  {t('crm.history.consent', { name: r.consent_name })}{' '}
                  <span className="text-slate-500">
                    {t('crm.history.version', { version: r.version })}
                  </span>
                  {r.status === 'pending' ? (
                    <Badge tone="warning" className="ml-1.5">
                      {t('crm.history.awaiting')}
                    </Badge>
                  ) : null}
                </p>
                <p className="text-xs text-slate-500">
                  {formatDateTime(r.at)}
                  {r.page_url ? ` · ${t('crm.history.on', { url: r.page_url })}` : ''}
                </p>
              </li>
            ))}
          </ol>
        ) : null}
      </Section>

      <Section title={t('crm.player.rewards_won', { count: player.rewards })}>
        {player.rewards_won.length === 0 ? (
          <p className="text-sm text-slate-500">{t('crm.player.no_rewards')}</p>
        ) : (
          <ol className="divide-y divide-slate-100" data-testid="player-rewards-won">
            {player.rewards_won.map((win) => (
              <RewardRow key={win.id} win={win} />
            ))}
          </ol>
        )}
      </Section>

      <Section title={t('crm.player.plays', { count: player.plays_timeline.length })}>
        {player.plays_timeline.length === 0 ? (
          <p className="text-sm text-slate-500">{t('crm.player.no_plays')}</p>
        ) : (
          <ol className="divide-y divide-slate-100">
            {player.plays_timeline.map((play, i) => (
              <PlayRow key={`${play.started_at}-${i}`} play={play} />
            ))}
          </ol>
        )}
      </Section>
    </div>
  );
}
