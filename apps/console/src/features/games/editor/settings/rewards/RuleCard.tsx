import type { Reward } from '@playdesk/contract';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Badge } from '../../../../../ui/Badge';
import { Button } from '../../../../../ui/Button';
import { Field } from '../../../../../ui/Field';
import { Segmented } from '../../../../../ui/Segmented';
import { Select } from '../../../../../ui/Select';
import type { GameType } from '@playdesk/games';
import { gameOf } from '@playdesk/games/registry';
import { formToContent } from '../../../content-forms';
import type { GameFormValues } from '../../../game-form';
import { useEditorErrors } from '../../useEditorErrors';
import { MomentsEditor } from './MomentsEditor';
import { DateTimeField, NumberField } from './RuleFields';
import { oddsInWords, ruleKind, RULE_KINDS, withKind, type RuleKind } from './rules-model';
import { formatNumber } from '../../../../../lib/format';
import { useT, type T } from '../../../../../i18n/i18n';

/** What a reward's picker option says: its name and what is left. */
export function rewardOptionLabel(reward: Reward, t: T): string {
  const left = reward.stock.left === null ? 'none' : formatNumber(reward.stock.left);
  return t('games.rule.left', { name: reward.name, left });
}

export function RewardPicker({
  name,
  label,
  rewards,
  emptyLabel,
  testId,
}: {
  name: `settings.rewards.rules.${number}.reward_id` | 'settings.rewards.consolation_reward_id';
  label: string;
  rewards: readonly Reward[];
  /** The option for "none" ('' in the box, null in the form); without it a reward is required. */
  emptyLabel?: string;
  testId?: string;
}) {
  const t = useT();
  const { control } = useFormContext<GameFormValues>();
  const { errorFor } = useEditorErrors();
  return (
    <Field label={label} error={errorFor(name)}>
      {(props) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => {
            const value = field.value ?? '';
            const known = value === '' || rewards.some((r) => r.public_id === value);
            return (
              <Select
                {...props}
                ref={field.ref}
                name={field.name}
                value={value}
                onChange={(e) => field.onChange(e.currentTarget.value || (emptyLabel ? null : ''))}
                onBlur={field.onBlur}
                data-testid={testId}
              >
                {emptyLabel ? <option value="">{emptyLabel}</option> : null}
                {rewards.map((r) => (
                  <option key={r.public_id} value={r.public_id}>
                    {rewardOptionLabel(r, t)}
                  </option>
                ))}
                {known ? null : <option value={value}>{t('games.rule.unknown')}</option>}
              </Select>
            );
          }}
        />
      )}
    </Field>
  );
}

/**
 * For a game whose plays come to a result (a personality test's outcomes: the registry's
 * `contentResults`, read from the content being edited): the one result a `winner` rule is for,
 * or any (a reward for completing). Nothing for the other games.
 */
function ResultPicker({ index, type }: { index: number; type: GameType }) {
  const t = useT();
  const { control } = useFormContext<GameFormValues>();
  const { errorFor } = useEditorErrors();
  const content = useWatch({ control, name: 'content' });
  const resultsOf = gameOf(type).contentResults;
  if (!resultsOf) return null;
  const results = resultsOf(formToContent(type, content));
  const name = `settings.rewards.rules.${index}.result_id` as const;
  return (
    <div className="sm:max-w-sm">
      <Field
        label={t('games.rule.result')}
        hint={t('games.rule.result_hint')}
        error={errorFor(name)}
      >
        {(props) => (
          <Controller
            control={control}
            name={name}
            render={({ field }) => (
              <Select
                {...props}
                ref={field.ref}
                name={field.name}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.currentTarget.value || null)}
                onBlur={field.onBlur}
                data-testid={`rule-${index}-result`}
              >
                <option value="">{t('games.rule.result_any')}</option>
                {results.map((r, i) => (
                  <option key={r.id} value={r.id}>
                    {r.label.trim() || t('game-content.personality.untitled', { n: i + 1 })}
                  </option>
                ))}
              </Select>
            )}
          />
        )}
      </Field>
    </div>
  );
}

