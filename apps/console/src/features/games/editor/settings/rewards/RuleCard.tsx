import type { Reward } from '@playdesk/contract';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Badge } from '../../../../../ui/Badge';
import { Button } from '../../../../../ui/Button';
import { Field } from '../../../../../ui/Field';
import { Segmented } from '../../../../../ui/Segmented';
import { Select } from '../../../../../ui/Select';
import type { GameFormValues } from '../../../game-form';
import { useEditorErrors } from '../../useEditorErrors';
import { MomentsEditor } from './MomentsEditor';
import { DateTimeField, NumberField } from './RuleFields';
import { oddsInWords, ruleKind, RULE_KIND_OPTIONS, withKind, type RuleKind } from './rules-model';
import { formatNumber } from '../../../../../lib/format';

/** What a reward's picker option says: its name and what is left. */
export function rewardOptionLabel(reward: Reward): string {
  const left = reward.stock.left === null ? 'unlimited' : `${formatNumber(reward.stock.left)} left`;
  return `${reward.name} (${left})`;
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
                    {rewardOptionLabel(r)}
                  </option>
                ))}
                {known ? null : <option value={value}>A reward not in the list</option>}
              </Select>
            );
          }}
        />
      )}
    </Field>
  );
}

/** One rule of the game's Rewards section: which reward, how it is won, and its caps. */
export function RuleCard({
  index,
  count,
  rewards,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  rewards: readonly Reward[];
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
}) {
  const { control, getValues, setValue } = useFormContext<GameFormValues>();
  const path = `settings.rewards.rules.${index}` as const;
  const rule = useWatch({ control, name: path });
  const kind = ruleKind(rule);
  const reward = rewards.find((r) => r.public_id === rule.reward_id);
  const hint = RULE_KIND_OPTIONS.find((o) => o.value === kind)?.hint;

  const chooseKind = (next: RuleKind) =>
    setValue(path, withKind(getValues(path), next), { shouldDirty: true, shouldValidate: true });

  return (
    <li
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="reward-rule"
      aria-label={`Rule ${index + 1}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          Rule {index + 1}
          {reward?.low_stock ? <Badge tone="warning">Low stock</Badge> : null}
        </p>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
            aria-label={`Move rule ${index + 1} up`}
          >
            ↑
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
            aria-label={`Move rule ${index + 1} down`}
          >
            ↓
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-600"
            onClick={() => onRemove(index)}
          >
            Remove
          </Button>
        </div>
      </div>

      <RewardPicker
        name={`${path}.reward_id`}
        label="Reward"
        rewards={rewards}
        testId={`rule-${index}-reward`}
      />

      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-700">Who wins it</p>
        <Segmented
          label={`Who wins the reward of rule ${index + 1}`}
          size="sm"
          className="flex w-full flex-wrap sm:w-auto"
          value={kind}
          options={RULE_KIND_OPTIONS.map(({ value, label }) => ({ value, label }))}
          onChange={chooseKind}
          testId={`rule-${index}-mode`}
        />
        {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
      </div>

      {kind === 'score' ? (
        <div className="sm:max-w-xs">
          <NumberField
            name={`${path}.min_score`}
            label="Minimum score"
            testId={`rule-${index}-min-score`}
          />
        </div>
      ) : null}
      {kind === 'odds' ? (
        <div className="sm:max-w-xs">
          <NumberField
            name={`${path}.odds`}
            label="Chance per play"
            step="any"
            suffix="%"
            hint={oddsInWords(rule.odds) ?? 'From 0.001 % to 100 %.'}
            testId={`rule-${index}-odds`}
          />
        </div>
      ) : null}
      {kind === 'moments' ? <MomentsEditor index={index} /> : null}

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-700">Limits</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            name={`${path}.per_player`}
            label="Per player"
            placeholder="1"
            hint="Blank: one each."
            testId={`rule-${index}-per-player`}
          />
          <NumberField
            name={`${path}.per_day`}
            label="Per day"
            placeholder="No limit"
            hint="Days in UTC."
          />
          <NumberField
            name={`${path}.stock`}
            label="Stock for this game"
            placeholder="All that is left"
            hint={
              reward
                ? `The reward has ${reward.stock.left === null ? 'no limit' : `${formatNumber(reward.stock.left)} left`}.`
                : undefined
            }
          />
          <DateTimeField
            name={`${path}.all_from`}
            label="100 % from"
            hint="From then, every eligible play wins until the stock is empty."
          />
        </div>
      </fieldset>
    </li>
  );
}
