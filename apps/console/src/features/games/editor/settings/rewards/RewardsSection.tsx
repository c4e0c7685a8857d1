import { REWARD_LIMITS, type FairnessCommitment } from '@playdesk/contract';
import type { GameType } from '@playdesk/games';
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
import { formatDateTime } from '../../../../../lib/format';
import { richText, useT } from '../../../../../i18n/i18n';

const linkClass = 'font-medium text-primary-700 underline-offset-2 hover:underline';

/**
 * The game editor's "Rewards" section (issue 12): the rules that give rewards — which reward,
 * who wins it (every winner, a score, instant win by odds, winning moments), its caps — tried in
 * order, a play winning one reward at most; the consolation reward of odds games; the draws'
 * fairness commitments. It edits `settings.rewards` of the editor's form (saved whole by the
 * game's PATCH); the editor's resolver checks it with the contract.
 */
export function RewardsSection({
  type,
  fairness,
}: {
  type: GameType;
  fairness: readonly FairnessCommitment[];
}) {
  const t = useT();
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
      <CardHeader title={t('games.rewards.title')} description={t('games.rewards.hint')} />
      <CardBody className="space-y-5">
        {!allowed ? (
          <p className="flex gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
            <LockIcon className="mt-0.5 size-4.5 shrink-0" />
            {rules.fields.length > 0
              ? t('games.rewards.locked_some', { count: rules.fields.length })
              : t('games.rewards.locked')}
          </p>
        ) : rewards.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : rewards.isError ? (
          <div className="text-sm text-slate-600">
            {t('games.rewards.failed')}{' '}
            <Button variant="ghost" size="sm" onClick={() => void rewards.refetch()}>
              {t('games.try_again')}
            </Button>
          </div>
        ) : list.length === 0 && rules.fields.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-lg bg-primary-50/60 p-4 text-sm text-slate-700 ring-1 ring-primary-100 ring-inset sm:flex-row sm:items-center">
            <GiftIcon className="size-6 shrink-0 text-primary-600" />
            <p className="flex-1">{t('games.rewards.none')}</p>
            <LinkButton to={pathTo('RewardAdd')} variant="secondary" size="sm">
              {t('games.rewards.create')}
            </LinkButton>
          </div>
        ) : (
          <>
            {rules.fields.length > 0 ? (
              <ol className="space-y-3" aria-label={t('games.rewards.rules')}>
                {rules.fields.map((field, index) => (
                  <RuleCard
                    key={field.key}
                    index={index}
                    count={rules.fields.length}
                    rewards={list}
                    type={type}
                    onMove={rules.move}
                    onRemove={rules.remove}
                  />
                ))}
              </ol>
            ) : (
              <p className="text-sm text-slate-500">{t('games.rewards.no_rule')}</p>
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
                {t('games.rewards.give')}
              </Button>
              <p className="text-xs text-slate-500">
                {richText(
                  t,
                  'games.rewards.manage',
                  {},
                  {
                    rewards: (
                      <Link to={pathTo('RewardList')} className={linkClass}>
                        {t('games.rewards.title')}
                      </Link>
                    ),
                  },
                )}
              </p>
            </div>
            {withOdds ? (
              <div className="sm:max-w-md">
                <RewardPicker
                  name="settings.rewards.consolation_reward_id"
                  label={t('games.rewards.consolation')}
                  emptyLabel={t('games.rewards.consolation_none')}
                  rewards={list}
                  testId="consolation-reward"
                />
                <p className="mt-1.5 text-xs text-slate-500">
                  {t('games.rewards.consolation_hint')}
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
  const t = useT();
  if (commitments.length === 0) return null;
  return (
    <section
      aria-labelledby="fairness-heading"
      className="space-y-2 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset"
      data-testid="rewards-fairness"
    >
      <h3 id="fairness-heading" className="text-sm font-semibold text-slate-900">
        {t('games.fairness.title')}
      </h3>
      <p className="text-xs text-slate-600">{t('games.fairness.text')}</p>
      <ul className="space-y-2">
        {commitments.map((c) => (
          <li key={c.commitment} className="rounded-md bg-white p-3 text-xs ring-1 ring-slate-200">
            <p className="text-slate-500">
              {t('games.fairness.committed', { when: when(c.committed_at) })}
            </p>
            <p className="mt-0.5 font-mono break-all text-slate-900">{c.commitment}</p>
            {c.seed ? (
              <>
                <p className="mt-2 text-slate-500">
                  {t('games.fairness.revealed', { when: c.revealed_at ? when(c.revealed_at) : '' })}
                </p>
                <p className="mt-0.5 font-mono break-all text-slate-900">{c.seed}</p>
              </>
            ) : (
              <p className="mt-2 text-slate-500">{t('games.fairness.secret')}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
