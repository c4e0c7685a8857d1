/**
 * Loyalty settings (docs/loyalty.md): on/off, the business's day, earning rules and daily cap,
 * expiry, levels, badges and the push reminders (docs/loyalty.md#reminders). One form, checked by
 * the contract's schema.
 */
import { LoyaltySettingsRequest, type LoyaltySettings } from '@playdesk/contract';
import { Controller, useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../api/client';
import { useT, type MessageKey } from '../../i18n/i18n';
import { toast } from '../../session/toast';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { applyServerErrors, contractResolver } from '../../ui/form-errors';
import { Input } from '../../ui/Input';
import { SaveBar } from '../../ui/SaveBar';
import { Select } from '../../ui/Select';
import { SwitchField } from '../../ui/SwitchField';
import { UnsavedChangesGuard } from '../../ui/UnsavedChangesGuard';
import { ImageField } from '../media';
import { useSaveLoyaltySettings } from './api';
import { BadgeIcon } from './BadgeIcon';
import {
  LOYALTY_BADGE_ICONS,
  LOYALTY_BADGE_KINDS,
  LOYALTY_FIELDS,
  RULE_KEYS,
  newBadgeId,
  toRequest,
  toValues,
  type LoyaltyFormValues,
} from './loyalty-model';

type Form = UseFormReturn<LoyaltyFormValues, unknown, LoyaltySettingsRequest>;

export function SettingsCard({ saved }: { saved: LoyaltySettings }) {
  const t = useT();
  const save = useSaveLoyaltySettings();
  const form: Form = useForm<LoyaltyFormValues, unknown, LoyaltySettingsRequest>({
    resolver: contractResolver(LoyaltySettingsRequest, (v: LoyaltyFormValues) =>
      toRequest(v, saved),
    ),
    defaultValues: toValues(saved),
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  const onSubmit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: ({ loyalty }) => {
        form.reset(toValues(loyalty));
        toast.success(t('rewards.loyalty.saved'));
      },
      onError: (e) => {
        if (e instanceof ApiError) applyServerErrors(e.body, form.setError, LOYALTY_FIELDS);
      },
    }),
  );
  const number = (name: Parameters<Form['register']>[0], label: MessageKey, hint?: MessageKey) => (
    <Field
      label={t(label)}
      hint={hint ? t(hint) : undefined}
      error={(form.getFieldState(name).error?.message as string | undefined) ?? undefined}
    >
      {(p) => <Input {...p} inputMode="numeric" {...form.register(name)} />}
    </Field>
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('rewards.loyalty.settings')}>
      <UnsavedChangesGuard dirty={isDirty && !save.isPending} />
      <Card className="overflow-hidden">
        <div className="border-b border-slate-100 px-5 py-4 sm:px-6">
          <SwitchField
            control={form.control}
            name="enabled"
            label={t('rewards.loyalty.enabled')}
            description={t('rewards.loyalty.enabled_hint')}
          />
        </div>
        <section className="space-y-4 border-b border-slate-100 px-5 py-5 sm:px-6">
          <h3 className="text-sm font-semibold text-slate-900">{t('rewards.loyalty.rules')}</h3>
          <div className="grid gap-4 sm:grid-cols-3">
            {RULE_KEYS.map((k) => (
              <div key={k}>{number(`rules.${k}`, `rewards.loyalty.rule.${k}`)}</div>
            ))}
            {number('streak_days', 'rewards.loyalty.streak_days')}
            {number('daily_cap', 'rewards.loyalty.daily_cap', 'rewards.loyalty.blank_none')}
            {number('expiry_days', 'rewards.loyalty.expiry_days', 'rewards.loyalty.blank_never')}
          </div>
          <Field label={t('rewards.loyalty.time_zone')} error={errors.time_zone?.message}>
            {(p) => <Input {...p} {...form.register('time_zone')} />}
          </Field>
          {errors.rules?.message ? (
            <p className="text-sm text-red-700">{errors.rules.message}</p>
          ) : null}
        </section>
        <LevelsSection form={form} />
        <BadgesSection form={form} />
        <RemindersSection form={form} />
        <SaveBar
          dirty={isDirty}
          onDiscard={() => form.reset()}
          saving={save.isPending}
          className="sm:px-6"
        />
      </Card>
    </form>
  );
}

const REMINDERS = ['streak_ends', 'points_expire', 'new_badge'] as const;

function RemindersSection({ form }: { form: Form }) {
  const t = useT();
  return (
    <section className="space-y-3 border-b border-slate-100 px-5 py-5 sm:px-6">
      <h3 className="text-sm font-semibold text-slate-900">{t('rewards.loyalty.reminders')}</h3>
      <p className="text-xs text-slate-500">{t('rewards.loyalty.reminders_hint')}</p>
      <div className="space-y-3">
        {REMINDERS.map((k) => (
          <SwitchField
            key={k}
            control={form.control}
            name={`reminders.${k}`}
            label={t(`rewards.loyalty.reminder.${k}`)}
            description={t(`rewards.loyalty.reminder.${k}_hint`)}
          />
        ))}
      </div>
    </section>
  );
}

