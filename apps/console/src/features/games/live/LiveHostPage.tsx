import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { LiveCommand, LiveReward, LiveSession } from '@playdesk/contract';
import { useT, type MessageKey } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { PageHeader } from '../../../ui/PageHeader';
import { Select } from '../../../ui/Select';
import { Skeleton } from '../../../ui/Skeleton';
import {
  useLiveCommand,
  useLiveRewards,
  useLiveShow,
  useOpenLiveShow,
  useQuizzes,
  useSetLiveReward,
} from './api';

type Mode = 'classic' | 'teams' | 'survival';

/** The reward fields' state: none, or a reward to the top N or above a score. */
interface RewardChoice {
  reward: string;
  to: 'top' | 'score';
  amount: number;
}
const NO_REWARD: RewardChoice = { reward: '', to: 'top', amount: 3 };

const choiceOf = (reward: LiveSession['reward']): RewardChoice =>
  reward
    ? {
        reward: reward.reward_id,
        to: reward.top !== null ? 'top' : 'score',
        amount: reward.top ?? reward.min_score ?? 0,
      }
    : NO_REWARD;

/**
 * The request's reward (null: none). A personality show's goes to every player who gets an
 * outcome (`min_score: 0`, docs/live.md#personality-shows).
 */
function rewardOf(
  choice: RewardChoice,
  everyone = false,
):
  | (Omit<LiveReward, 'top' | 'min_score'> & {
      top?: number;
      min_score?: number;
    })
  | null {
  if (!choice.reward) return null;
  if (everyone) return { reward_id: choice.reward, min_score: 0 };
  return choice.to === 'top'
    ? { reward_id: choice.reward, top: choice.amount }
    : { reward_id: choice.reward, min_score: choice.amount };
}

/**
 * The show's reward: one of the business's rewards, to the top N or above a score — or, in a
 * personality show (`everyone`), to every player who gets an outcome.
 */
