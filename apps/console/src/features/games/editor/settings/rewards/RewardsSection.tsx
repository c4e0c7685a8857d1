import { REWARD_LIMITS, type FairnessCommitment } from '@playdesk/contract';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { pathTo } from '../../../../../rules/routes';
import { sidebarEntries } from '../../../../../rules/visibility';
import { useViewer } from '../../../../../session/hooks';
import { Button, LinkButton } from '../../../../../ui/Button';
import { Card, CardBody, CardHeader } from '../../../../../ui/Card';
import { GiftIcon, LockIcon, PlusIcon } from '../../../../../ui/icons';
import { Skeleton } from '../../../../../ui/Skeleton';
import { useRewardOptions } from '../../../api';
import type { GameFormValues } from '../../../game-form';
import { useEditorErrors } from '../../useEditorErrors';
import { RewardPicker, RuleCard } from './RuleCard';
import { newRule } from './rules-model';
import { countOf, formatDateTime, noun } from '../../../../../lib/format';

const linkClass = 'font-medium text-primary-700 underline-offset-2 hover:underline';

/**
 * The game editor's "Rewards" section (issue 12): the rules that give rewards — which reward,
 * who wins it (every winner, a score, instant win by odds, winning moments), its caps — tried in
 * order, a play winning one reward at most; the consolation reward of odds games; the draws'
 * fairness commitments. It edits `settings.rewards` of the editor's form (saved whole by the
 * game's PATCH); the editor's resolver checks it with the contract.
 */
export function RewardsSection({ fairness }: { fairness: readonly FairnessCommitment[] }) {
  const viewer = useViewer();
  const allowed = viewer ? sidebarEntries(viewer).some((e) => e.route === 'RewardList') : false;
  const rewards = useRewardOptions(allowed);
  const { control } = useFormContext<GameFormValues>();
  const { errorFor } = useEditorErrors();
  // `id` is the rules' own field (their saved id): the array's keys go under another name.
  const rules = useFieldArray({ control, name: 'settings.rewards.rules', keyName: 'key' });
  const values = useWatch({ control, name: 'settings.rewards.rules' });
  const withOdds = values.some((rule) => rule.mode === 'odds');
  const list = rewards.data ?? [];
  const full = rules.fields.length >= REWARD_LIMITS.rulesPerGame;
  const listError = errorFor('settings.rewards.rules');

  return (
    <Card data-testid="rewards-section">
      <CardHeader
        title="Rewards"
        description="What players can win here. Rules are tried in order; a play wins one reward at most, while stock and limits allow."
      />
      <CardBody className="space-y-5">
        {!allowed ? (
          <p className="flex gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
            <LockIcon className="mt-0.5 size-4.5 shrink-0" />
            {rules.fields.length > 0
              ? `This game gives ${countOf(rules.fields.length, noun('reward', 'rewards'))}. Changing them needs access to Rewards.`
              : 'Giving rewards needs access to Rewards. Ask the account owner.'}
          </p>
        ) : rewards.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : rewards.isError ? (
          <div className="text-sm text-slate-600">
            The rewards could not be loaded.{' '}
            <Button variant="ghost" size="sm" onClick={() => void rewards.refetch()}>
              Try again
            </Button>
          </div>
        ) : list.length === 0 && rules.fields.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-lg bg-primary-50/60 p-4 text-sm text-slate-700 ring-1 ring-primary-100 ring-inset sm:flex-row sm:items-center">
            <GiftIcon className="size-6 shrink-0 text-primary-600" />
            <p className="flex-1">
              No rewards yet. Create one — a pool of coupon codes, a shared code, a link or a prize
              — then come back to give it in this game.
            </p>
            <LinkButton to={pathTo('RewardAdd')} variant="secondary" size="sm">
              Create a reward
            </LinkButton>
          </div>
        ) : (
          <>
            {rules.fields.length > 0 ? (
              <ol className="space-y-3" aria-label="Reward rules">
                {rules.fields.map((field, index) => (
                  <RuleCard
                    key={field.key}
                    index={index}
                    count={rules.fields.length}
                    rewards={list}
                    onMove={rules.move}
                    onRemove={rules.remove}
                  />
                ))}
              </ol>
            ) : (
              <p className="text-sm text-slate-500">This game gives no reward yet.</p>
            )}
            {listError ? (
              <p className="text-sm text-red-600" role="alert">
                {listError}
              </p>
            ) : null}
            <div className="flex flex-wrap items-center gap-3">
              <Button
                variant="secondary"
                size="sm"
                icon={<PlusIcon className="size-4" />}
                disabled={full || list.length === 0}
                onClick={() => rules.append(newRule(list[0]?.public_id ?? ''))}
                data-testid="add-reward-rule"
              >
                Give a reward
              </Button>
              <p className="text-xs text-slate-500">
                Manage rewards, codes and winners in{' '}
                <Link to={pathTo('RewardList')} className={linkClass}>
                  Rewards
                </Link>
                .
              </p>
            </div>
            {withOdds ? (
              <div className="sm:max-w-md">
                <RewardPicker
                  name="settings.rewards.consolation_reward_id"
                  label="Consolation reward"
                  emptyLabel="None"
                  rewards={list}
                  testId="consolation-reward"
                />
                <p className="mt-1.5 text-xs text-slate-500">
                  Every play that wins nothing by odds gets this one, while it lasts.
                </p>
              </div>
            ) : null}
          </>
        )}
        <Fairness commitments={fairness} />
      </CardBody>
    </Card>
  );
}

const when = (iso: string) => formatDateTime(iso);

/** The SHA-256 commitments of the draws, and the seeds once revealed (settings.rewards.fairness). */
function Fairness({ commitments }: { commitments: readonly FairnessCommitment[] }) {
  if (commitments.length === 0) return null;
  return (
    <section
      aria-labelledby="fairness-heading"
      className="space-y-2 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset"
      data-testid="rewards-fairness"
    >
      <h3 id="fairness-heading" className="text-sm font-semibold text-slate-900">
        Fairness proof
      </h3>
      <p className="text-xs text-slate-600">
        Before any draw, the game published the SHA-256 of a secret seed; every draw derives from
        that seed and the play. When the period ends the seed is revealed, so anyone can re-compute
        every draw and see that no win was steered. Players see the same on your rewards page.
      </p>
      <ul className="space-y-2">
        {commitments.map((c) => (
          <li key={c.commitment} className="rounded-md bg-white p-3 text-xs ring-1 ring-slate-200">
            <p className="text-slate-500">Committed {when(c.committed_at)}</p>
            <p className="mt-0.5 font-mono break-all text-slate-900">{c.commitment}</p>
            {c.seed ? (
              <>
                <p className="mt-2 text-slate-500">
                  Seed revealed {c.revealed_at ? when(c.revealed_at) : ''}
                </p>
                <p className="mt-0.5 font-mono break-all text-slate-900">{c.seed}</p>
              </>
            ) : (
              <p className="mt-2 text-slate-500">The seed stays secret while draws use it.</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