function LevelsSection({ form }: { form: Form }) {
  const t = useT();
  const levels = useFieldArray({ control: form.control, name: 'levels' });
  return (
    <section className="space-y-3 border-b border-slate-100 px-5 py-5 sm:px-6">
      <h3 className="text-sm font-semibold text-slate-900">{t('rewards.loyalty.levels')}</h3>
      <p className="text-xs text-slate-500">{t('rewards.loyalty.levels_hint')}</p>
      {levels.fields.map((f, i) => (
        <div key={f.id} className="flex items-end gap-3" data-testid="loyalty-level">
          <div className="min-w-0 flex-1">
            <Field label={t('rewards.loyalty.level_name')}>
              {(p) => <Input {...p} {...form.register(`levels.${i}.name`)} />}
            </Field>
          </div>
          <div className="w-32">
            <Field label={t('rewards.loyalty.level_points')}>
              {(p) => (
                <Input {...p} inputMode="numeric" {...form.register(`levels.${i}.min_points`)} />
              )}
            </Field>
          </div>
          <Button variant="ghost" onClick={() => levels.remove(i)}>
            {t('rewards.loyalty.remove')}
          </Button>
        </div>
      ))}
      {form.formState.errors.levels?.message ? (
        <p className="text-sm text-red-700">{form.formState.errors.levels.message}</p>
      ) : null}
      {levels.fields.length < 10 ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => levels.append({ name: '', min_points: '' })}
        >
          {t('rewards.loyalty.add_level')}
        </Button>
      ) : null}
    </section>
  );
}

/** The badge as members see it: the business's picture, else the icon. */
function BadgeArt({
  icon,
  image,
}: {
  icon: LoyaltyFormValues['badges'][number]['icon'];
  image: string | null;
}) {
  if (image)
    return (
      <img
        src={image}
        alt=""
        className="mb-0.5 size-10 shrink-0 rounded-full bg-slate-100 object-cover ring-1 ring-amber-200"
      />
    );
  return (
    <span className="mb-0.5 flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700">
      <BadgeIcon icon={icon} className="size-6" />
    </span>
  );
}

function BadgesSection({ form }: { form: Form }) {
  const t = useT();
  const badges = useFieldArray({ control: form.control, name: 'badges' });
  return (
    <section className="space-y-3 border-b border-slate-100 px-5 py-5 sm:px-6">
      <h3 className="text-sm font-semibold text-slate-900">{t('rewards.loyalty.badges')}</h3>
      {badges.fields.map((f, i) => {
        const icon = form.watch(`badges.${i}.icon`);
        const image = form.watch(`badges.${i}.image`);
        return (
          <div
            key={f.id}
            className="space-y-3 rounded-xl border border-slate-200 p-3"
            data-testid="loyalty-badge"
          >
            <div className="flex items-end gap-3">
              <BadgeArt icon={icon} image={image} />
              <div className="min-w-0 flex-1">
                <Field label={t('rewards.loyalty.badge_name')}>
                  {(p) => <Input {...p} {...form.register(`badges.${i}.name`)} />}
                </Field>
              </div>
              <Button variant="ghost" onClick={() => badges.remove(i)}>
                {t('rewards.loyalty.remove')}
              </Button>
            </div>
            <div className="grid gap-3 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_6rem]">
              <Field label={t('rewards.loyalty.badge_kind')}>
                {(p) => (
                  <Select {...p} {...form.register(`badges.${i}.kind`)}>
                    {LOYALTY_BADGE_KINDS.map((k) => (
                      <option key={k} value={k}>
                        {t(`rewards.loyalty.badge_kind.${k}`)}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Field label={t('rewards.loyalty.badge_icon')}>
                {(p) => (
                  <Select {...p} {...form.register(`badges.${i}.icon`)}>
                    {LOYALTY_BADGE_ICONS.map((k) => (
                      <option key={k} value={k}>
                        {t(`rewards.loyalty.icon.${k}`)}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Field label={t('rewards.loyalty.badge_threshold')}>
                {(p) => (
                  <Input {...p} inputMode="numeric" {...form.register(`badges.${i}.threshold`)} />
                )}
              </Field>
            </div>
            <Controller
              control={form.control}
              name={`badges.${i}.image`}
              render={({ field }) => (
                <ImageField
                  label={t('rewards.loyalty.badge_image')}
                  hint={t('rewards.loyalty.badge_image_hint')}
                  value={field.value}
                  onChange={(url) => field.onChange(url)}
                  testId="loyalty-badge-image"
                />
              )}
            />
          </div>
        );
      })}
      {form.formState.errors.badges?.message ? (
        <p className="text-sm text-red-700">{form.formState.errors.badges.message}</p>
      ) : null}
      {badges.fields.length < 20 ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            badges.append({
              id: newBadgeId(
                'first_win',
                form.getValues('badges').map((b) => b.id),
              ),
              name: '',
              icon: 'star',
              image: null,
              kind: 'first_win',
              threshold: '1',
            })
          }
        >
          {t('rewards.loyalty.add_badge')}
        </Button>
      ) : null}
    </section>
  );
}