function RewardFields({
  value,
  onChange,
  disabled = false,
  everyone = false,
}: {
  value: RewardChoice;
  onChange: (next: RewardChoice) => void;
  disabled?: boolean;
  everyone?: boolean;
}) {
  const t = useT();
  const rewards = useLiveRewards();
  const list = rewards.data?.data ?? [];
  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <Field
        label={t('live.reward')}
        hint={everyone ? t('live.reward_hint_everyone') : t('live.reward_hint')}
      >
        {(props) => (
          <Select
            {...props}
            value={value.reward}
            onChange={(e) => onChange({ ...value, reward: e.target.value })}
          >
            <option value="">{t('live.reward_none')}</option>
            {list.map((r) => (
              <option key={r.public_id} value={r.public_id}>
                {r.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {value.reward && !everyone && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t('live.reward_to')}>
            {(props) => (
              <Select
                {...props}
                value={value.to}
                onChange={(e) =>
                  onChange({
                    ...value,
                    to: e.target.value as RewardChoice['to'],
                    amount: e.target.value === 'top' ? 3 : 1000,
                  })
                }
              >
                <option value="top">{t('live.reward_to.top')}</option>
                <option value="score">{t('live.reward_to.score')}</option>
              </Select>
            )}
          </Field>
          <Field label={value.to === 'top' ? t('live.reward_top') : t('live.reward_min_score')}>
            {(props) => (
              <Input
                {...props}
                type="number"
                min={value.to === 'top' ? 1 : 0}
                max={value.to === 'top' ? 1000 : undefined}
                value={value.amount}
                onChange={(e) => onChange({ ...value, amount: Number(e.target.value) })}
              />
            )}
          </Field>
        </div>
      )}
    </fieldset>
  );
}
const MODES: Mode[] = ['classic', 'teams', 'survival'];

/**
 * A live show's host (docs/live.md): open a show of one of the business's quizzes or personality
 * tests, then drive it —
 * start, reveal, leader board, next, pause, end — with the join code and the links of the big
 * screen and the players' page at hand. The show's id stays in the address (`?show=`), so a
 * reload or a second device keeps the controls.
 */
export function LiveHostPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const show = params.get('show');
  return (
    <>
      <PageHeader title={t('route.GameLive')} description={t('live.description')} />
      {show ? (
        <HostPanel id={show} onAnother={() => setParams({})} />
      ) : (
        <OpenForm onOpened={(id) => setParams({ show: id })} />
      )}
    </>
  );
}

function OpenForm({ onOpened }: { onOpened: (id: string) => void }) {
  const t = useT();
  const quizzes = useQuizzes();
  const open = useOpenLiveShow();
  const [game, setGame] = useState('');
  const [mode, setMode] = useState<Mode>('classic');
  const [teams, setTeams] = useState(2);
  const [seconds, setSeconds] = useState(20);
  const [reward, setReward] = useState<RewardChoice>(NO_REWARD);
  const list = quizzes.data ?? [];
  const chosen = game || list[0]?.public_id || '';
  // A personality test is played classic, its reward to everyone with an outcome (docs/live.md).
  const personality = list.find((g) => g.public_id === chosen)?.type === 'personality';
  const played: Mode = personality ? 'classic' : mode;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    open.mutate(
      {
        game: chosen,
        mode: played,
        question_seconds: seconds,
        ...(played === 'teams' ? { teams } : {}),
        reward: rewardOf(reward, personality),
      },
      { onSuccess: (data) => onOpened(data.session.public_id) },
    );
  };
  if (quizzes.isPending) return <Skeleton className="h-64 w-full" />;
  if (list.length === 0)
    return <EmptyState title={t('live.open_title')} description={t('live.no_quiz')} />;
  return (
    <Card className="max-w-xl p-6">
      <form onSubmit={submit} className="space-y-4">
        <h2 className="text-lg font-semibold text-slate-900">{t('live.open_title')}</h2>
        <Field label={t('live.quiz')}>
          {(props) => (
            <Select {...props} value={chosen} onChange={(e) => setGame(e.target.value)}>
              {list.map((g) => (
                <option key={g.public_id} value={g.public_id}>
                  {g.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {personality ? (
          <p className="text-sm text-slate-700">{t('live.personality_hint')}</p>
        ) : (
          <Field label={t('live.mode')}>
            {(props) => (
              <Select {...props} value={mode} onChange={(e) => setMode(e.target.value as Mode)}>
                {MODES.map((m) => (
                  <option key={m} value={m}>
                    {t(`live.mode.${m}` as MessageKey)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        {played === 'teams' && (
          <Field label={t('live.teams')}>
            {(props) => (
              <Select {...props} value={teams} onChange={(e) => setTeams(Number(e.target.value))}>
                {[2, 3, 4, 5, 6].map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        <Field label={t('live.seconds')}>
          {(props) => (
            <Input
              {...props}
              type="number"
              min={5}
              max={120}
              value={seconds}
              onChange={(e) => setSeconds(Number(e.target.value))}
            />
          )}
        </Field>
        <RewardFields value={reward} onChange={setReward} everyone={personality} />
        <Button type="submit" loading={open.isPending}>
          {t('live.open')}
        </Button>
      </form>
    </Card>
  );
}

/** Which commands fit the show now (the server refuses the others: live.bad_command). */
function allowed(session: LiveSession): Set<LiveCommand> {
  const { phase, paused } = session.view;
  if (phase === 'ended') return new Set();
  if (paused) return new Set(['resume', 'end']);
  const out = new Set<LiveCommand>(['end']);
  if (phase === 'lobby') out.add('start');
  if (phase === 'question' || phase === 'closed') out.add('reveal');
  // A personality show has no leader board: from the reveal, the next question.
  if (phase === 'revealed' && session.view.kind !== 'personality') out.add('leaderboard');
  if (phase === 'revealed' || phase === 'leaderboard') out.add('next');
  if (phase !== 'podium') out.add('pause');
  return out;
}

const COMMANDS: LiveCommand[] = [
  'start',
  'reveal',
  'leaderboard',
  'next',
  'pause',
  'resume',
  'end',
];

function HostPanel({ id, onAnother }: { id: string; onAnother: () => void }) {
  const t = useT();
  const show = useLiveShow(id);
  const command = useLiveCommand(id);
  if (show.isPending) return <Skeleton className="h-64 w-full" />;
  if (show.isError || !show.data) {
    return (
      <EmptyState
        title={t('live.not_found')}
        description=""
        action={<Button onClick={onAnother}>{t('live.another')}</Button>}
      />
    );
  }
  const session = show.data.session;
  const { view } = session;
  const can = allowed(session);
  const q = view.question;
  const base = window.location.origin;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Card className="space-y-3 p-6">
        <p className="text-sm text-muted">{t('live.code')}</p>
        <p
          className="font-mono text-4xl font-bold tracking-widest text-slate-900"
          data-testid="live-code"
        >
          {session.code}
        </p>
        <p className="text-sm text-slate-700">{session.game.name}</p>
        <div className="flex flex-wrap gap-3 text-sm">
          <a
            className="font-medium text-primary-700 underline"
            href={`${base}/live/${session.code}/screen`}
            target="_blank"
            rel="noreferrer"
          >
            {t('live.screen_link')}
          </a>
          <a
            className="font-medium text-primary-700 underline"
            href={`${base}/live/${session.code}`}
            target="_blank"
            rel="noreferrer"
          >
            {t('live.phone_link')}
          </a>
        </div>
        <Button variant="ghost" size="sm" onClick={onAnother}>
          {t('live.another')}
        </Button>
        <HostReward session={session} />
      </Card>
      <Card className="space-y-4 p-6">
        <p className="text-sm font-medium text-slate-700" role="status">
          {t('live.phase', { phase: t(`live.phase.${view.phase}` as MessageKey) })}
          {view.paused && ` · ${t('live.paused')}`} · {t('live.players', { count: view.players })}
        </p>
        {q && (
          <div className="space-y-1">
            <p className="text-sm text-muted">
              {t('live.question', { number: q.index + 1, count: view.question_count })}
            </p>
            <p className="text-lg font-semibold text-slate-900">{q.text}</p>
            {session.host_correct !== null && (
              <p className="text-sm text-slate-700">
                {t('live.right_answer', { answer: q.options[session.host_correct] ?? '' })}
              </p>
            )}
            <p className="text-sm text-slate-700">
              {t('live.answered', { count: view.answered })}
              {view.phase === 'question' &&
                ` · ${t('live.time_left', { seconds: Math.ceil(q.time_left_ms / 1000) })}`}
            </p>
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          {COMMANDS.filter((c) => can.has(c)).map((c) => (
            <Button
              key={c}
              variant={
                c === 'end' ? 'danger' : c === 'pause' || c === 'resume' ? 'secondary' : 'primary'
              }
              loading={command.isPending && command.variables === c}
              disabled={command.isPending}
              onClick={() => command.mutate(c)}
            >
              {t(`live.command.${c}` as MessageKey)}
            </Button>
          ))}
        </div>
      </Card>
    </div>
  );
}

/** The host changes the show's reward until it is given (then: when it was). */
function HostReward({ session }: { session: LiveSession }) {
  const t = useT();
  const save = useSetLiveReward(session.public_id);
  const [choice, setChoice] = useState<RewardChoice>(() => choiceOf(session.reward));
  const personality = session.view.kind === 'personality';
  if (session.rewarded_at) {
    return (
      <p className="border-t border-slate-200 pt-3 text-sm text-slate-700" role="status">
        {t('live.reward_given', { time: formatDateTime(session.rewarded_at) })}
      </p>
    );
  }
  return (
    <form
      className="space-y-3 border-t border-slate-200 pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ reward: rewardOf(choice, personality) });
      }}
    >
      <RewardFields value={choice} onChange={setChoice} everyone={personality} />
      <Button type="submit" variant="secondary" size="sm" loading={save.isPending}>
        {t('live.reward_save')}
      </Button>
      {save.isSuccess && (
        <p role="status" className="text-sm text-slate-700">
          {t('live.reward_saved')}
        </p>
      )}
    </form>
  );
}
