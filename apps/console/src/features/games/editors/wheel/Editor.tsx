import type { Reward } from '@playdesk/contract';
import {
  PALETTE_COLOURS,
  SEGMENT_KINDS,
  WHEEL_LIMITS,
  WHEEL_PALETTES,
  segmentColours,
  type SegmentKind,
  type WheelPalette,
} from '@playdesk/games/content/wheel';
import { useState } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { pathTo } from '../../../../rules/routes';
import { sidebarEntries } from '../../../../rules/visibility';
import { useViewer } from '../../../../session/hooks';
import { cx } from '../../../../ui/cx';
import { Field } from '../../../../ui/Field';
import { PlusIcon } from '../../../../ui/icons';
import { Input } from '../../../../ui/Input';
import { Segmented } from '../../../../ui/Segmented';
import { Select } from '../../../../ui/Select';
import { useRewardOptions } from '../../api';
import type { WheelForm, WheelSegmentForm } from './form';
import { IconButton, ListItemCard, XIcon, ListFooter } from '../../controls';
import type { GameFormValues } from '../../game-form';
import { ImageField } from '../../../media';
import { rewardOptionLabel } from '../../editor/settings/rewards/RuleCard';
import { useEditorErrors } from '../../editor/useEditorErrors';
import { useT, type MessageKey } from '../../../../i18n/i18n';

type Values = GameFormValues<WheelForm>;

const KIND_LABELS: Record<SegmentKind, MessageKey> = {
  reward: 'game-content.wheel.kind.reward',
  no_prize: 'game-content.wheel.kind.no_prize',
  try_again: 'game-content.wheel.kind.try_again',
};
const PALETTE_LABELS: Record<WheelPalette, MessageKey> = {
  brand: 'game-content.wheel.palette.brand',
  classic: 'game-content.wheel.palette.classic',
  coffee: 'game-content.wheel.palette.coffee',
  pastel: 'game-content.wheel.palette.pastel',
};
/** The theme's colours as the picker shows them (the palette itself follows the page's theme). */
const BRAND_SWATCHES = ['#3f2c7e', '#ece7f7', '#7c5cbd', '#dad1f0'];
/** The theme's darkest purple, the pointer's colour until one is chosen. */
const THEME_POINTER = '#2b1f53';

const newSegment = (): WheelSegmentForm => ({
  sid: null,
  label: '',
  color: null,
  image: null,
  kind: 'no_prize',
  reward_id: '',
});

/** The rewards the segments can give: null while they load or when the role cannot list them. */
function useSegmentRewards(): { rewards: readonly Reward[] | null; allowed: boolean } {
  const viewer = useViewer();
  const allowed = viewer ? sidebarEntries(viewer).some((e) => e.route === 'RewardList') : false;
  const options = useRewardOptions(allowed);
  return { rewards: options.data ?? null, allowed };
}

/**
 * Spin the Wheel: the look (colour set, pointer, centre logo) and 2–16 segments, each with its
 * text, colour, optional picture and what it gives — a reward (given by the Rewards section's
 * draw), no prize, or "try again".
 */
export default function WheelEditor() {
  const t = useT();
  const { control, setFocus } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  const segments = useFieldArray({ control, name: 'content.segments', keyName: 'key' });
  const listError = errorFor('content.segments');
  const { rewards, allowed } = useSegmentRewards();

  const add = () => {
    segments.append(newSegment(), { shouldFocus: false });
    const index = segments.fields.length;
    window.setTimeout(() => setFocus(`content.segments.${index}.label`), 0);
  };

  return (
    <div className="space-y-6">
      <WheelLook />
      <section className="space-y-4" aria-labelledby="wheel-segments">
        <div className="flex items-baseline justify-between gap-3">
          <h3 id="wheel-segments" className="text-sm font-semibold text-slate-800">
            {t('game-content.wheel.list')}
          </h3>
          <p className="text-xs text-slate-500">
            {t('game-content.wheel.count', {
              count: segments.fields.length,
              max: WHEEL_LIMITS.maxSegments,
            })}
          </p>
        </div>
        <p className="rounded-lg bg-primary-50/60 p-3 text-sm text-slate-700 ring-1 ring-primary-100 ring-inset">
          {t('game-content.wheel.how')}
        </p>
        <ol className="space-y-3" aria-label={t('game-content.wheel.list')}>
          {segments.fields.map((field, index) => (
            <ListItemCard
              key={field.key}
              title={t('game-content.wheel.item', { n: index + 1 })}
              testId="wheel-segment"
              noun="segment"
              index={index}
              count={segments.fields.length}
              onMove={segments.move}
              onRemove={segments.remove}
            >
              <SegmentFields index={index} rewards={rewards} rewardsAllowed={allowed} />
            </ListItemCard>
          ))}
        </ol>
        <ListFooter
          error={listError}
          onAdd={add}
          disabled={segments.fields.length >= WHEEL_LIMITS.maxSegments}
          label={t('game-content.wheel.add')}
        />
      </section>
    </div>
  );
}