/** One rule of the game's Rewards section: which reward, how it is won, and its caps. */
export function RuleCard({
  index,
  count,
  rewards,
  type,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  rewards: readonly Reward[];
  type: GameType;
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
}) {
  const t = useT();
  const { control, getValues, setValue } = useFormContext<GameFormValues>();
  const path = `settings.rewards.rules.${index}` as const;
  const rule = useWatch({ control, name: path });
  const kind = ruleKind(rule);
  const reward = rewards.find((r) => r.public_id === rule.reward_id);
  const hint = t(`games.rule.kind.${kind}_hint`);

  const chooseKind = (next: RuleKind) =>
    setValue(path, withKind(getValues(path), next), { shouldDirty: true, shouldValidate: true });

  return (
    <li
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="reward-rule"
      aria-label={t('games.rule.title', { n: index + 1 })}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          {t('games.rule.title', { n: index + 1 })}
          {reward?.low_stock ? <Badge tone="warning">{t('games.rule.low_stock')}</Badge> : null}
        </p>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
            aria-label={t('games.rule.up', { n: index + 1 })}
          >
            ↑
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
            aria-label={t('games.rule.down', { n: index + 1 })}
          >
            ↓
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-600"
            onClick={() => onRemove(index)}
          >
            {t('games.rule.remove')}
          </Button>
        </div>
      </div>

      <RewardPicker
        name={`${path}.reward_id`}
        label={t('games.rule.reward')}
        rewards={rewards}
        testId={`rule-${index}-reward`}
      />

      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-700">{t('games.rule.who')}</p>
        <Segmented
          label={t('games.rule.who_label', { n: index + 1 })}
          size="sm"
          className="flex w-full flex-wrap sm:w-auto"
          value={kind}
          options={RULE_KINDS.map((value) => ({ value, label: t(`games.rule.kind.${value}`) }))}
          onChange={chooseKind}
          testId={`rule-${index}-mode`}
        />
        {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
      </div>

      {kind === 'winner' ? <ResultPicker index={index} type={type} /> : null}
      {kind === 'score' ? (
        <div className="sm:max-w-xs">
          <NumberField
            name={`${path}.min_score`}
            label={t('games.rule.min_score')}
            testId={`rule-${index}-min-score`}
          />
        </div>
      ) : null}
      {kind === 'odds' ? (
        <div className="sm:max-w-xs">
          <NumberField
            name={`${path}.odds`}
            label={t('games.rule.chance')}
            step="any"
            suffix="%"
            hint={oddsInWords(rule.odds) ?? t('games.rule.chance_range')}
            testId={`rule-${index}-odds`}
          />
        </div>
      ) : null}
      {kind === 'moments' ? <MomentsEditor index={index} /> : null}

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-700">{t('games.rule.limits')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            name={`${path}.per_player`}
            label={t('games.rule.per_player')}
            placeholder="1"
            hint={t('games.rule.per_player_hint')}
            testId={`rule-${index}-per-player`}
          />
          <NumberField
            name={`${path}.per_day`}
            label={t('games.rule.per_day')}
            placeholder={t('games.rule.no_limit')}
            hint={t('games.rule.utc')}
          />
          <NumberField
            name={`${path}.stock`}
            label={t('games.rule.stock')}
            placeholder={t('games.rule.all_left')}
            hint={
              reward
                ? t('games.rule.stock_hint', {
                    left: reward.stock.left === null ? 'none' : formatNumber(reward.stock.left),
                  })
                : undefined
            }
          />
          <DateTimeField
            name={`${path}.all_from`}
            label={t('games.rule.all_from')}
            hint={t('games.rule.all_from_hint')}
          />
        </div>
      </fieldset>
    </li>
  );
}