/** The colour set, the pointer's colour and the centre logo. */
function WheelLook() {
  const t = useT();
  const { control } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  return (
    <section className="space-y-4" aria-labelledby="wheel-look">
      <h3 id="wheel-look" className="text-sm font-semibold text-slate-800">
        {t('game-content.wheel.look')}
      </h3>
      <Controller
        control={control}
        name="content.palette"
        render={({ field }) => (
          <fieldset className="space-y-1.5" data-testid="wheel-palette">
            <legend className="text-sm font-medium text-slate-700">
              {t('game-content.wheel.palette')}
            </legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {WHEEL_PALETTES.map((palette) => (
                <label
                  key={palette}
                  className={cx(
                    'flex min-w-0 cursor-pointer flex-wrap items-center gap-2 rounded-lg border bg-white px-3 py-2 text-sm font-medium text-slate-800 shadow-sm focus-within:ring-2 focus-within:ring-primary-200',
                    field.value === palette
                      ? 'border-primary-500 ring-1 ring-primary-500'
                      : 'border-slate-300 hover:border-slate-400',
                  )}
                >
                  <input
                    type="radio"
                    name={field.name}
                    value={palette}
                    checked={field.value === palette}
                    onChange={() => field.onChange(palette)}
                    className="size-4 accent-primary-600"
                  />
                  <span aria-hidden="true" className="flex">
                    {(palette === 'brand' ? BRAND_SWATCHES : PALETTE_COLOURS[palette])
                      .slice(0, 4)
                      .map((c) => (
                        <span
                          key={c}
                          className="-ml-1 size-3.5 rounded-full ring-2 ring-white first:ml-0"
                          style={{ background: c }}
                        />
                      ))}
                  </span>
                  {/* A long language's name wraps under the swatches instead of overflowing a phone. */}
                  <span className="min-w-0 [overflow-wrap:anywhere]">
                    {t(PALETTE_LABELS[palette])}
                  </span>
                </label>
              ))}
            </div>
            <p className="text-xs text-slate-500">{t('game-content.wheel.palette_hint')}</p>
          </fieldset>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PointerColour />
        <Controller
          control={control}
          name="content.center_image"
          render={({ field }) => (
            <ImageField
              label={t('game-content.wheel.logo')}
              hint={t('game-content.wheel.logo_hint')}
              value={field.value}
              onChange={field.onChange}
              error={errorFor('content.center_image')}
              testId="wheel-logo"
            />
          )}
        />
      </div>
    </section>
  );
}

/** The pointer's colour: the theme's until one is chosen (× gives the theme's back). */
function PointerColour() {
  const t = useT();
  const { control, setValue } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  const own = useWatch({ control, name: 'content.pointer_color' });
  const error = errorFor('content.pointer_color');
  const shown = own ?? THEME_POINTER;
  return (
    <div className="space-y-1.5" data-testid="wheel-pointer">
      <span className="block text-sm font-medium text-slate-700" aria-hidden="true">
        {t('game-content.wheel.pointer')}
      </span>
      <div className="flex h-10 items-center gap-2">
        <span
          className={cx(
            'relative size-9 shrink-0 overflow-hidden rounded-lg ring-1 ring-slate-900/15',
            error && 'ring-2 ring-red-400',
          )}
        >
          <span aria-hidden="true" className="absolute inset-0" style={{ background: shown }} />
          <input
            type="color"
            aria-label={t('game-content.wheel.pointer')}
            value={shown}
            onChange={(e) =>
              setValue('content.pointer_color', e.target.value.toLowerCase(), {
                shouldDirty: true,
                shouldValidate: true,
              })
            }
            className="absolute inset-0 size-full cursor-pointer opacity-0"
          />
        </span>
        <span className={cx('text-sm text-slate-700', own && 'font-mono uppercase')}>
          {own ?? t('game-content.wheel.pointer_theme')}
        </span>
        {own ? (
          <IconButton
            label={t('game-content.wheel.pointer_reset')}
            onClick={() => setValue('content.pointer_color', null, { shouldDirty: true })}
          >
            <XIcon />
          </IconButton>
        ) : null}
      </div>
      {error ? <p className="text-xs text-red-600">{error}</p> : null}
    </div>
  );
}

/** One segment: its text and colour, what it gives, and an optional picture. */
function SegmentFields({
  index,
  rewards,
  rewardsAllowed,
}: {
  index: number;
  rewards: readonly Reward[] | null;
  rewardsAllowed: boolean;
}) {
  const t = useT();
  const { control, register } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  const base = `content.segments.${index}` as const;
  const kind = useWatch({ control, name: `${base}.kind` });
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3">
        <Field label={t('game-content.wheel.label')} error={errorFor(`${base}.label`)}>
          {(props) => (
            <Input
              {...props}
              maxLength={WHEEL_LIMITS.maxLabelLength}
              placeholder={t('game-content.wheel.label_placeholder')}
              autoComplete="off"
              {...register(`${base}.label`)}
            />
          )}
        </Field>
        <SegmentColour index={index} />
      </div>
      <Controller
        control={control}
        name={`${base}.kind`}
        render={({ field }) => (
          <Segmented
            label={t('game-content.wheel.gives')}
            size="sm"
            value={field.value}
            onChange={field.onChange}
            testId={`segment-${index}-kind`}
            options={SEGMENT_KINDS.map((k) => ({ value: k, label: t(KIND_LABELS[k]) }))}
          />
        )}
      />
      {kind === 'reward' ? (
        <SegmentReward index={index} rewards={rewards} allowed={rewardsAllowed} />
      ) : null}
      <SegmentPicture index={index} />
    </div>
  );
}

/** The segment's colour: its own, or its colour set's (shown, and chosen again with ×). */
function SegmentColour({ index }: { index: number }) {
  const t = useT();
  const { control, setValue } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  const base = `content.segments.${index}` as const;
  const own = useWatch({ control, name: `${base}.color` });
  const palette = useWatch({ control, name: 'content.palette' });
  const count = useWatch({ control, name: 'content.segments' }).length;
  const fill = segmentColours(palette, own, index, count).fill;
  const shown = fill.startsWith('#') ? fill : (BRAND_SWATCHES[index % 4] ?? '#3f2c7e');
  const error = errorFor(`${base}.color`);
  return (
    <div className="space-y-1.5">
      <span className="block text-sm font-medium text-slate-700" aria-hidden="true">
        {t('game-content.wheel.colour_short')}
      </span>
      <div className="flex h-10 items-center gap-1">
        <span
          className={cx(
            'relative size-9 overflow-hidden rounded-lg ring-1 ring-slate-900/15',
            error && 'ring-2 ring-red-400',
          )}
        >
          <span aria-hidden="true" className="absolute inset-0" style={{ background: shown }} />
          <input
            type="color"
            aria-label={t('game-content.wheel.colour', { n: index + 1 })}
            value={shown}
            onChange={(e) =>
              setValue(`${base}.color`, e.target.value.toLowerCase(), {
                shouldDirty: true,
                shouldValidate: true,
              })
            }
            className="absolute inset-0 size-full cursor-pointer opacity-0"
          />
        </span>
        {own ? (
          <IconButton
            label={t('game-content.wheel.colour_reset', { n: index + 1 })}
            onClick={() => setValue(`${base}.color`, null, { shouldDirty: true })}
          >
            <XIcon />
          </IconButton>
        ) : null}
      </div>
      {error ? <p className="text-xs text-red-600">{error}</p> : null}
    </div>
  );
}

/** The reward a reward segment gives (the business's rewards; the Rewards section gives it). */
function SegmentReward({
  index,
  rewards,
  allowed,
}: {
  index: number;
  rewards: readonly Reward[] | null;
  allowed: boolean;
}) {
  const t = useT();
  const { control } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  const name = `content.segments.${index}.reward_id` as const;
  if (!allowed) {
    return <p className="text-sm text-amber-900">{t('game-content.wheel.rewards_locked')}</p>;
  }
  if (rewards !== null && rewards.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        {t('game-content.wheel.rewards_none')}{' '}
        <Link to={pathTo('RewardAdd')} className="font-medium text-primary-700 hover:underline">
          {t('game-content.wheel.rewards_create')}
        </Link>
      </p>
    );
  }
  return (
    <Field label={t('game-content.wheel.reward')} error={errorFor(name)}>
      {(props) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => {
            const known =
              field.value === '' || (rewards ?? []).some((r) => r.public_id === field.value);
            return (
              <Select
                {...props}
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={(e) => field.onChange(e.currentTarget.value)}
                onBlur={field.onBlur}
                data-testid={`segment-${index}-reward`}
              >
                <option value="">{t('game-content.wheel.reward_choose')}</option>
                {(rewards ?? []).map((r) => (
                  <option key={r.public_id} value={r.public_id}>
                    {rewardOptionLabel(r, t)}
                  </option>
                ))}
                {known ? null : <option value={field.value}>{t('games.rule.unknown')}</option>}
              </Select>
            );
          }}
        />
      )}
    </Field>
  );
}

/** A picture on the segment: offered as a link until one is chosen. */
function SegmentPicture({ index }: { index: number }) {
  const t = useT();
  const { control } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  const name = `content.segments.${index}.image` as const;
  const image = useWatch({ control, name });
  const [open, setOpen] = useState(false);
  const error = errorFor(name);
  if (!image && !open && !error) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-primary-700 hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-primary-600"
      >
        <PlusIcon className="size-4" /> {t('game-content.wheel.add_picture')}
      </button>
    );
  }
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ImageField
          label={t('game-content.wheel.picture')}
          hint={t('game-content.wheel.picture_hint')}
          value={field.value}
          onChange={(url) => {
            field.onChange(url);
            if (!url) setOpen(false);
          }}
          error={error}
        />
      )}
    />
  );
}
